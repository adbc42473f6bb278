import { useId, useState } from "react";
import { ChevronIcon } from "../../../ui/icons.tsx";
import type { CategoryView, StatusView, VoteTarget } from "../api/voting-api.ts";
import { CategoryChip } from "../../../ui/CategoryChip.tsx";
import { CommentsSection } from "./CommentsSection.tsx";
import { SuggestionStatus } from "./StatusBadge.tsx";
import { NotifyMe } from "./NotifyMe.tsx";

interface VoteItemProps {
  target: VoteTarget;
  title: string;
  description: string | null;
  voteCount: number;
  commentCount: number;
  status: Pick<StatusView, "status" | "status_reply">;
  /** The operator's category; the predefined tools have none. */
  category?: CategoryView | null;
  voted: boolean;
  voting: boolean;
  onVote: () => void;
  onCommentPosted: (commentCount: number) => void;
  onAccessLost: () => void;
}

export function VoteItem(props: VoteItemProps) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const commentsId = useId();
  const { target, title, description, voteCount, commentCount, voted, voting, status } = props;

  return (
    <li className="vote-item">
      <div className="vote-item-body">
        <h4>{title}</h4>
        {props.category && <CategoryChip category={props.category} />}
        {description && <p className="vote-item-description">{description}</p>}
        <SuggestionStatus {...status} />
        {/* Once voted, a visitor may ask to hear when it ships (not for what has shipped or was declined). */}
        {voted && target.kind === "suggestion" && status.status !== "done" && status.status !== "declined" && (
          <NotifyMe suggestionId={target.id} title={title} onAccessLost={props.onAccessLost} />
        )}
        <button
          type="button"
          className="comments-toggle"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <ChevronIcon expanded={commentsOpen} />
          {commentCount} {commentCount === 1 ? "comment" : "comments"}
        </button>
        <div id={commentsId} hidden={!commentsOpen}>
          {/* Kept mounted once opened, so a suggestion's comments load only once. */}
          <CommentsMount open={commentsOpen} {...props} />
        </div>
      </div>
      <button
        type="button"
        className="vote-button"
        // Never `disabled`: the button keeps its focus after the vote, and a second press is ignored.
        onClick={() => {
          if (!voted && !voting) props.onVote();
        }}
        aria-disabled={voted || voting || undefined}
        aria-label={`${voted ? "Voted" : "Vote"} for ${title}, ${voteCount} ${voteCount === 1 ? "vote" : "votes"}`}
      >
        <span aria-hidden="true" className="vote-arrow">
          ▲
        </span>
        <span className="vote-count">{voteCount}</span>
      </button>
    </li>
  );
}

function CommentsMount({ open, target, onCommentPosted, onAccessLost }: VoteItemProps & { open: boolean }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <CommentsSection target={target} onPosted={onCommentPosted} onAccessLost={onAccessLost} />;
}
