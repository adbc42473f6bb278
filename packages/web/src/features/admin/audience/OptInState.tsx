import type { SignupRow } from "@ai-leaders/core/audience";
import { When } from "../components/When.tsx";

/** Double opt-in as the operator reads it: unsubscribed (and when), confirmed (and when), or not yet. */
export function OptInState({ row }: { row: Pick<SignupRow, "confirmed_at" | "unsubscribed_at"> }) {
  if (row.unsubscribed_at) {
    return (
      <p className="admin-row-meta">
        <span className="admin-badge admin-badge-failed">Unsubscribed</span> <When at={row.unsubscribed_at} />
      </p>
    );
  }
  if (row.confirmed_at) {
    return (
      <p className="admin-row-meta">
        <span className="admin-badge admin-badge-delivered">Confirmed</span> <When at={row.confirmed_at} />
      </p>
    );
  }
  return (
    <p className="admin-row-meta">
      <span className="admin-badge">Unconfirmed</span> deleted 30 days after signup unless confirmed
    </p>
  );
}
