import { useId, useState } from "react";
import { ChevronIcon } from "../../../ui/icons.tsx";
import type { SuggestionView } from "../api/voting-api.ts";
import { CommentsSection } from "../components/CommentsSection.tsx";
import { relativeTime } from "../relative-time.ts";
import { votesText } from "../roadmap-text.ts";
import { CategoryChip } from "../../../ui/CategoryChip.tsx";

interface RoadmapCardProps {
  suggestion: SuggestionView;
  onAccessLost: () => void;
}

/** One suggestion on the roadmap; its title opens it as the board does: its description and comments. */
export function RoadmapCard({ suggestion, onAccessLost }: RoadmapCardProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [commentCount, setCommentCount] = useState(suggestion.comment_count);
  const detailsId = useId();
  const { title, description, vote_count, status, status_reply, status_updated_at, category } = suggestion;

  function toggle() {
    setOpen(!open);
    setOpened(true);
  }

  return (
    <li className="roadmap-card">
      <h5 className="roadmap-card-title">
        <button type="button" className="roadmap-card-open" aria-expanded={open} aria-controls={detailsId} onClick={toggle}>
          <ChevronIcon expanded={open} />
          {title}
        </button>
      </h5>
      <p className="roadmap-card-meta">
        {category && <CategoryChip category={category} />}
        <span className="roadmap-votes">{votesText(vote_count)}</span>
        <span>
          {commentCount} {commentCount === 1 ? "comment" : "comments"}
        </span>
        {status === "done" && status_updated_at && <span>Done {relativeTime(status_updated_at)}</span>}
      </p>
      {status_reply && (
        <p className="status-reply">
          <span className="status-reply-label">From the team:</span> {status_reply}
        </p>
      )}
      <div id={detailsId} className="roadmap-card-details" hidden={!open}>
        {description && <p className="vote-item-description">{description}</p>}
        {/* Kept mounted once opened, so its comments load only once. */}
        {opened && (
          <CommentsSection target={{ kind: "suggestion", id: suggestion.id }} onPosted={setCommentCount} onAccessLost={onAccessLost} />
        )}
      </div>
    </li>
  );
}
