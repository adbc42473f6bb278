import { boardMessages } from "@ai-leaders/core/messages";
import type { ModerationState, SuggestionStatus } from "@ai-leaders/core/voting/schema";
import type { ModerationAction } from "./api.ts";

export const stateLabels: Record<ModerationState, string> = { visible: "Visible", pending: "Pending", hidden: "Hidden" };

/** The tabs' order: what visitors see, what waits, what was hidden. */
export const stateOrder: ModerationState[] = ["visible", "pending", "hidden"];

export const statusLabel = (status: SuggestionStatus) => boardMessages.statusLabels[status];

/** What the operator can do to an item in each state (delete is always offered, on its own). */
export const actionsIn: Record<ModerationState, ModerationAction[]> = {
  visible: ["hide"],
  pending: ["approve", "hide"],
  hidden: ["restore"],
};

export const actionLabels: Record<ModerationAction, string> = { hide: "Hide", restore: "Restore", approve: "Approve" };

/** What a notice says was done. */
export const actionDone: Record<ModerationAction, string> = { hide: "Hidden", restore: "Restored", approve: "Approved" };

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A long text, cut for a label or a notice. */
export const shortened = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
