import type { AdminResult } from "../api/admin-api.ts";
import { ConfirmAction } from "../components/ConfirmAction.tsx";
import type { BoardChange } from "./api.ts";

interface ConfirmDeleteProps {
  /** What is deleted, for the button's accessible name. */
  subject: string;
  question: string;
  request: () => Promise<AdminResult<BoardChange>>;
  onDeleted: (change: BoardChange) => void;
}

/** "Delete…" asks once more, inline, before a suggestion or a comment is gone for good. */
export function ConfirmDelete({ subject, question, request, onDeleted }: ConfirmDeleteProps) {
  return (
    <ConfirmAction
      openLabel="Delete…"
      openAriaLabel={`Delete ${subject}…`}
      groupLabel={`Delete ${subject}`}
      question={`${question} This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      tone="danger"
      request={request}
      onDone={onDeleted}
    />
  );
}
