import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { sendAllAgainRequest } from "./api.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "Send all again": asks once more, then queues every failed record and says how many went (the section takes focus to that). */
export function SendAllAgain({ accessToken, onDone }: { accessToken: string; onDone: (message: string) => void }) {
  return (
    <ConfirmAction
      openLabel="Send all again…"
      groupLabel="Send all again"
      question="Queue every failed delivery once more? Each goes to its webhook under the same idempotency key as before."
      confirmLabel="Send all again"
      busyLabel="Sending…"
      tone="calm"
      request={() => sendAllAgainRequest(accessToken)}
      onDone={({ queued, skipped }) =>
        onDone(
          `Queued ${plural(queued, "delivery", "deliveries")} again.` +
            (skipped ? ` ${plural(skipped, "was", "were")} skipped: already delivered or being sent.` : ""),
        )
      }
    />
  );
}
