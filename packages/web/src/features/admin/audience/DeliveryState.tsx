import type { SignupRow } from "@ai-leaders/core/audience";

const words: Record<SignupRow["relay_status"], string> = {
  pending: "Waiting to send",
  delivered: "Delivered",
  failed: "Delivery failed",
  skipped: "Not sent",
};

/** Where the record's relay stands, and the last error or reason when there is one. */
export function DeliveryState({ row }: { row: Pick<SignupRow, "relay_status" | "relay_error"> }) {
  return (
    <span className="admin-delivery">
      <span className={`admin-badge admin-badge-${row.relay_status}`}>{words[row.relay_status]}</span>
      {row.relay_error && <span className="admin-delivery-error">{row.relay_error}</span>}
    </span>
  );
}
