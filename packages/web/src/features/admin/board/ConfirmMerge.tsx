import { useEffect, useRef } from "react";
import { Dialog } from "../../../ui/Dialog.tsx";
import { AdminError } from "../components/AdminError.tsx";
import type { OperatorSuggestion } from "./api.ts";
import { plural } from "./labels.ts";

interface ConfirmMergeProps {
  duplicate: OperatorSuggestion;
  target: OperatorSuggestion;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last look before a merge, in a modal <dialog>: both titles and their votes, which one is
 * hidden and which one is kept. "Cancel" has focus first (a merge is not undone); closing gives
 * focus back to the "Merge" button that asked.
 */
export function ConfirmMerge({ duplicate, target, busy, error, onConfirm, onCancel }: ConfirmMergeProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <Dialog open onClose={onCancel} title="Merge these suggestions?" size="small">
      <dl className="board-merge-pair">
        <div>
          <dt>Hidden, its votes and comments moved</dt>
          <dd>
            “{duplicate.title}” <span className="admin-row-meta">({plural(duplicate.vote_count, "vote", "votes")})</span>
          </dd>
        </div>
        <div>
          <dt>Kept</dt>
          <dd>
            “{target.title}” <span className="admin-row-meta">({plural(target.vote_count, "vote", "votes")})</span>
          </dd>
        </div>
      </dl>
      <p className="admin-muted">A visitor who voted on both counts once. A merge cannot be undone.</p>
      <AdminError error={error} />
      <div className="admin-actions">
        <button type="button" className="button button-danger button-small" aria-disabled={busy} onClick={() => !busy && onConfirm()}>
          {busy ? "Merging…" : "Merge"}
        </button>
        <button type="button" ref={cancelRef} className="button button-secondary button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
