import { useRef, useState } from "react";
import type { ContactRow, SignupRow } from "@ai-leaders/core/audience";
import { contactsRequest, signupsRequest } from "../api/admin-api.ts";
import { When } from "../components/When.tsx";
import type { SectionProps } from "../section-props.ts";
import { AudienceList } from "./AudienceList.tsx";
import { DeliveryState } from "./DeliveryState.tsx";
import { EraseButton, type Erased } from "./EraseButton.tsx";
import { EraseByAddress } from "./EraseByAddress.tsx";
import { erasureSummary } from "./erasure-summary.ts";
import { MailSuppressed } from "./MailSuppressed.tsx";
import { OptInState } from "./OptInState.tsx";
import { WeeklyDigest } from "../digest/WeeklyDigest.tsx";

/** Newsletter signups and contact messages: who wrote, when, and whether it reached the automation. */
export function AudienceSection({ accessToken }: SectionProps) {
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  function erased({ email, report }: Erased) {
    setNotice(erasureSummary(email, report));
    setVersion((current) => current + 1);
    // The row (and its button) is gone: focus goes to what was said about it.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }
  const erase = (email: string) => <EraseButton accessToken={accessToken} email={email} onErased={erased} />;

  return (
    <div className="admin-section">
      <h1>Audience</h1>
      <p className="admin-muted">
        Newsletter signups and contact messages, newest first. Erase a person's data when they ask: it removes every record that holds their
        address or name (signup, messages, account and sessions, founder profiles, kept results, mails), and the audit log records that it
        was done, naming them only by a keyed hash.
      </p>
      <WeeklyDigest accessToken={accessToken} />
      <EraseByAddress accessToken={accessToken} onErased={erased} />
      <p ref={noticeRef} tabIndex={-1} className={notice ? "admin-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
      <AudienceList<SignupRow>
        title="Newsletter signups"
        searchHint="email"
        noun="signups"
        list="signups"
        accessToken={accessToken}
        version={version}
        fetchPage={(query) => signupsRequest(accessToken, query)}
        rowKey={(row) => row.email}
        renderRow={(row) => (
          <>
            <div className="admin-row-main">
              <p className="admin-row-title">{row.email}</p>
              <p className="admin-row-meta">
                Signed up <When at={row.created_at} />
              </p>
              <OptInState row={row} />
              <DeliveryState row={row} />
              <MailSuppressed row={row} />
            </div>
            {erase(row.email)}
          </>
        )}
      />
      <AudienceList<ContactRow>
        title="Contact messages"
        searchHint="email or subject"
        noun="messages"
        list="contacts"
        accessToken={accessToken}
        version={version}
        fetchPage={(query) => contactsRequest(accessToken, query)}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <>
            <div className="admin-row-main">
              <p className="admin-row-title">{row.subject}</p>
              <p className="admin-row-meta">
                From {row.email}, <When at={row.created_at} />
              </p>
              <p className="admin-message">{row.message}</p>
              <DeliveryState row={row} />
            </div>
            {erase(row.email)}
          </>
        )}
      />
    </div>
  );
}
