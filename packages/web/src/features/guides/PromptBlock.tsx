import { PlaceholderForm, useFilledPrompt } from "../../components/business-context/PlaceholderForm.tsx";
import { DataNote } from "../../components/card-extras/CardExtras.tsx";
import { Sources } from "../../components/sources/Sources.tsx";
import type { Claim } from "../../content/types.ts";
import { CopyButton } from "../../ui/CopyButton.tsx";

interface PromptBlockProps {
  /** What the card calls its prompt, e.g. "Prompt" or "Workflow". */
  heading?: string;
  /** The card the prompt belongs to, so each copy button and prompt region has its own name. */
  owner: string;
  text: string;
  /** Whether the visitor fills the placeholders the business context leaves open (a prompt), or
   * they stay for someone else (a template's merge fields, an automation's settings). */
  fillIn?: boolean;
  /** Placeholders another control of the card fills, such as a paste box. */
  filledElsewhere?: (placeholder: string) => boolean;
  /** What not to paste into a consumer AI tool, for a prompt that asks for confidential material. */
  dataNote?: string;
  /** The sources of the facts the card states, with when each was checked. */
  claims?: Claim[];
}

/**
 * A prompt shown in full, filled from the business context and a fill-in form for what the context
 * leaves open, with a Copy button (page toasts).
 */
export function PromptBlock({
  heading = "Prompt",
  owner,
  text: template,
  fillIn = true,
  filledElsewhere,
  dataNote,
  claims,
}: PromptBlockProps) {
  const filled = useFilledPrompt(template, filledElsewhere);
  return (
    <div className="guides-prompt">
      {dataNote && <DataNote note={dataNote} />}
      {fillIn && <PlaceholderForm filled={filled} />}
      <div className="heading-row guides-prompt-header">
        <h3>{heading}</h3>
        <CopyButton text={filled.prompt} where="page" label={`Copy ${heading.toLowerCase()}: ${owner}`} />
      </div>
      {/* Focusable, so keyboard users can scroll a long prompt. */}
      <pre className="prompt-text guides-prompt-text" tabIndex={0} role="region" aria-label={`${heading}: ${owner}`}>
        {filled.prompt}
      </pre>
      {claims && <Sources claims={claims} headingLevel="h3" owner={owner} />}
    </div>
  );
}
