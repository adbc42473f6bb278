import { useEffect, useId, useRef, useState } from "react";
import type { AccessRequestRow } from "@ai-leaders/core/access-requests/schema";
import { Dialog } from "../../../ui/Dialog.tsx";
import { AdminError } from "../components/AdminError.tsx";
import type { AdminResult } from "../api/admin-api.ts";
import { useAction } from "../use-action.ts";

export type Answer = "approve" | "decline";
type Answered = { request: AccessRequestRow; message: string };

interface ConfirmAnswerProps {
  answer: Answer;
  request: AccessRequestRow;
  send: (sendNote: boolean) => Promise<AdminResult<Answered>>;
  onDone: (answered: Answered) => void;
  onCancel: () => void;
}

/**
 * The last look before answering, in a modal <dialog>: who, and what will be mailed. Decline asks
 * whether to send the polite note. The answer's button has focus first; closing gives focus back.
 */
export function ConfirmAnswer({ answer, request, send, onDone, onCancel }: ConfirmAnswerProps) {
  const [sendNote, setSendNote] = useState(true);
  const { busy, error, run } = useAction();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  useEffect(() => confirmRef.current?.focus(), []);
  const who = `${request.name} (${request.company})`;

  return (
    <Dialog open onClose={onCancel} title={answer === "approve" ? `Approve ${who}?` : `Decline ${who}?`} size="small">
      {answer === "approve" ? (
        <p className="admin-muted">{`A personal code that works once, for 30 days, is made and mailed to ${request.email} with a link that opens the hub.`}</p>
      ) : (
        <div className="access-request-note">
          <input id={noteId} type="checkbox" checked={sendNote} onChange={(event) => setSendNote(event.target.checked)} disabled={busy} />
          <label htmlFor={noteId}>{`Send a polite note to ${request.email}`}</label>
        </div>
      )}
      <AdminError error={error} />
      <div className="admin-actions">
        <button
          type="button"
          ref={confirmRef}
          className={`button ${answer === "approve" ? "button-primary" : "button-danger"} button-small`}
          aria-disabled={busy || undefined}
          onClick={() => !busy && void run(() => send(sendNote), onDone)}
        >
          {busy ? (answer === "approve" ? "Approving…" : "Declining…") : answer === "approve" ? "Approve and mail the code" : "Decline"}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
