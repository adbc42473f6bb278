import type { AuditEntry } from "@ai-leaders/core/audit";
import { auditRequest } from "../api/admin-api.ts";
import { ListFooter } from "../components/ListFooter.tsx";
import { When } from "../components/When.tsx";
import type { SectionProps } from "../sections.ts";
import { usePagedList } from "../use-paged-list.ts";

const actionWords: Record<string, string> = {
  "admin.created": "Made an admin account",
  "admin.promoted": "Made an account an admin (new one-time password)",
  "admin.password-changed": "Changed their password",
  "admin.password-reset": "Reset their password through a mailed link",
  "audience.export": "Exported as CSV",
  "audience.erase": "Erased a person's data",
  "board.pre_moderation": "Switched pre-moderation",
  "board.export": "Exported the board as CSV",
  "suggestion.status": "Set a suggestion's status",
  "suggestion.hide": "Hid a suggestion",
  "suggestion.restore": "Restored a suggestion",
  "suggestion.approve": "Approved a suggestion",
  "suggestion.delete": "Deleted a suggestion",
  "suggestion.merge": "Merged a duplicate suggestion",
  "comment.hide": "Hid a comment",
  "comment.restore": "Restored a comment",
  "comment.approve": "Approved a comment",
  "comment.delete": "Deleted a comment",
  "delivery.send_again": "Sent a failed delivery again",
  "delivery.send_all_again": "Sent every failed delivery again",
  "delivery.send_now": "Sent a record that waited for its webhook",
  "delivery.send_all_now": "Sent every record that waited for its webhook",
  "access-request.approve": "Approved an access request (personal code mailed)",
  "access-request.decline": "Declined an access request",
};

const details = (entry: AuditEntry) =>
  Object.entries(entry.details ?? {})
    .map(([name, value]) => `${name.replaceAll("_", " ")}: ${value}`)
    .join(", ");

/** Every admin action, newest first: who, what, on what, when. */
export function AuditSection({ accessToken }: SectionProps) {
  const paged = usePagedList((cursor) => auditRequest(accessToken, { cursor }), "audit");
  return (
    <div className="admin-section">
      <h1>Audit log</h1>
      <p className="admin-muted">Every admin action, newest first. An erasure names the person by a keyed hash of their address, never the address.</p>
      <ul className="admin-rows">
        {paged.rows.map((entry) => (
          <li key={entry.id} className="admin-row admin-audit-row">
            <div className="admin-row-main">
              <p className="admin-row-title">{actionWords[entry.action] ?? entry.action}</p>
              <p className="admin-row-meta">
                <When at={entry.at} /> by {entry.actor}
              </p>
              <p className="admin-row-meta admin-target">
                {entry.target}
                {entry.details ? ` (${details(entry)})` : ""}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <ListFooter list={paged} noun="entries" empty="Nothing has been done in the console yet." />
    </div>
  );
}
