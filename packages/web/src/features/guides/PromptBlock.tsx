import { fillPlaceholders } from "../../lib/business-context/fill-placeholders.ts";
import { useBusinessContext } from "../../lib/business-context/use-business-context.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";

interface PromptBlockProps {
  /** What the card calls its prompt, e.g. "Prompt" or "Workflow". */
  heading?: string;
  /** The card the prompt belongs to, so each copy button and prompt region has its own name. */
  owner: string;
  text: string;
}

/** A prompt shown in full, filled from the business context, with a Copy button (page toasts). */
export function PromptBlock({ heading = "Prompt", owner, text: template }: PromptBlockProps) {
  const text = fillPlaceholders(template, useBusinessContext());
  return (
    <div className="guides-prompt">
      <div className="guides-prompt-header">
        <h3>{heading}</h3>
        <CopyButton text={text} where="page" label={`Copy ${heading.toLowerCase()}: ${owner}`} />
      </div>
      {/* Focusable, so keyboard users can scroll a long prompt. */}
      <pre className="guides-prompt-text" tabIndex={0} role="region" aria-label={`${heading}: ${owner}`}>
        {text}
      </pre>
    </div>
  );
}
