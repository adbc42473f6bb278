import { useId, useRef, useState } from "react";
import { When } from "../components/When.tsx";
import {
  deleteSuggestionRequest,
  suggestionActionRequest,
  suggestionCommentsRequest,
  type BoardChange,
  type OperatorCategory,
  type OperatorSuggestion,
} from "./api.ts";
import { CategoryChip } from "../../../ui/CategoryChip.tsx";
import { CategoryForm } from "./CategoryForm.tsx";
import { CommentList } from "./CommentList.tsx";
import { ConfirmDelete } from "./ConfirmDelete.tsx";
import { MergePicker } from "./MergePicker.tsx";
import { ModerationButtons } from "./ModerationButtons.tsx";
import { StatusForm } from "./StatusForm.tsx";
import { actionDone, plural, stateLabels, statusLabel } from "./labels.ts";

interface SuggestionRowProps {
  accessToken: string;
  suggestion: OperatorSuggestion;
  /** The board's categories: the suggestion's is shown, and it can be moved to another. */
  categories: OperatorCategory[];
  /** Bumped after every change: an open comment list is read again. */
  version: number;
  onChanged: (notice: string) => void;
}

type Tool = "status" | "merge" | "category" | null;

/** What a merge did, in words: counts moved, double votes counted once, the target's new totals. */
function mergeNotice(duplicate: OperatorSuggestion, target: OperatorSuggestion, change: BoardChange): string {
  const count = (name: string) => Number(change.detail[name] ?? 0);
  return (
    `Merged “${duplicate.title}” into “${target.title}”: ${plural(count("votes_moved"), "vote", "votes")} and ` +
    `${plural(count("comments_moved"), "comment", "comments")} moved, ${plural(count("double_votes"), "voter", "voters")} who voted on both counted once. ` +
    `“${target.title}” now has ${plural(count("vote_count"), "vote", "votes")} and ${plural(count("comment_count"), "comment", "comments")}.`
  );
}

export function SuggestionRow({ accessToken, suggestion, categories, version, onChanged }: SuggestionRowProps) {
  const [tool, setTool] = useState<Tool>(null);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const openers = {
    status: useRef<HTMLButtonElement>(null),
    merge: useRef<HTMLButtonElement>(null),
    category: useRef<HTMLButtonElement>(null),
  };
  const category = categories.find((option) => option.id === suggestion.category_id);
  const commentsId = useId();
  const subject = `“${suggestion.title}”`;

  function close(which: Exclude<Tool, null>) {
    setTool(null);
    requestAnimationFrame(() => openers[which].current?.focus());
  }
  const toggle = (which: Exclude<Tool, null>) => (tool === which ? close(which) : setTool(which));

  return (
    <li className="admin-row board-suggestion">
      <div className="admin-row-main">
        <p className="admin-row-title">{suggestion.title}</p>
        {suggestion.description && <p className="admin-message">{suggestion.description}</p>}
        <p className="admin-row-meta board-badges">
          <span className={`board-status board-status-${suggestion.status}`}>{statusLabel(suggestion.status)}</span>
          <span className={`board-state board-state-${suggestion.moderation}`}>{stateLabels[suggestion.moderation]}</span>
          {category && <CategoryChip category={category} />}
          <span>
            {plural(suggestion.vote_count, "vote", "votes")}, {plural(suggestion.comment_count, "visible comment", "visible comments")}
            {suggestion.predefined ? (
              ", a predefined tool"
            ) : (
              <>
                , added <When at={suggestion.created_at} />
              </>
            )}
          </span>
        </p>
        {suggestion.status_reply && (
          <p className="board-reply">
            <span className="board-reply-label">Reply:</span> {suggestion.status_reply}
          </p>
        )}
        {suggestion.notified_count > 0 && (
          <p className="admin-row-meta">Notified {plural(suggestion.notified_count, "person", "people")}</p>
        )}
        {suggestion.merged_into && <p className="admin-row-meta">Merged into another suggestion: its votes and comments are there now.</p>}
      </div>
      <div className="admin-actions board-row-actions">
        <button
          type="button"
          ref={openers.status}
          className="button button-secondary button-small"
          aria-expanded={tool === "status"}
          aria-label={`Set status of ${subject}…`}
          onClick={() => toggle("status")}
        >
          Set status…
        </button>
        {!suggestion.predefined && (
          <ModerationButtons
            state={suggestion.moderation}
            subject={subject}
            request={(action) => suggestionActionRequest(accessToken, suggestion.id, action)}
            onDone={(action) => onChanged(`${actionDone[action]}: ${subject}.`)}
          />
        )}
        {categories.length > 0 && !suggestion.predefined && (
          <button
            type="button"
            ref={openers.category}
            className="button button-secondary button-small"
            aria-expanded={tool === "category"}
            aria-label={`Set category of ${subject}…`}
            onClick={() => toggle("category")}
          >
            Category…
          </button>
        )}
        {!suggestion.merged_into && !suggestion.predefined && (
          <button
            type="button"
            ref={openers.merge}
            className="button button-secondary button-small"
            aria-expanded={tool === "merge"}
            aria-label={`Merge into another suggestion: ${subject}`}
            onClick={() => toggle("merge")}
          >
            Merge into…
          </button>
        )}
        {!suggestion.predefined && (
          <ConfirmDelete
            subject={subject}
            question={`Delete ${subject} with its votes and comments for good?`}
            request={() => deleteSuggestionRequest(accessToken, suggestion.id)}
            onDeleted={() => onChanged(`Deleted ${subject}.`)}
          />
        )}
        <button
          type="button"
          className="button button-ghost button-small"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          aria-label={`Comments on ${subject}`}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          Comments {commentsOpen ? "▴" : "▾"}
        </button>
      </div>
      {tool === "status" && (
        <StatusForm
          accessToken={accessToken}
          suggestion={suggestion}
          onSaved={(status, notified) => {
            setTool(null);
            onChanged(
              `Status of ${subject} set to ${statusLabel(status)}.${notified ? ` Notified ${plural(notified, "person", "people")}.` : ""}`,
            );
          }}
          onCancel={() => close("status")}
        />
      )}
      {tool === "category" && (
        <CategoryForm
          accessToken={accessToken}
          suggestion={suggestion}
          categories={categories}
          onSaved={(chosen) => {
            setTool(null);
            onChanged(chosen ? `Moved ${subject} to the category “${chosen.name}”.` : `${subject} has no category now.`);
          }}
          onCancel={() => close("category")}
        />
      )}
      {tool === "merge" && (
        <MergePicker
          accessToken={accessToken}
          duplicate={suggestion}
          onMerged={(change, target) => {
            setTool(null);
            onChanged(mergeNotice(suggestion, target, change));
          }}
          onCancel={() => close("merge")}
        />
      )}
      <div id={commentsId} className="board-comments" hidden={!commentsOpen}>
        {commentsOpen && (
          <CommentList
            accessToken={accessToken}
            fetchPage={(cursor) => suggestionCommentsRequest(accessToken, suggestion.id, cursor)}
            queryKey={`${suggestion.id}\n${version}`}
            showSuggestion={false}
            empty="No comments on this suggestion."
            onChanged={onChanged}
          />
        )}
      </div>
    </li>
  );
}
