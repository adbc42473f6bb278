// One item of a team's backlog: what it is and what it costs today, its vote, its links and its
// comments; for the owner and admins, its score and its status (a "not now" with its reason).
import { useState, type FormEvent, type SyntheticEvent } from "react";
import { Link } from "react-router-dom";
import type { BacklogComment, BacklogItem, BacklogScore, BacklogStatus, ScoreFactor, TeamBacklog } from "@ai-leaders/core/teams";
import { backlogFrequencyNames, backlogStatusNames, backlogWrongCostNames } from "@ai-leaders/core/messages";
import { addComment, editItem, readBacklogOf, readComments, removeItem, vote } from "./backlog-api.ts";

interface BacklogItemCardProps {
  item: BacklogItem;
  teamId: string;
  canManage: boolean;
  userToken: () => string | undefined;
  onChanged: (backlog: TeamBacklog) => void;
}

type Answer<T> = { ok: true; value: T } | { ok: false; message?: string };

const factorNames: Record<ScoreFactor, string> = { value: "Value", readiness: "Data readiness", risk: "Risk", effort: "Effort" };
const factors = Object.keys(factorNames) as ScoreFactor[];
const statuses = Object.keys(backlogStatusNames) as BacklogStatus[];

export function BacklogItemCard({ item, teamId, canManage, userToken, onChanged }: BacklogItemCardProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `backlog-item-${item.item_id}`;

  /** One change; the answer is the backlog as it now stands. */
  async function change(request: (token: string) => Promise<Answer<TeamBacklog>>) {
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    const answer = await request(token);
    setBusy(false);
    if (!answer.ok) return setError(answer.message ?? "That change could not be made. Check your connection and try again.");
    onChanged(answer.value);
  }

  return (
    <article className="backlog-item" aria-labelledby={headingId}>
      <header className="backlog-item-header">
        {item.rank !== null && <span className="backlog-rank">#{item.rank}</span>}
        <h3 id={headingId}>{item.title}</h3>
        <span className={`backlog-status backlog-status-${item.status}`}>{backlogStatusNames[item.status]}</span>
      </header>
      <p className="backlog-task">{item.task}</p>
      <dl className="backlog-facts">
        <div>
          <dt>Today</dt>
          <dd>
            {backlogFrequencyNames[item.frequency]}, {item.hours} h each time
          </dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>
            {item.data}
            {item.personal_data && <span className="backlog-flag"> Personal data</span>}
            {item.confidential_data && <span className="backlog-flag"> Confidential</span>}
          </dd>
        </div>
        <div>
          <dt>A wrong answer</dt>
          <dd>
            {backlogWrongCostNames[item.wrong_cost]} cost{item.wrong_cost_why && `: ${item.wrong_cost_why}`}
          </dd>
        </div>
        <div>
          <dt>Priority</dt>
          <dd>
            {item.priority === null || !item.score
              ? "Not scored yet"
              : `${item.priority} (${factors.map((factor) => `${factorNames[factor]} ${item.score![factor]}`).join(", ")})`}
          </dd>
        </div>
      </dl>
      {item.status === "not-now" && item.not_now_reason && <p className="backlog-reason">Not now: {item.not_now_reason}</p>}
      {item.links.length > 0 && (
        <ul className="backlog-links" aria-label={`What would serve “${item.title}”`}>
          {item.links.map((link) => (
            <li key={link.path}>
              <Link to={link.path}>{link.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className="teams-person-meta">Suggested by {item.author}</p>
      <div className="backlog-actions">
        <button
          type="button"
          className={`button button-small ${item.voted ? "button-primary" : "button-secondary"}`}
          aria-pressed={item.voted}
          aria-disabled={busy || undefined}
          onClick={() => void change((token) => vote(token, teamId, item.item_id, !item.voted))}
        >
          {item.voted ? "Voted" : "Vote"} · {item.vote_count}
          <span className="visually-hidden"> for {item.title}</span>
        </button>
        {item.can_delete && (
          <RemoveButton
            title={item.title}
            busy={busy}
            onRemove={() =>
              void change(async (token) => {
                // A removal answers nothing: the backlog is read again.
                const removed = await removeItem(token, teamId, item.item_id);
                return removed.ok ? readBacklogOf(token, teamId) : removed;
              })
            }
          />
        )}
      </div>
      {error && (
        <p className="auth-form-error" role="alert">
          {error}
        </p>
      )}
      {canManage && (
        <ManageItem item={item} busy={busy} onSave={(edit) => void change((token) => editItem(token, teamId, item.item_id, edit))} />
      )}
      <Comments item={item} teamId={teamId} userToken={userToken} />
    </article>
  );
}

function RemoveButton({ title, busy, onRemove }: { title: string; busy: boolean; onRemove: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button-ghost button-small" onClick={() => setAsking(true)}>
        Remove<span className="visually-hidden"> {title}</span>
      </button>
    );
  }
  return (
    <span className="teams-confirm">
      <button type="button" className="button button-danger button-small" aria-disabled={busy || undefined} onClick={onRemove}>
        Yes, remove it
      </button>
      <button type="button" className="button button-ghost button-small" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

/** The owner's and admins' controls: the score (1–5 each) and the status, a "not now" with its reason. */
function ManageItem({
  item,
  busy,
  onSave,
}: {
  item: BacklogItem;
  busy: boolean;
  onSave: (edit: { score?: BacklogScore; status?: BacklogStatus; not_now_reason?: string }) => void;
}) {
  const [score, setScore] = useState<BacklogScore>(item.score ?? { value: 3, readiness: 3, risk: 3, effort: 3 });
  const [status, setStatus] = useState<BacklogStatus>(item.status);
  const [reason, setReason] = useState(item.not_now_reason ?? "");
  const id = (part: string) => `backlog-${item.item_id}-${part}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ score, status, ...(status === "not-now" && { not_now_reason: reason }) });
  }

  return (
    <details className="backlog-manage">
      <summary>Score and move “{item.title}”</summary>
      <form className="backlog-manage-form" onSubmit={submit}>
        <div className="backlog-form-row">
          {factors.map((factor) => (
            <label key={factor} className="auth-field" htmlFor={id(factor)}>
              {factorNames[factor]}
              <select
                id={id(factor)}
                className="text-field"
                value={score[factor]}
                onChange={(event) => setScore((current) => ({ ...current, [factor]: Number(event.target.value) }))}
              >
                {[1, 2, 3, 4, 5].map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <label className="auth-field" htmlFor={id("status")}>
            Status
            <select
              id={id("status")}
              className="text-field"
              value={status}
              onChange={(event) => setStatus(event.target.value as BacklogStatus)}
            >
              {statuses.map((option) => (
                <option key={option} value={option}>
                  {backlogStatusNames[option]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {status === "not-now" && (
          <div className="auth-field">
            <label htmlFor={id("reason")}>Why not now (the team reads it beside the item)</label>
            <textarea
              id={id("reason")}
              className="text-field"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        )}
        <button type="submit" className="button button-secondary button-small" aria-disabled={busy || undefined}>
          {busy ? "Please wait..." : "Save"}
        </button>
      </form>
    </details>
  );
}

/** The item's comments, read when opened; any member adds one. */
function Comments({ item, teamId, userToken }: { item: BacklogItem; teamId: string; userToken: () => string | undefined }) {
  const [comments, setComments] = useState<BacklogComment[] | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = comments?.length ?? item.comment_count;

  async function open(event: SyntheticEvent<HTMLDetailsElement>) {
    const token = userToken();
    if (!event.currentTarget.open || comments || !token) return;
    const read = await readComments(token, teamId, item.item_id);
    if (read.ok) setComments(read.value);
    else setError(read.message ?? "The comments could not be loaded.");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    const added = await addComment(token, teamId, item.item_id, text);
    setBusy(false);
    if (!added.ok) return setError(added.message ?? "The comment could not be sent. Check your connection and try again.");
    setComments(added.value);
    setText("");
  }

  return (
    <details className="backlog-comments" onToggle={(event) => void open(event)}>
      <summary>
        Comments ({count})<span className="visually-hidden"> on {item.title}</span>
      </summary>
      {comments && comments.length > 0 && (
        <ul className="backlog-comment-list">
          {comments.map((comment) => (
            <li key={comment.comment_id}>
              <span className="teams-person-meta">{comment.author}</span>
              <p>{comment.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="backlog-comment-form" onSubmit={submit}>
        <label htmlFor={`backlog-${item.item_id}-comment`} className="visually-hidden">
          Your comment on {item.title}
        </label>
        <textarea
          id={`backlog-${item.item_id}-comment`}
          className="text-field"
          rows={2}
          maxLength={1000}
          value={text}
          placeholder="Add a comment"
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <p className="auth-form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-secondary button-small" aria-disabled={busy || undefined}>
          {busy ? "Please wait..." : "Comment"}
        </button>
      </form>
    </details>
  );
}
