import { useCallback } from "react";
import { copyToastDuration } from "../../../ui/copy.ts";
import { CopyIcon } from "../../../ui/icons.tsx";
import { useToast } from "../../../ui/toast.tsx";

// The shared copy hook speaks of prompts; a report copies its own words, so it says so.
export function useCopyText() {
  const toast = useToast();
  return useCallback(
    async (text: string, description: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ title: "Copied to clipboard", description, duration: copyToastDuration });
      } catch {
        toast({
          title: "Could not copy",
          description: "Your browser blocked the clipboard. Select the text and copy it instead.",
          variant: "destructive",
          duration: copyToastDuration,
        });
      }
    },
    [toast],
  );
}

interface CopyTextButtonProps {
  text: string;
  /** Accessible name, e.g. "Copy headline 2". */
  label: string;
  /** What the toast says was copied. */
  copied: string;
  disabled?: boolean;
}

export function CopyTextButton({ text, label, copied, disabled = false }: CopyTextButtonProps) {
  const copy = useCopyText();
  return (
    <button
      type="button"
      className="button button-secondary button-small report-no-print"
      onClick={() => void copy(text, copied)}
      aria-label={label}
      disabled={disabled}
    >
      <CopyIcon />
      <span aria-hidden="true">Copy</span>
    </button>
  );
}
