import { useState } from "react";
import type { PromptCard as PromptCardContent } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import { LibraryToggle } from "./LibraryToggle.tsx";

/**
 * A card of a large library. The header holds the toggle and a copy button side by side (never a
 * button in a button); the toggle's hit area stretches over the whole header.
 */
export function PromptCard({ card, panelId }: { card: PromptCardContent; panelId: string }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <article className={`library-card${expanded ? " library-card-expanded" : ""}`}>
      <div className="library-card-header">
        <LibraryToggle title={card.title} expanded={expanded} onToggle={() => setExpanded((open) => !open)} panelId={panelId} />
        <CopyButton text={card.prompt} where="library" label={`Copy prompt: ${card.title}`} className="library-header-copy" />
        <p className="library-card-description">{card.description}</p>
        <p className="library-card-meta">
          <span className="library-badge">{card.category}</span>
          <span className="library-time">
            <span className="library-visually-hidden">Time estimate: </span>
            {card.timeEstimate}
          </span>
        </p>
      </div>
      <div id={panelId} className="library-card-panel" hidden={!expanded}>
        <div className="library-panel-header">
          <h3>Prompt Template</h3>
          <CopyButton text={card.prompt} where="library" label={`Copy prompt template: ${card.title}`} />
        </div>
        <pre className="library-prompt">{card.prompt}</pre>
      </div>
    </article>
  );
}
