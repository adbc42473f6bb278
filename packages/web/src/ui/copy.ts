import { useCallback } from "react";
import { copyMessages } from "@ai-leaders/core/messages";
import { useToast } from "./toast.tsx";

/** Copy toasts are short (spec §9: 2000 ms). */
export const copyToastDuration = 2_000;

/**
 * Writes a prompt to the clipboard and says so: the prompt libraries say "Prompt copied to
 * clipboard!", every other page "Copied to clipboard" (spec §8).
 */
export function useCopyPrompt(where: "library" | "page") {
  const toast = useToast();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ ...(where === "library" ? copyMessages.librarySuccess : copyMessages.pageSuccess), duration: copyToastDuration });
      } catch {
        toast({ ...copyMessages.failure, variant: "destructive", duration: copyToastDuration });
      }
    },
    [toast, where],
  );
}
