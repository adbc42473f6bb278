import type { MouseEvent } from "react";
import { useCopyPrompt } from "./copy.ts";
import { CopyIcon } from "./icons.tsx";
import { countEvent } from "../lib/count-event.ts";
import { cardPath, reportToTeam } from "../lib/team-activity.ts";

interface CopyButtonProps {
  text: string;
  where: "library" | "page";
  /** Accessible name; "Copy" reads well inside a card, but a list of cards needs more. */
  label?: string;
  /** What the button shows; the accessible name starts with it. */
  visibleLabel?: string;
  className?: string;
  /** A library prompt's id ("claude:ai-strategy-tutor"): the copy is counted (lib/analytics.ts). */
  countAs?: string;
}

export function CopyButton({ text, where, label = "Copy prompt", visibleLabel = "Copy", className = "", countAs }: CopyButtonProps) {
  const copy = useCopyPrompt(where);
  const handleClick = (event: MouseEvent) => {
    // A copy button inside a clickable header must not also toggle it.
    event.stopPropagation();
    void copy(text);
    if (countAs) {
      countEvent({ name: "prompt_copy", prompt: countAs });
      void reportToTeam({ kind: "card-used", card: cardPath(countAs) });
    }
  };
  return (
    <button type="button" className={`button button-secondary button-small ${className}`} onClick={handleClick} aria-label={label}>
      <CopyIcon />
      <span aria-hidden="true">{visibleLabel}</span>
    </button>
  );
}
