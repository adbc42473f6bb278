import type { ModerationState } from "@ai-leaders/core/voting/schema";
import type { AdminResult } from "../api/admin-api.ts";
import type { BoardChange, ModerationAction } from "./api.ts";
import { actionLabels, actionsIn } from "./labels.ts";
import { useAction } from "../use-action.ts";

interface ModerationButtonsProps {
  state: ModerationState;
  /** What the buttons act on, for their accessible names ("Hide “Dark mode”"). */
  subject: string;
  request: (action: ModerationAction) => Promise<AdminResult<BoardChange>>;
  onDone: (action: ModerationAction) => void;
}

/** Hide, Restore or Approve: the ones that make sense in the item's state. */
export function ModerationButtons({ state, subject, request, onDone }: ModerationButtonsProps) {
  const action = useAction();
  return (
    <>
      {actionsIn[state].map((name) => (
        <button
          key={name}
          type="button"
          className={`button button-small ${name === "approve" ? "button-primary" : "button-secondary"}`}
          aria-label={`${actionLabels[name]} ${subject}`}
          disabled={action.busy}
          onClick={() =>
            void action.run(
              () => request(name),
              () => onDone(name),
            )
          }
        >
          {actionLabels[name]}
        </button>
      ))}
      {action.error && (
        <p className="admin-error board-action-error" role="alert">
          {action.error}
        </p>
      )}
    </>
  );
}
