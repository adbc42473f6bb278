// What the visitor sees while a signup or message waits to be sent again. A form loads it with its
// sending code when first submitted, never with the page.
import { edgeMessages } from "@ai-leaders/core/messages";
import type { ToastOptions } from "./toast.tsx";
import type { SendAgainNotice } from "../lib/send-again.ts";

export function sendingAgainToast({ reason, waitSeconds }: SendAgainNotice): ToastOptions {
  const seconds = Math.max(1, Math.round(waitSeconds));
  return {
    title: reason === "refused" ? edgeMessages.retrying(seconds) : edgeMessages.retryingOffline(seconds),
    // Gone when the next attempt starts.
    duration: waitSeconds * 1000,
  };
}
