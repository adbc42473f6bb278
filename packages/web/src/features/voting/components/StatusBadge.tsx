import { boardMessages } from "@ai-leaders/core/messages";
import type { StatusView } from "../api/voting-api.ts";

/** Where a suggestion stands, and the operator's reply; nothing for a plain open suggestion. */
export function SuggestionStatus({ status, status_reply }: Pick<StatusView, "status" | "status_reply">) {
  if (status === "open" && !status_reply) return null;
  return (
    <div className="suggestion-status">
      {status !== "open" && <span className={`status-badge status-${status}`}>{boardMessages.statusLabels[status]}</span>}
      {status_reply && (
        <p className="status-reply">
          <span className="status-reply-label">From the team:</span> {status_reply}
        </p>
      )}
    </div>
  );
}
