import { useEffect, useId, useState, type FormEvent } from "react";
import { votingMessages } from "@ai-leaders/core/messages";
import { votingLimits } from "@ai-leaders/core/voting/schema";
import { useToast } from "../../../ui/toast.tsx";
import { listComments, postComment, type CommentView, type VoteTarget } from "../api/voting-api.ts";
import { relativeTime } from "../relative-time.ts";
import { HoneypotField, honeypotOf } from "../../../ui/Honeypot.tsx";

interface CommentsSectionProps {
  target: VoteTarget;
  /** Called with the new total after a comment is posted. */
  onPosted: (commentCount: number) => void;
  onAccessLost: () => void;
}

/** Loads its comments once, when first expanded (it is only mounted while expanded). */
export function CommentsSection({ target, onPosted, onAccessLost }: CommentsSectionProps) {
  const [comments, setComments] = useState<CommentView[] | null>(null);
  const [text, setText] = useState("");
  const [posting, setPosting] = useState(false);
  const toast = useToast();
  const fieldId = useId();

  const targetKey = target.kind === "tool" ? `tool:${target.toolId}` : target.id;
  useEffect(() => {
    let current = true;
    void listComments(target).then((result) => {
      if (!current) return;
      if (result.ok) setComments(result.value.comments);
      else if (result.status === 401) onAccessLost();
      else {
        console.error("Failed to load comments", result.error);
        setComments([]);
      }
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded per suggestion; the target and the handler are read as they are then
  }, [targetKey]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === "" || posting) return;
    setPosting(true);
    const result = await postComment(target, text.trim(), honeypotOf(event.currentTarget));
    setPosting(false);
    if (!result.ok) {
      if (result.status === 401) return onAccessLost();
      toast({ ...votingMessages.commentFailure, description: result.error?.message, variant: "destructive" });
      return;
    }
    setText("");
    // Held for a moderator: the author is told so, and it is not shown or counted until approved.
    if ("pending" in result.value) return toast(result.value.notice);
    const { comment, comment_count } = result.value;
    setComments((shown) => [...(shown ?? []), comment]);
    onPosted(comment_count);
    toast(votingMessages.commentSuccess);
  }

  return (
    <div className="comments">
      {comments === null ? (
        <p className="comments-status">Loading comments...</p>
      ) : comments.length === 0 ? (
        <p className="comments-status">No comments yet.</p>
      ) : (
        <ul className="comments-list">
          {comments.map((comment) => (
            <li key={comment.id}>
              <p className="comment-meta">
                <span className="comment-author">Anonymous</span> ·{" "}
                <time dateTime={comment.created_at}>{relativeTime(comment.created_at)}</time>
              </p>
              <p className="comment-text">{comment.comment_text}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="comment-form" onSubmit={handleSubmit}>
        <label htmlFor={fieldId} className="visually-hidden">
          Add a comment
        </label>
        <textarea
          id={fieldId}
          className="text-field comment-input"
          placeholder="Add a comment..."
          value={text}
          maxLength={votingLimits.commentMax}
          onChange={(event) => setText(event.target.value)}
          readOnly={posting}
        />
        <button type="submit" className="button button-primary button-small" aria-disabled={text.trim() === "" || posting || undefined}>
          {posting ? "Sending..." : "Send"}
        </button>
        <HoneypotField />
      </form>
    </div>
  );
}
