import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { sendAllAgainRequest, sendAllNowRequest } from "./api.ts";
import type { DeliveryShelf } from "./DeliveryRow.tsx";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const asked = {
  failed: {
    label: "Send all again",
    question: "Queue every failed delivery once more? Each goes to its webhook under the same idempotency key as before.",
    request: sendAllAgainRequest,
    done: (queued: number) => `Queued ${plural(queued, "delivery", "deliveries")} again.`,
  },
  waiting: {
    label: "Send all now",
    question:
      "Queue every record that waited for its webhook? Each goes to the webhook set now; one whose webhook is still not set comes back here.",
    request: sendAllNowRequest,
    done: (queued: number) => `Queued ${plural(queued, "record", "records")} for delivery.`,
  },
} satisfies Record<DeliveryShelf, unknown>;

/** "Send all again" or "Send all now": asks once more, then queues every record of the list and says how many went (the section takes focus to that). */
export function SendAll({ shelf, accessToken, onDone }: { shelf: DeliveryShelf; accessToken: string; onDone: (message: string) => void }) {
  const { label, question, request, done } = asked[shelf];
  return (
    <ConfirmAction
      openLabel={`${label}…`}
      groupLabel={label}
      question={question}
      confirmLabel={label}
      busyLabel="Sending…"
      tone="calm"
      request={() => request(accessToken)}
      onDone={({ queued, skipped }) =>
        onDone(done(queued) + (skipped ? ` ${plural(skipped, "was", "were")} skipped: already delivered or being sent.` : ""))
      }
    />
  );
}
