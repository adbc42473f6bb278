import { useEffect, useState, type ReactNode } from "react";
import { accountBoardMessages as text, boardMessages } from "@ai-leaders/core/messages";
import { Dialog } from "../../../ui/Dialog.tsx";
import {
  chooseAnswersMail,
  listAccountBoard,
  unfollowSuggestion,
  type AccountBoard,
  type AccountBoardEntry,
} from "../../../lib/account-board/account-board-api.ts";
import { useAuth } from "../../../account/auth-context.ts";
import { StatusLines } from "../StatusLines.tsx";
import "./your-board.css";

type BoardState = { status: "loading" } | { status: "loaded"; board: AccountBoard } | { status: "failed"; message: string };

/** "Your suggestions and votes": what the account suggested, voted on and follows, each with where it stands. */
export function YourBoardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { session } = useAuth();
  const accessToken = session?.access_token ?? "";
  const [state, setState] = useState<BoardState>({ status: "loading" });
  const [said, setSaid] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [choosingMail, setChoosingMail] = useState(false);

  useEffect(() => {
    if (!open || !accessToken) return;
    let current = true;
    void listAccountBoard(accessToken).then((answer) => {
      if (!current) return;
      setState(answer.ok ? { status: "loaded", board: answer.value } : { status: "failed", message: answer.message ?? text.loadFailure });
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The token rotates on refresh: only opening the dialog loads the lists.
  }, [open]);

  async function unfollow(entry: AccountBoardEntry) {
    if (busyId) return;
    setBusyId(entry.id);
    const answer = await unfollowSuggestion(accessToken, entry.id);
    setBusyId(null);
    if (!answer.ok) return setError(answer.message ?? text.followFailure.title);
    setError(null);
    setSaid(`${text.unfollowed.title}: ${entry.title}. ${text.unfollowed.description}`);
    setState((shown) =>
      shown.status === "loaded"
        ? { ...shown, board: { ...shown.board, following: shown.board.following.filter((item) => item.id !== entry.id) } }
        : shown,
    );
  }

  /** "Email me when What's new answers…": the box shows the stored choice once it is saved. */
  async function chooseMail(wanted: boolean) {
    if (choosingMail) return;
    setChoosingMail(true);
    const answer = await chooseAnswersMail(accessToken, wanted);
    setChoosingMail(false);
    if (!answer.ok) return setError(answer.message ?? text.answersMail.failure);
    setError(null);
    setSaid(answer.value.message);
    setState((shown) =>
      shown.status === "loaded" ? { ...shown, board: { ...shown.board, answers_mail: answer.value.answers_mail } } : shown,
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={text.heading} size="medium">
      <div className="your-board">
        <StatusLines status={said} error={error} />
        {state.status === "loading" && <p className="auth-hint">{text.loading}</p>}
        {state.status === "failed" && (
          <p className="auth-form-error" role="alert">
            {state.message}
          </p>
        )}
        {state.status === "loaded" && (
          <>
            <label className="your-board-choice">
              <input
                type="checkbox"
                checked={state.board.answers_mail}
                aria-disabled={choosingMail || undefined}
                onChange={(event) => void chooseMail(event.target.checked)}
              />
              {text.answersMail.label}
            </label>
            <BoardList heading={text.suggested} empty={text.noneSuggested} entries={state.board.suggested} />
            <BoardList heading={text.voted} empty={text.noneVoted} entries={state.board.voted} />
            <BoardList
              heading={text.following}
              empty={text.noneFollowed}
              entries={state.board.following}
              action={(entry) => (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`${text.unfollow}: ${entry.title}`}
                  aria-disabled={busyId !== null || undefined}
                  onClick={() => void unfollow(entry)}
                >
                  {text.unfollow}
                </button>
              )}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}

interface BoardListProps {
  heading: string;
  empty: string;
  entries: AccountBoardEntry[];
  action?: (entry: AccountBoardEntry) => ReactNode;
}

function BoardList({ heading, empty, entries, action }: BoardListProps) {
  return (
    <section className="your-board-section" aria-label={heading}>
      <h3 className="your-board-heading">
        {heading} <span className="your-board-count">({entries.length})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="auth-hint">{empty}</p>
      ) : (
        <ul className="your-board-list">
          {entries.map((entry) => (
            <li key={entry.id} className="listed-row your-board-entry">
              <div className="your-board-facts">
                <span className="your-board-title">{entry.title}</span>
                <span className="your-board-meta">
                  <span className="your-board-status">{boardMessages.statusLabels[entry.status]}</span>
                  <span>
                    {entry.vote_count} {entry.vote_count === 1 ? "vote" : "votes"}
                  </span>
                </span>
                {entry.status_reply && (
                  <p className="your-board-reply">
                    <span className="status-reply-label">From the team:</span> {entry.status_reply}
                  </p>
                )}
              </div>
              {action?.(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
