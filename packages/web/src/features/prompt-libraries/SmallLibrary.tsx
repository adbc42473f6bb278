import { useState } from "react";
import type { SmallPrompt, SmallPromptLibrary, ToolId } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import { LibraryToggle } from "./LibraryToggle.tsx";
import { SmallPromptOpenIn } from "./OpenInButton.tsx";

/** n8n, zapier, cursor, replit: four prompts, each with a fixed "5min" badge (spec §9). */
export function SmallLibrary({ library }: { library: SmallPromptLibrary }) {
  return (
    <ul className="library-list">
      {library.prompts.map((prompt, index) => (
        <li key={prompt.title}>
          <SmallPromptItem prompt={prompt} panelId={`${library.tool}-prompt-${index}`} tool={library.tool} />
        </li>
      ))}
    </ul>
  );
}

function SmallPromptItem({ prompt, panelId, tool }: { prompt: SmallPrompt; panelId: string; tool: ToolId }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <article className={`library-card library-card-small${expanded ? " library-card-expanded" : ""}`}>
      <div className="library-card-header">
        <LibraryToggle title={prompt.title} expanded={expanded} onToggle={() => setExpanded((open) => !open)} panelId={panelId} />
        <span className="library-badge library-small-badge">5min</span>
        <CopyButton text={prompt.prompt} where="library" label={`Copy prompt: ${prompt.title}`} className="library-small-copy" />
      </div>
      <div id={panelId} className="library-card-panel" hidden={!expanded}>
        <pre className="library-prompt">{prompt.prompt}</pre>
        <SmallPromptOpenIn library={tool} prompt={prompt.prompt} owner={prompt.title} />
      </div>
    </article>
  );
}
