import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { statusReplyMax, suggestionStatuses, type SuggestionStatus } from "@ai-leaders/core/voting/schema";
import { setStatusRequest, type OperatorSuggestion } from "./api.ts";
import { statusLabel } from "./labels.ts";
import { useAction } from "../use-action.ts";
import { AdminError } from "../components/AdminError.tsx";

interface StatusFormProps {
  accessToken: string;
  suggestion: OperatorSuggestion;
  /** `notified`: how many watchers were mailed the ship notice just now ("done" and "declined" only). */
  onSaved: (status: SuggestionStatus, notified: number) => void;
  onCancel: () => void;
}

/** The status visitors see, with a short public reply (optional; saving none clears the earlier one). */
export function StatusForm({ accessToken, suggestion, onSaved, onCancel }: StatusFormProps) {
  const [status, setStatus] = useState<SuggestionStatus>(suggestion.status);
  const [reply, setReply] = useState(suggestion.status_reply ?? "");
  const action = useAction();
  const ids = { status: useId(), reply: useId(), counter: useId() };
  const selectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => selectRef.current?.focus(), []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void action.run(
      () => setStatusRequest(accessToken, suggestion.id, { status, reply: reply.trim() || null }),
      (change) => onSaved(status, Number(change.detail.notified ?? 0)),
    );
  }

  const left = statusReplyMax - reply.length;
  return (
    <form className="board-tool" aria-label={`Status of ${suggestion.title}`} onSubmit={save}>
      <div className="admin-field">
        <label htmlFor={ids.status}>Status</label>
        <select id={ids.status} ref={selectRef} value={status} onChange={(event) => setStatus(event.target.value as SuggestionStatus)}>
          {suggestionStatuses.map((option) => (
            <option key={option} value={option}>
              {statusLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={ids.reply}>Public reply (optional)</label>
        <textarea
          id={ids.reply}
          rows={3}
          maxLength={statusReplyMax}
          value={reply}
          aria-describedby={ids.counter}
          onChange={(event) => setReply(event.target.value)}
        />
        <p id={ids.counter} className={`board-counter${left < 20 ? " board-counter-low" : ""}`}>
          {left} of {statusReplyMax} characters left. Visitors see the reply under the suggestion.
        </p>
      </div>
      <AdminError error={action.error} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary button-small" disabled={action.busy}>
          {action.busy ? "Saving…" : "Save status"}
        </button>
        <button type="button" className="button button-secondary button-small" disabled={action.busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
