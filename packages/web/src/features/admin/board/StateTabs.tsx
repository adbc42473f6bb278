import { useRef, type KeyboardEvent } from "react";
import type { ModerationState } from "@ai-leaders/core/voting/schema";
import { stateLabels, stateOrder } from "./labels.ts";

export const tabId = (state: ModerationState) => `board-tab-${state}`;
export const panelId = (state: ModerationState) => `board-panel-${state}`;

/** Visible / Pending / Hidden as tabs: arrow keys, Home and End move between them (WAI-ARIA tabs). */
export function StateTabs({ state, onSelect }: { state: ModerationState; onSelect: (state: ModerationState) => void }) {
  const tabs = useRef(new Map<ModerationState, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const index = stateOrder.indexOf(state);
    const last = stateOrder.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = stateOrder[next]!;
    onSelect(chosen);
    tabs.current.get(chosen)?.focus();
  }

  return (
    <div className="board-tabs" role="tablist" aria-label="Show suggestions and comments that are" onKeyDown={onKeyDown}>
      {stateOrder.map((option) => (
        <button
          key={option}
          ref={(element) => {
            if (element) tabs.current.set(option, element);
          }}
          type="button"
          role="tab"
          id={tabId(option)}
          aria-selected={state === option}
          aria-controls={panelId(option)}
          tabIndex={state === option ? 0 : -1}
          className="tab-button board-tab"
          onClick={() => onSelect(option)}
        >
          {stateLabels[option]}
        </button>
      ))}
    </div>
  );
}
