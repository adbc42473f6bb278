import { useRef, useState } from "react";
import type { SectionProps } from "../section-props.ts";
import { DeliveryList } from "./DeliveryList.tsx";
import { SendTestEmail } from "./SendTestEmail.tsx";
import "./deliveries.css";

/**
 * What the relay did not send: records whose delivery failed after every retry ("Send again"), and
 * records stored while their webhook was not set ("Send now"); and a test email.
 */
export function DeliveriesSection({ accessToken }: SectionProps) {
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState("");
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const refresh = () => setVersion((current) => current + 1);
  const sentAll = (message: string) => {
    setNotice(message);
    refresh();
    // The confirmation is gone, and with an empty list its button too: focus goes to the outcome.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <div className="admin-section">
      <h1>Deliveries</h1>
      <p className="admin-muted">
        Signups, messages, board events and AI results that never reached their webhook, and emails that could not be sent, newest first.
      </p>
      <p ref={noticeRef} tabIndex={-1} className={notice ? "admin-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
      <div className="admin-actions">
        <button type="button" className="button button-secondary button-small" onClick={refresh}>
          Refresh
        </button>
        <SendTestEmail accessToken={accessToken} onDone={setNotice} />
      </div>
      <DeliveryList shelf="failed" accessToken={accessToken} version={version} onOutcome={setNotice} onSentAll={sentAll} />
      <DeliveryList shelf="waiting" accessToken={accessToken} version={version} onOutcome={setNotice} onSentAll={sentAll} />
    </div>
  );
}
