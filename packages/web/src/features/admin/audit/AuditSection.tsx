import { auditActionInWords, type AuditEntry } from "@ai-leaders/core/audit";
import { auditRequest } from "../api/admin-api.ts";
import { ListFooter } from "../components/ListFooter.tsx";
import { When } from "../components/When.tsx";
import type { SectionProps } from "../section-props.ts";
import { usePagedList } from "../use-paged-list.ts";

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
      <p className="admin-muted">
        Every admin action, newest first. An erasure names the person by a keyed hash of their address, never the address.
      </p>
      <ul className="admin-rows">
        {paged.rows.map((entry) => (
          <li key={entry.id} className="admin-row admin-audit-row">
            <div className="admin-row-main">
              <p className="admin-row-title">{auditActionInWords(entry.action)}</p>
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
