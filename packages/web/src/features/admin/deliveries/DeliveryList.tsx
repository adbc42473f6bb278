import type { FailedDelivery } from "@ai-leaders/core/relay";
import type { AdminResult } from "../api/admin-api.ts";
import { ListFooter } from "../components/ListFooter.tsx";
import { usePagedList, type Page } from "../use-paged-list.ts";
import { failedDeliveriesRequest, sendAgainRequest, sendNowRequest, waitingDeliveriesRequest } from "./api.ts";
import { DeliveryRow, type DeliveryShelf } from "./DeliveryRow.tsx";
import { SendAll } from "./SendAll.tsx";

const shelves: Record<
  DeliveryShelf,
  {
    title: string;
    explanation: string;
    listLabel: string;
    empty: string;
    read: (accessToken: string, cursor?: string) => Promise<AdminResult<Page<FailedDelivery>>>;
    send: typeof sendAgainRequest;
  }
> = {
  failed: {
    title: "Failed after every retry",
    explanation:
      "Nothing is sent again by itself: “Send again” queues a record once more, under the same idempotency key, and it leaves this list while it is on its way.",
    listLabel: "Failed deliveries",
    empty: "Nothing to resend: no delivery has failed after its retries.",
    read: failedDeliveriesRequest,
    send: sendAgainRequest,
  },
  waiting: {
    title: "Waiting for a webhook",
    explanation:
      "Signups, messages and board events stored while their webhook was not set. Once it is set, “Send now” queues them like a retry; one whose webhook is still not set comes back here, saying so.",
    listLabel: "Records waiting for a webhook",
    empty: "Nothing waits: every record was stored while its webhook was set.",
    read: waitingDeliveriesRequest,
    send: sendNowRequest,
  },
};

interface DeliveryListProps {
  shelf: DeliveryShelf;
  accessToken: string;
  /** Bumped to read the list again. */
  version: number;
  onOutcome: (message: string) => void;
  /** After "Send all…": the list is read again and focus goes to the section's notice. */
  onSentAll: (message: string) => void;
}

/** One list of records the relay did not send, newest first, with "Send all…" and a button per record. */
export function DeliveryList({ shelf, accessToken, version, onOutcome, onSentAll }: DeliveryListProps) {
  const { title, explanation, listLabel, empty, read, send } = shelves[shelf];
  const paged = usePagedList((cursor) => read(accessToken, cursor), String(version));
  const headingId = `deliveries-${shelf}-title`;
  return (
    <section className="admin-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="admin-muted">{explanation}</p>
      {paged.rows.length > 0 && (
        <div className="admin-actions">
          <SendAll shelf={shelf} accessToken={accessToken} onDone={onSentAll} />
        </div>
      )}
      {paged.rows.length > 0 && (
        <ul className="admin-rows" aria-label={listLabel}>
          {paged.rows.map((delivery) => (
            <DeliveryRow
              key={`${delivery.kind}:${delivery.id}:${version}`}
              delivery={delivery}
              shelf={shelf}
              send={() => send(accessToken, delivery.kind, delivery.id)}
              onOutcome={onOutcome}
            />
          ))}
        </ul>
      )}
      <ListFooter list={paged} noun="records" empty={empty} />
    </section>
  );
}
