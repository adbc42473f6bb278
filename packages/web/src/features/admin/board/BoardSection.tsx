import { useRef, useState } from "react";
import type { ModerationState } from "@ai-leaders/core/voting/schema";
import type { SectionProps } from "../section-props.ts";
import { commentsRequest, exportBoardRequest } from "./api.ts";
import { ExportButton } from "../components/ExportButton.tsx";
import { CommentList } from "./CommentList.tsx";
import { PreModerationSwitch } from "./PreModerationSwitch.tsx";
import { StateTabs, panelId, tabId } from "./StateTabs.tsx";
import { SuggestionList } from "./SuggestionList.tsx";
import { PredefinedToolList } from "./PredefinedToolList.tsx";
import { stateOrder } from "./labels.ts";
import { CategoryEditor } from "./CategoryEditor.tsx";
import { useOperatorCategories } from "./use-operator-categories.ts";
import { AdminError } from "../components/AdminError.tsx";
import "./board.css";

const commentsEmptyIn: Record<ModerationState, string> = {
  visible: "No comments on the board yet.",
  pending: "No comments wait for approval.",
  hidden: "No hidden comments.",
};

/** The board as the operator runs it: what visitors see, what waits, what was hidden. */
export function BoardSection({ accessToken }: SectionProps) {
  const [state, setState] = useState<ModerationState>("visible");
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { categories, error: categoriesError } = useOperatorCategories(accessToken, version);

  /** After any change the lists are read again; the row acted on may be gone, so focus goes to the notice. */
  function changed(message: string) {
    setNotice(message);
    setVersion((current) => current + 1);
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  return (
    <div className="admin-section">
      <h1>Board</h1>
      <p className="admin-muted">
        Community suggestions, the predefined tools, and comments. Set a status with a short public reply, hide or delete what does not
        belong, merge duplicates, and approve what waits when pre-moderation is on. Every change is recorded in the audit log.
      </p>
      <p ref={noticeRef} tabIndex={-1} className={notice ? "admin-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
      <PreModerationSwitch accessToken={accessToken} onChanged={changed} />
      <div className="board-exports">
        <ExportButton run={() => exportBoardRequest(accessToken, "suggestions")} label="Export suggestions (CSV)" />
        <ExportButton run={() => exportBoardRequest(accessToken, "comments")} label="Export comments (CSV)" />
      </div>
      <section className="admin-panel" aria-labelledby="board-categories-title">
        <h2 id="board-categories-title">Categories</h2>
        <AdminError error={categoriesError} />
        <CategoryEditor accessToken={accessToken} categories={categories} onChanged={changed} />
      </section>
      <div className="board-tabs-row">
        <StateTabs state={state} onSelect={setState} />
        {/* New suggestions and comments arrive while the console is open: read the lists again. */}
        <button type="button" className="button button-secondary button-small" onClick={() => setVersion((current) => current + 1)}>
          Refresh
        </button>
      </div>
      {stateOrder.map((option) => (
        <div
          key={option}
          role="tabpanel"
          id={panelId(option)}
          aria-labelledby={tabId(option)}
          className="board-panel"
          hidden={option !== state}
        >
          {option === state && (
            <>
              {option === "visible" && (
                <section className="admin-panel" aria-labelledby="board-tools-title">
                  <h2 id="board-tools-title">Predefined tools</h2>
                  <p className="admin-muted">
                    The four tools on the Vote tab. Each takes a status and a public reply; they cannot be hidden, merged or deleted.
                  </p>
                  <PredefinedToolList accessToken={accessToken} categories={categories} version={version} onChanged={changed} />
                </section>
              )}
              <section className="admin-panel" aria-labelledby="board-suggestions-title">
                <h2 id="board-suggestions-title">Suggestions</h2>
                <SuggestionList accessToken={accessToken} state={state} categories={categories} version={version} onChanged={changed} />
              </section>
              <section className="admin-panel" aria-labelledby="board-comments-title">
                <h2 id="board-comments-title">Comments</h2>
                <CommentList
                  accessToken={accessToken}
                  fetchPage={(cursor) => commentsRequest(accessToken, state, cursor)}
                  queryKey={`${state}\n${version}`}
                  showSuggestion
                  empty={commentsEmptyIn[state]}
                  onChanged={changed}
                />
              </section>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
