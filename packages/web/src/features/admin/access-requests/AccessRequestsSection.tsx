import { useRef, useState } from "react";
import type { AccessRequestRow, AccessRequestStatus } from "@ai-leaders/core/access-requests/schema";
import type { SectionProps } from "../section-props.ts";
import { useConsoleList } from "../use-console-list.ts";
import { ListFooter } from "../components/ListFooter.tsx";
import { ConsoleTableHead } from "../components/ConsoleTableHead.tsx";
import { When } from "../components/When.tsx";
import { accessRequestsPage, approveAccessRequest, declineAccessRequest } from "./api.ts";
import { ConfirmAnswer, type Answer } from "./ConfirmAnswer.tsx";
import "./access-requests.css";

const statusLabels: Record<AccessRequestStatus, string> = {
  waiting: "Waiting",
  approved: "Approved",
  declined: "Declined",
  reminded: "Reminded",
};
const statusBadges: Record<AccessRequestStatus, string> = {
  waiting: "admin-badge",
  approved: "admin-badge admin-badge-delivered",
  declined: "admin-badge admin-badge-failed",
  reminded: "admin-badge",
};

/** Who answered and how, in a line. */
function answeredBy(row: AccessRequestRow) {
  if (!row.acted_at) return null;
  const how =
    row.status === "reminded"
      ? "Already had access: reminder mailed"
      : row.status === "declined"
        ? row.note_sent
          ? "Polite note mailed"
          : "No mail sent"
        : "Code mailed";
  return (
    <p className="admin-row-meta">
      {how}, <When at={row.acted_at} />
      {row.acted_by && row.acted_by !== "automatic" ? ` by ${row.acted_by}` : " automatically"}
    </p>
  );
}

/** Access requests, newest first: approve (a personal code by mail) or decline (a polite note if wanted). */
export function AccessRequestsSection({ accessToken }: SectionProps) {
  const requests = useConsoleList((cursor) => accessRequestsPage(accessToken, cursor), "access-requests");
  const [asking, setAsking] = useState<{ answer: Answer; row: AccessRequestRow } | null>(null);
  const [notice, setNotice] = useState("");
  const noticeRef = useRef<HTMLParagraphElement>(null);

  function done({ request, message }: { request: AccessRequestRow; message: string }) {
    requests.replace(request);
    setAsking(null);
    setNotice(message);
    // The row's buttons are gone: focus goes to the line that says what happened.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  return (
    <div className="admin-section">
      <h1>Access requests</h1>
      <p className="admin-muted">
        Requests from the “Request an access code” form, newest first. Approve mails a personal code that works once, for 30 days; a request
        from an address that already has access is answered with a reminder automatically.
      </p>
      <p ref={noticeRef} tabIndex={-1} className={notice ? "admin-notice" : "access-requests-quiet"} role="status">
        {notice}
      </p>
      {requests.rows.length > 0 && (
        <table className="admin-table access-requests">
          <ConsoleTableHead
            caption="Access requests, newest first"
            columns={["Requested", "Who", "Company and role", "Why", "Status"]}
            actions="Answer"
          />
          <tbody>
            {requests.rows.map((row) => (
              <tr key={row.id} className="admin-table-row">
                <td data-label="Requested">
                  <When at={row.created_at} />
                </td>
                <td data-label="Who">
                  <span className="access-request-name">{row.name}</span>
                  <br />
                  <span className="admin-row-meta">{row.email}</span>
                </td>
                <td data-label="Company and role">
                  {row.company}
                  <br />
                  <span className="admin-row-meta">{row.role}</span>
                </td>
                <td data-label="Why" className="access-request-reason">
                  {row.reason}
                </td>
                <td data-label="Status">
                  <span className={statusBadges[row.status]}>{statusLabels[row.status]}</span>
                  {answeredBy(row)}
                </td>
                <td data-label="Answer">
                  {row.status === "waiting" && (
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="button button-primary button-small"
                        aria-label={`Approve ${row.name}`}
                        onClick={() => setAsking({ answer: "approve", row })}
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-label={`Decline ${row.name}`}
                        onClick={() => setAsking({ answer: "decline", row })}
                      >
                        Decline
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={requests} noun="requests" empty="No one has asked for an access code yet." />
      {asking && (
        <ConfirmAnswer
          answer={asking.answer}
          request={asking.row}
          send={(sendNote) =>
            asking.answer === "approve"
              ? approveAccessRequest(accessToken, asking.row.id)
              : declineAccessRequest(accessToken, asking.row.id, sendNote)
          }
          onDone={done}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
