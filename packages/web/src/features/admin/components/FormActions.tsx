import { AdminError } from "./AdminError.tsx";

interface SubmitAndCancelProps {
  /** While the request runs: the submit button says `busyLabel` and does nothing more. */
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
}

/** A console form's submit button and its Cancel. */
export function SubmitAndCancel({ busy, label, busyLabel, onCancel }: SubmitAndCancelProps) {
  return (
    <>
      <button type="submit" className="button button-primary button-small" aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="button button-secondary button-small" onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}

/** A console form's end: what went wrong with the last try, then submit and Cancel. */
export function FormActions({ error, ...buttons }: SubmitAndCancelProps & { error: string | null }) {
  return (
    <>
      <AdminError error={error} />
      <div className="admin-actions">
        <SubmitAndCancel {...buttons} />
      </div>
    </>
  );
}
