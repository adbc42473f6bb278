import { useState } from "react";
import { forgetResult } from "./device-results.ts";
import { deleteResult } from "./results-api.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useAuth } from "../../../account/auth-context.ts";

interface DeleteResultProps {
  resultId: string;
  onDeleted: () => void;
}

/** "Delete this result", confirmed in a dialog: deleting breaks the link for everyone who has it. */
export function DeleteResult({ resultId, onDeleted }: DeleteResultProps) {
  const { session } = useAuth();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // What the failed delete said; null while there is nothing to report.
  const [failure, setFailure] = useState<string | null>(null);

  function ask() {
    setFailure(null);
    setConfirming(true);
  }

  async function confirm() {
    if (deleting) return;
    setDeleting(true);
    const deleted = await deleteResult(resultId, session?.access_token);
    setDeleting(false);
    if (!deleted.ok) return setFailure(deleted.message ?? "The result could not be deleted. Please try again.");
    forgetResult(resultId);
    setConfirming(false);
    onDeleted();
  }

  return (
    <div className="result-page-delete report-no-print">
      <button type="button" className="button button-secondary result-page-delete-open" onClick={ask}>
        Delete this result
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this result?"
        description="The link stops working for everyone who has it. This can't be undone."
        size="small"
      >
        {failure && (
          <p className="result-page-delete-error" role="alert">
            {failure}
          </p>
        )}
        {/* Cancel comes first: the dialog opens with focus on it, never on the irreversible action. */}
        <div className="result-page-dialog-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => !deleting && setConfirming(false)}
            aria-disabled={deleting || undefined}
          >
            Cancel
          </button>
          <button
            type="button"
            className="button result-page-delete-confirm"
            onClick={() => void confirm()}
            aria-disabled={deleting || undefined}
          >
            {deleting ? "Deleting..." : "Delete result"}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
