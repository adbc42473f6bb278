import type { MouseEvent } from "react";
import { useCopyPrompt } from "./copy.ts";
import { CopyIcon } from "./icons.tsx";

interface CopyButtonProps {
  text: string;
  where: "library" | "page";
  /** Accessible name; "Copy" reads well inside a card, but a list of cards needs more. */
  label?: string;
  /** What the button shows; the accessible name starts with it. */
  visibleLabel?: string;
  className?: string;
}

export function CopyButton({ text, where, label = "Copy prompt", visibleLabel = "Copy", className = "" }: CopyButtonProps) {
  const copy = useCopyPrompt(where);
  const handleClick = (event: MouseEvent) => {
    // A copy button inside a clickable header must not also toggle it.
    event.stopPropagation();
    void copy(text);
  };
  return (
    <button type="button" className={`button button-secondary button-small ${className}`} onClick={handleClick} aria-label={label}>
      <CopyIcon />
      <span aria-hidden="true">{visibleLabel}</span>
    </button>
  );
}
