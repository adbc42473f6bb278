import { useId, useState } from "react";
import { fillPlaceholders, openPlaceholders, placeholderKey } from "../../lib/business-context/fill-placeholders.ts";
import { useBusinessContext } from "../../lib/business-context/use-business-context.ts";
import "./prompt-tools.css";

export interface FilledPrompt {
  /** The prompt filled from the business context, then from the visitor's answers. */
  prompt: string;
  /** What the context leaves open: the fields the fill-in form asks for. */
  open: string[];
  answers: Record<string, string>;
  answer: (placeholder: string, value: string) => void;
}

/**
 * A prompt as the visitor will run it. `filledElsewhere` names placeholders another control on the
 * card fills (a guide step's paste box), so the form does not ask for them twice.
 */
export function useFilledPrompt(template: string, filledElsewhere?: (placeholder: string) => boolean): FilledPrompt {
  const context = useBusinessContext();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const open = openPlaceholders(template, context).filter((placeholder) => !filledElsewhere?.(placeholder));
  return {
    prompt: fillPlaceholders(template, context, answers),
    open,
    answers,
    answer: (placeholder, value) => setAnswers((current) => ({ ...current, [placeholderKey(placeholder)]: value })),
  };
}

/** The placeholders the business context leaves open, as small fields; the prompt below previews them. */
export function PlaceholderForm({ filled }: { filled: FilledPrompt }) {
  const idPrefix = useId();
  if (filled.open.length === 0) return null;
  return (
    <fieldset className="prompt-fill-in">
      <legend>Fill in</legend>
      {filled.open.map((placeholder, index) => (
        <label key={placeholder} htmlFor={`${idPrefix}-${index}`}>
          {readable(placeholder)}
          <input
            id={`${idPrefix}-${index}`}
            value={filled.answers[placeholderKey(placeholder)] ?? ""}
            onChange={(event) => filled.answer(placeholder, event.target.value)}
          />
        </label>
      ))}
      <p className="prompt-fill-in-note">Blank fields stay as [placeholders] in the prompt.</p>
    </fieldset>
  );
}

/** "researchFocus" reads "research focus"; written placeholders stay as they are. */
const readable = (placeholder: string) =>
  placeholder.replace(/([a-z])([A-Z])/g, (_, before: string, capital: string) => `${before} ${capital.toLowerCase()}`);
