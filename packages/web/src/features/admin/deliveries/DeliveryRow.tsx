import { useState } from "react";
import type { FailedDelivery, RelayKind } from "@ai-leaders/core/relay";
import type { AdminResult } from "../api/admin-api.ts";
import { When } from "../components/When.tsx";

const kindLabels: Record<RelayKind, string> = {
  newsletter: "Newsletter signup",
  contact: "Contact message",
  analysis: "AI result",
  mail: "Email",
  board: "Board event",
  "access-request": "Access request",
};

/** A failed record is sent again; one stored while its webhook was not set is sent now. */
export type DeliveryShelf = "failed" | "waiting";

const actionLabels: Record<DeliveryShelf, string> = { failed: "Send again", waiting: "Send now" };

type Sending = { state: "idle" } | { state: "sending" } | { state: "queued" } | { state: "refused"; message: string };

interface DeliveryRowProps {
  delivery: FailedDelivery;
  shelf: DeliveryShelf;
  send: () => Promise<AdminResult<unknown>>;
  onOutcome: (message: string) => void;
}

/**
 * One record and its "Send again" (or "Send now"). The button keeps focus through the request: it
 * says "Sending…", then "Queued" (and stays inert), or comes back with the server's reason below it.
 */
export function DeliveryRow({ delivery, shelf, send, onOutcome }: DeliveryRowProps) {
  const [sending, setSending] = useState<Sending>({ state: "idle" });
  const inert = sending.state === "sending" || sending.state === "queued";
  const label = sending.state === "sending" ? "Sending…" : sending.state === "queued" ? "Queued" : actionLabels[shelf];

  async function sendOnce() {
    if (inert) return;
    setSending({ state: "sending" });
    const result = await send();
    if (result.ok) {
      setSending({ state: "queued" });
      onOutcome(`Queued ${delivery.summary} for delivery.`);
    } else {
      setSending({ state: "refused", message: result.message });
      onOutcome(`${delivery.summary} was not sent: ${result.message}`);
    }
  }

  return (
    <li className="admin-row admin-delivery-row">
      <div className="admin-row-main">
        <p className="admin-row-title">{delivery.summary}</p>
        <p className="admin-row-meta">{shelf === "failed" ? <FailedFacts delivery={delivery} /> : <WaitingFacts delivery={delivery} />}</p>
        <p className="admin-delivery-last-error">
          {shelf === "failed" ? (
            <span className="admin-badge admin-badge-failed">Last error</span>
          ) : (
            <span className="admin-badge admin-badge-skipped">Not sent</span>
          )}{" "}
          {delivery.last_error ?? "No error was recorded."}
        </p>
        {sending.state === "refused" && <p className="admin-error">{sending.message}</p>}
      </div>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-disabled={inert}
        aria-label={`${label}: ${delivery.summary}`}
        onClick={() => void sendOnce()}
      >
        {label}
      </button>
    </li>
  );
}

function FailedFacts({ delivery }: { delivery: FailedDelivery }) {
  return (
    <>
      {kindLabels[delivery.kind]}
      {delivery.failed_at && (
        <>
          , failed <When at={delivery.failed_at} />
        </>
      )}
      , after {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
    </>
  );
}

function WaitingFacts({ delivery }: { delivery: FailedDelivery }) {
  return (
    <>
      {kindLabels[delivery.kind]}, stored <When at={delivery.created_at} />
    </>
  );
}
