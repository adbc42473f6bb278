import { closedBecause, type ConsoleAccessCode } from "@ai-leaders/core/access-codes/schema";
import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { When } from "../components/When.tsx";
import { revokeAccessCodeRequest, type StoredAccessCode } from "./api.ts";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

interface CodeRowProps {
  accessToken: string;
  code: ConsoleAccessCode;
  onRevoked: (code: StoredAccessCode, message: string) => void;
}

/** One code. At narrow widths the cells stack into a card, each led by its column's name (data-label). */
export function CodeRow({ accessToken, code, onRevoked }: CodeRowProps) {
  const stored = code.source === "console" ? code : null;
  const closed = stored && closedBecause(stored, new Date());
  return (
    <tr className="admin-table-row access-code-row">
      <td data-label="Label">
        {/* The cell's content in one box: at narrow widths the cell is a grid of its column's name and this. */}
        <div>
          <span className="access-code-label">{code.label}</span>{" "}
          {stored ? (
            closed && <span className="admin-badge admin-badge-failed">{closed}</span>
          ) : (
            <span className="admin-badge">From settings</span>
          )}
          {stored?.team_seats !== undefined && (
            <p className="admin-row-meta access-code-team">
              Team code · {stored.team_seats} {stored.team_seats === 1 ? "seat" : "seats"} ·{" "}
              {stored.team_id ? "its team is made" : "no team yet"}
            </p>
          )}
        </div>
      </td>
      <td data-label="Created">{stored ? <When at={stored.created_at} /> : "—"}</td>
      <td data-label="Expires">
        {stored?.expires_on ? <time dateTime={stored.expires_on}>{day.format(new Date(`${stored.expires_on}T00:00:00Z`))}</time> : "Never"}
      </td>
      <td data-label="Uses" className="access-code-uses">
        {stored?.use_limit !== undefined ? `${code.uses} of ${stored.use_limit}` : code.uses}
      </td>
      <td data-label="Last use">{code.last_used_at ? <When at={code.last_used_at} /> : "Not yet"}</td>
      <td data-label="Signups">{code.signups}</td>
      <td data-label="Suggestions">{code.suggestions}</td>
      <td data-label="Revoke">
        {!stored ? (
          <span className="admin-row-meta">In the ACCESS_CODES setting</span>
        ) : stored.revoked_at ? (
          <When at={stored.revoked_at} />
        ) : (
          <ConfirmAction
            openLabel="Revoke"
            openAriaLabel={`Revoke ${stored.label}`}
            groupLabel={`Revoke ${stored.label}`}
            question={`Revoke “${stored.label}”? It stops opening the toolkit now, and visitors who came in with it are asked for a code again.`}
            confirmLabel="Revoke code"
            busyLabel="Revoking…"
            tone="danger"
            request={() => revokeAccessCodeRequest(accessToken, stored.id)}
            onDone={({ access_code, message }) => onRevoked(access_code, message)}
          />
        )}
      </td>
    </tr>
  );
}
