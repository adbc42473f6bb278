import { When } from "../components/When.tsx";
import { commentActionRequest, deleteCommentRequest, type OperatorComment } from "./api.ts";
import { ConfirmDelete } from "./ConfirmDelete.tsx";
import { ModerationButtons } from "./ModerationButtons.tsx";
import { actionDone, shortened, stateLabels } from "./labels.ts";

interface CommentRowProps {
  accessToken: string;
  comment: OperatorComment;
  /** Across the board a comment says which suggestion it is on; under its suggestion it need not. */
  showSuggestion: boolean;
  onChanged: (notice: string) => void;
}

export function CommentRow({ accessToken, comment, showSuggestion, onChanged }: CommentRowProps) {
  const subject = `comment “${shortened(comment.comment_text, 40)}”`;
  return (
    <li className="admin-row board-comment">
      <div className="admin-row-main">
        <p className="admin-message">{comment.comment_text}</p>
        <p className="admin-row-meta">
          {showSuggestion && <>On “{comment.suggestion_title ?? "a deleted suggestion"}”, </>}
          <When at={comment.created_at} />{" "}
          <span className={`board-state board-state-${comment.moderation}`}>{stateLabels[comment.moderation]}</span>
        </p>
      </div>
      <div className="admin-actions board-row-actions">
        <ModerationButtons
          state={comment.moderation}
          subject={subject}
          request={(action) => commentActionRequest(accessToken, comment, action)}
          onDone={(action) => onChanged(`${actionDone[action]}: the ${subject}.`)}
        />
        <ConfirmDelete
          subject={subject}
          question="Delete this comment for good?"
          request={() => deleteCommentRequest(accessToken, comment)}
          onDeleted={() => onChanged(`Deleted the ${subject}.`)}
        />
      </div>
    </li>
  );
}
