// How suggestions and comments are stored: which listing a suggestion sits in decides who sees it.
import type { ModerationState, SuggestionStatus } from "./schema.ts";
import { eraOf, trendPartition } from "./trending.ts";

/**
 * "community" and "predefined" are the lists visitors read; a hidden or pending suggestion moves to
 * a listing of its own, so no visitor query (byVotes, byNew, byTrending) ever reads it.
 */
export type Listing = "community" | "predefined" | "hidden" | "pending";

export interface Suggestion {
  id: string;
  title: string;
  description: string | null;
  vote_count: number;
  /** Visible comments only: hidden and pending ones are not counted. */
  comment_count: number;
  created_at: string;
  listing: Listing;
  status?: SuggestionStatus;
  status_reply?: string | null;
  status_updated_at?: string;
  /** Set on a duplicate merged into another suggestion (it stays, hidden). */
  merged_into?: string;
  trend_era?: number;
  trend_score?: number;
  trend_listing?: string;
}

export interface SuggestionComment {
  id: string;
  suggestion_id: string;
  comment_text: string;
  created_at: string;
}

export interface StoredComment extends SuggestionComment {
  sort_key: string;
  /** Absent on comments stored before moderation existed: those are visible. */
  moderation?: ModerationState;
}

export interface VotingTables {
  suggestions: string;
  votes: string;
  comments: string;
}

export const moderationOf = (suggestion: Pick<Suggestion, "listing">): ModerationState =>
  suggestion.listing === "hidden" ? "hidden" : suggestion.listing === "pending" ? "pending" : "visible";

export const commentModeration = (comment: StoredComment): ModerationState => comment.moderation ?? "visible";

export const isVisible = (suggestion: Pick<Suggestion, "listing">) => moderationOf(suggestion) === "visible";

/** A condition that holds while visitors may vote on and comment on the suggestion. */
export const visibleCondition = {
  expression: "listing IN (:community, :predefined)",
  values: { ":community": "community", ":predefined": "predefined" },
};

export const commentIsVisible = {
  expression: "(attribute_not_exists(moderation) OR moderation = :visible)",
  values: { ":visible": "visible" },
};

/** A new suggestion's trending fields: in the trending list from the start, with no score yet. */
export function initialTrend(listing: Listing, now: Date) {
  const era = eraOf(now);
  return { trend_era: era, trend_score: 0, trend_listing: trendPartition(listing, era) };
}

/** The update that moves a suggestion to another listing, its trending partition with it. */
export function moveToListing(suggestion: Suggestion, listing: Listing) {
  const values: Record<string, unknown> = { ":to": listing, ":from": suggestion.listing };
  let expression = "SET listing = :to";
  if (suggestion.trend_era !== undefined) {
    expression += ", trend_listing = :trend";
    values[":trend"] = trendPartition(listing, suggestion.trend_era);
  }
  return { expression, condition: "listing = :from", values };
}

export const commentSortKey = (comment: Pick<SuggestionComment, "created_at" | "id">) => `${comment.created_at}#${comment.id}`;

export const settingsId = "#board-settings";
