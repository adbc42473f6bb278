// A suggestion's status as the operator sets it, from the Board section or by publishing a "What's
// new" entry: the change itself, its watchers told once, the board's automation told, and the
// audit entry it is logged as.
import type { AuditRecord } from "@ai-leaders/core/audit";
import { suggestionTitle, type StatusChange, type SuggestionStatus } from "@ai-leaders/core/voting";
import type { BoardChange, OperatorOutcome } from "@ai-leaders/core/voting/repository";
import type { ApiDeps } from "../deps.ts";
import { createShipNotices } from "./ship-notices.ts";
import { createBoardEventEmitter } from "../../board-events/index.ts";

/** The audit entry of a board change: its target, and the details that are plain values. */
export function auditRecordOf(change: BoardChange): AuditRecord {
  const target = change.comment_id ? `${change.suggestion_id}/${change.comment_id}` : (change.suggestion_id ?? "board");
  const details = Object.fromEntries(
    Object.entries(change.detail).filter((entry): entry is [string, string | number | boolean] =>
      ["string", "number", "boolean"].includes(typeof entry[1]),
    ),
  );
  return { actor: change.actor, action: change.action, target, details };
}

export function createBoardStatusChange(deps: ApiDeps) {
  const { voting } = deps.services;
  const notifyWatchers = createShipNotices(deps);
  const emitBoardEvent = createBoardEventEmitter(deps.services, deps.log);

  /**
   * Sets the status; unless `tellWatchers` is false (a "What's new" entry tells them itself, in one
   * mail), the suggestion's watchers are mailed once when it is done or declined.
   */
  return async function changeStatus(
    actor: string,
    id: string,
    change: StatusChange,
    at: Date,
    { tellWatchers = true } = {},
  ): Promise<OperatorOutcome> {
    const outcome = await voting.moderation.setStatus(actor, id, change, at);
    const suggestion = outcome.ok && (await voting.get(id));
    if (!outcome.ok || !suggestion) return outcome;
    if (tellWatchers)
      outcome.change.detail.notified = await notifyWatchers(
        { id: suggestion.id, title: suggestionTitle(suggestion) },
        change.status,
        change.reply,
        at,
      );
    const from = (outcome.change.detail.from ?? "open") as SuggestionStatus;
    if (from !== change.status) {
      const changed = {
        suggestion: { id: suggestion.id, title: suggestionTitle(suggestion), vote_count: suggestion.vote_count },
        from,
        to: change.status,
        reply: change.reply ?? null,
      };
      await emitBoardEvent({ type: "suggestion.status_changed", data: changed }, at);
    }
    return outcome;
  };
}
