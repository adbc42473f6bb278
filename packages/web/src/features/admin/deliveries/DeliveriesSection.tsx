import { useRef, useState } from "react";
import { ListFooter } from "../components/ListFooter.tsx";
import type { SectionProps } from "../sections.ts";
import { usePagedList } from "../use-paged-list.ts";
import { failedDeliveriesRequest } from "./api.ts";
import { DeliveryRow } from "./DeliveryRow.tsx";
import { SendAllAgain } from "./SendAllAgain.tsx";
import { SendTestEmail } from "./SendTestEmail.tsx";
import "./deliveries.css";

/** Records whose delivery failed after every retry, "Send again" for one or all, and a test email. */
export function DeliveriesSection({ accessToken }: SectionProps) {
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState("");
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const paged = usePagedList((cursor) => failedDeliveriesRequest(accessToken, cursor), String(version));
  const refresh = () => setVersion((current) => current + 1);

  return (
    <div className="admin-section">
      <h1>Deliveries</h1>
      <p className="admin-muted">
        Signups, messages and AI results that never reached their webhook, and emails that could not be sent, after every retry, newest first. Nothing is sent again by itself:
        "Send again" queues a record once more, under the same idempotency key, and it leaves this list while it is on its way.
      </p>
      <p ref={noticeRef} tabIndex={-1} className={notice ? "admin-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
      <div className="admin-actions">
        {paged.rows.length > 0 && (
          <SendAllAgain
            accessToken={accessToken}
            onDone={(message) => {
              setNotice(message);
              refresh();
              // The confirmation is gone, and with an empty list its button too: focus goes to the outcome.
              requestAnimationFrame(() => noticeRef.current?.focus());
            }}
          />
        )}
        <button type="button" className="button button-secondary button-small" onClick={refresh}>
          Refresh
        </button>
        <SendTestEmail accessToken={accessToken} onDone={setNotice} />
      </div>
      {paged.rows.length > 0 && (
        <ul className="admin-rows" aria-label="Failed deliveries">
          {paged.rows.map((delivery) => (
            <DeliveryRow key={`${delivery.kind}:${delivery.id}:${version}`} delivery={delivery} accessToken={accessToken} onOutcome={setNotice} />
          ))}
        </ul>
      )}
      <ListFooter list={paged} noun="deliveries" empty="Nothing to resend: no delivery has failed after its retries." />
    </div>
  );
}
