import { useState } from "react";
import type { FailedDelivery, RelayKind } from "@ai-leaders/core/relay";
import { When } from "../components/When.tsx";
import { sendAgainRequest } from "./api.ts";

const kindLabels: Record<RelayKind, string> = {
  newsletter: "Newsletter signup",
  contact: "Contact message",
  analysis: "AI result",
  mail: "Email",
  board: "Board event",
};

type Sending = { state: "idle" } | { state: "sending" } | { state: "queued" } | { state: "refused"; message: string };

/**
 * One failed record and its "Send again". The button keeps focus through the request: it says
 * "Sending…", then "Queued" (and stays inert), or comes back with the server's reason below it.
 */
export function DeliveryRow({ delivery, accessToken, onOutcome }: { delivery: FailedDelivery; accessToken: string; onOutcome: (message: string) => void }) {
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  const inert = sending.state === "sending" || sending.state === "queued";
  const label = sending.state === "sending" ? "Sending…" : sending.state === "queued" ? "Queued" : "Send again";

  async function sendAgain() {
    if (inert) return;
    setSending({ state: "sending" });
    const result = await sendAgainRequest(accessToken, delivery.kind, delivery.id);
    if (result.ok) {
      setSending({ state: "queued" });
      onOutcome(`Queued ${delivery.summary} for delivery.`);
    } else {
      setSending({ state: "refused", message: result.message });
      onOutcome(`${delivery.summary} was not sent again: ${result.message}`);
    }
  }

  return (
    <li className="admin-row admin-delivery-row">
      <div className="admin-row-main">
        <p className="admin-row-title">{delivery.summary}</p>
        <p className="admin-row-meta">
          {kindLabels[delivery.kind]}
          {delivery.failed_at && (
            <>
              , failed <When at={delivery.failed_at} />
            </>
          )}
          , after {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
        </p>
        <p className="admin-delivery-last-error">
          <span className="admin-badge admin-badge-failed">Last error</span> {delivery.last_error ?? "No error was recorded."}
        </p>
        {sending.state === "refused" && <p className="admin-error">{sending.message}</p>}
      </div>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-disabled={inert}
        aria-label={`${label}: ${delivery.summary}`}
        onClick={() => void sendAgain()}
      >
        {label}
      </button>
    </li>
  );
}
