import type { ToastMessage } from "./toast.ts";

export const copyMessages = {
  librarySuccess: { title: "Prompt copied to clipboard!" },
  pageSuccess: { title: "Copied to clipboard", description: "The prompt has been copied to your clipboard." },
  failure: { title: "Failed to copy prompt" },
} as const satisfies Record<string, ToastMessage>;
