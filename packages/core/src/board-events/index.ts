// The board's events for the operator's automation (BOARD_WEBHOOK_URL, issue 28): each is stored,
// then relayed like any delivery (retries, dead letters, Idempotency-Key, the console's Deliveries).
import type { RelayedRecord, WebhookRequest } from "../relay/index.ts";
import type { ModerationState, SuggestionStatus } from "../voting/schema.ts";

export const boardEventTypes = [
  "suggestion.created",
  "comment.created",
  "suggestion.status_changed",
  "suggestion.merged",
  "vote.threshold",
] as const;
export type BoardEventType = (typeof boardEventTypes)[number];

interface SuggestionRef {
  id: string;
  title: string;
}

/** What each event says; the README's automation contract documents the same shapes. */
export interface BoardEventData {
  "suggestion.created": { suggestion: SuggestionRef & { description: string | null; moderation: ModerationState; created_at: string } };
  "comment.created": { suggestion: SuggestionRef; comment: { id: string; text: string; moderation: ModerationState; created_at: string } };
  "suggestion.status_changed": {
    suggestion: SuggestionRef & { vote_count: number };
    from: SuggestionStatus;
    to: SuggestionStatus;
    reply: string | null;
  };
  "suggestion.merged": { duplicate: SuggestionRef; into: SuggestionRef & { vote_count: number } };
  "vote.threshold": { suggestion: SuggestionRef; threshold: number; vote_count: number };
}

export type BoardEvent = { [T in BoardEventType]: { type: T; data: BoardEventData[T] } }[BoardEventType];

export interface StoredBoardEvent extends RelayedRecord {
  id: string;
  type: BoardEventType;
  data: BoardEvent["data"];
  created_at: string;
  /** Epoch seconds: DynamoDB's TTL removes the event after this. */
  expires_at: number;
}

/** Long enough to look into a failure and send it again. */
export const boardEventRetentionDays = 30;

/** `POST {event, id, occurred_at, website, data}`: one shape for every event, `data` per type. */
export function boardWebhookRequest(event: StoredBoardEvent, webhookUrl: string, website: string): WebhookRequest {
  return {
    method: "POST",
    url: webhookUrl,
    body: { event: event.type, id: event.id, occurred_at: event.created_at, website, data: event.data },
  };
}

/** The console's line for a failed delivery. */
export function describeBoardEvent(event: StoredBoardEvent): string {
  const data = event.data as Partial<{ suggestion: SuggestionRef; duplicate: SuggestionRef }>;
  return `${event.type}: ${(data.suggestion ?? data.duplicate)?.title ?? event.id}`;
}
