import { useEffect, useId, useState } from "react";
import type { PromptCard as PromptCardContent, ToolId } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";
import { fillPlaceholders, openPlaceholders, placeholderKey } from "../../lib/business-context/fill-placeholders.ts";
import { LibraryToggle } from "./LibraryToggle.tsx";
import { OpenInButtons } from "./OpenInButton.tsx";
import { useBusinessContext } from "../../lib/business-context/use-business-context.ts";
import { promptEntryId, promptSlug } from "../../lib/search/normalize.ts";
import { FavouriteButton } from "../../components/search/FavouriteButton.tsx";
import "./prompt-tools.css";

interface PromptCardProps {
  card: PromptCardContent;
  panelId: string;
  /** The library the card belongs to. */
  tool: ToolId;
  /** The page's address names this card (/prompts/{tool}#{slug}): it opens expanded. */
  linked?: boolean;
}

/**
 * A card of a large library. The header holds the toggle and a copy button side by side (never a
 * button in a button); the toggle's hit area stretches over the whole header. The prompt is filled
 * from the business context and the card's own fill-in form; Copy and "Open in" give it filled.
 */
export function PromptCard({ card, panelId, tool, linked = false }: PromptCardProps) {
  const [expanded, setExpanded] = useState(linked);
  useEffect(() => {
    if (linked) setExpanded(true);
  }, [linked]);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const library = tool;
  const context = useBusinessContext();
  const prompt = fillPlaceholders(card.prompt, context, answers);

  return (
    <article id={promptSlug(card.title)} className={`library-card${expanded ? " library-card-expanded" : ""}`} tabIndex={-1}>
      <div className="library-card-header">
        <LibraryToggle title={card.title} expanded={expanded} onToggle={() => setExpanded((open) => !open)} panelId={panelId} />
        <CopyButton text={prompt} where="library" label={`Copy prompt: ${card.title}`} className="library-header-copy" />
        <FavouriteButton id={promptEntryId(tool, card.title)} title={card.title} className="library-card-favourite" />
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
        {expanded && (
          <PlaceholderForm
            placeholders={openPlaceholders(card.prompt, context)}
            answers={answers}
            onAnswer={(placeholder, value) => setAnswers((current) => ({ ...current, [placeholderKey(placeholder)]: value }))}
          />
        )}
        <div className="library-panel-header">
          <h3>Prompt Template</h3>
          <div className="prompt-panel-actions">
            <CopyButton text={prompt} where="library" label={`Copy prompt template: ${card.title}`} />
            {library && <OpenInButtons library={library} category={card.category} prompt={prompt} owner={card.title} />}
          </div>
        </div>
        <pre className="library-prompt">{prompt}</pre>
      </div>
    </article>
  );
}

interface PlaceholderFormProps {
  placeholders: string[];
  answers: Record<string, string>;
  onAnswer: (placeholder: string, value: string) => void;
}

/** The placeholders the business context leaves open, as small fields; the prompt below previews them. */
function PlaceholderForm({ placeholders, answers, onAnswer }: PlaceholderFormProps) {
  const idPrefix = useId();
  if (placeholders.length === 0) return null;
  return (
    <fieldset className="prompt-fill-in">
      <legend>Fill in</legend>
      {placeholders.map((placeholder, index) => (
        <label key={placeholder} htmlFor={`${idPrefix}-${index}`}>
          {placeholder}
          <input
            id={`${idPrefix}-${index}`}
            value={answers[placeholderKey(placeholder)] ?? ""}
            onChange={(event) => onAnswer(placeholder, event.target.value)}
          />
        </label>
      ))}
      <p className="prompt-fill-in-note">Blank fields stay as [placeholders] in the prompt.</p>
    </fieldset>
  );
}
