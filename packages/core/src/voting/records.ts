// How suggestions and comments are stored: which listing a suggestion sits in decides who sees it.
import { spreadOf } from "../db/spread.ts";
import type { ModerationState, SuggestionStatus } from "./schema.ts";
import { eraOf, trendPartition } from "./trending.ts";

/**
 * "community" and "predefined" are the lists visitors read; a hidden or pending suggestion moves to
 * a listing of its own, so no visitor query (byVotes, byNew, byTrending) ever reads it. "smoke" holds
 * only the smoke check's suggestion (smoke-suggestion.ts), which no list of anyone's reads.
 */
export type Listing = "community" | "predefined" | "hidden" | "pending" | "smoke";

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
  /** How many watchers were mailed its ship notice ("Email me when this ships"). */
  notified_count?: number;
  /** Set on a duplicate merged into another suggestion (it stays, hidden). */
  merged_into?: string;
  /** The operator's category (board-categories.ts); absent: none. An id no longer listed reads as none. */
  category_id?: string;
  /** The byVotes and byNew partition: the listing, spread (boardPartition). Absent before the spread. */
  board?: string;
  trend_era?: number;
  trend_score?: number;
  trend_listing?: string;
  /** When the shards' tally was last folded into vote_count (epoch ms; vote-counter.ts). */
  counted_at?: number;
  /** How many counter items its votes are spread over (vote-counter.ts); absent: all of them. */
  vote_shards?: number;
  /** Its vote rows are keyed by voter part (vote-rows.ts); absent on suggestions stored before. */
  vote_rows_spread?: boolean;
  /** The signed-in account that made it (the byAuthor index); absent on one made anonymously. */
  author_id?: string;
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

/** The board's tables and the operator's categories (board-categories.ts). */
export interface BoardTables extends VotingTables {
  categories: string;
}

/** The smoke check's suggestion reads as hidden: nobody is shown it, and no visitor route reaches it. */
export const moderationOf = (suggestion: Pick<Suggestion, "listing">): ModerationState =>
  suggestion.listing === "hidden" || suggestion.listing === "smoke" ? "hidden" : suggestion.listing === "pending" ? "pending" : "visible";

export const commentModeration = (comment: StoredComment): ModerationState => comment.moderation ?? "visible";

export const isVisible = (suggestion: Pick<Suggestion, "listing">) => moderationOf(suggestion) === "visible";

export const isSmokeSuggestion = (suggestion: Pick<Suggestion, "listing">) => suggestion.listing === "smoke";

/** A condition that holds while visitors may vote on and comment on the suggestion. */
export const visibleCondition = {
  expression: "listing IN (:community, :predefined)",
  values: { ":community": "community", ":predefined": "predefined" },
};

export const commentIsVisible = {
  expression: "(attribute_not_exists(moderation) OR moderation = :visible)",
  values: { ":visible": "visible" },
};

/**
 * Each listing of the board's indexes is spread over this many partitions by a hash of the
 * suggestion's id, so no index partition takes every write (1,000 WCU/s each); a page reads all.
 */
export const boardSpread = 4;

export const boardPartition = (listing: string, id: string) => `${listing}#${spreadOf(id, boardSpread)}`;
export const boardPartitions = (listing: string) => Array.from({ length: boardSpread }, (_, spread) => `${listing}#${spread}`);

/** The trending index's partition: the listing and the era (so hidden suggestions drop out), spread. */
export const trendListing = (listing: string, era: number, id: string) => `${trendPartition(listing, era)}#${spreadOf(id, boardSpread)}`;
export const trendListings = (listing: string, era: number) => boardPartitions(trendPartition(listing, era));

/** A new suggestion's index and counter fields: in the trending list from the start, with no score yet, on one counter. */
export function initialPlace(id: string, listing: Listing, now: Date) {
  const era = eraOf(now);
  return {
    board: boardPartition(listing, id),
    trend_era: era,
    trend_score: 0,
    trend_listing: trendListing(listing, era, id),
    counted_at: 0,
    vote_shards: 1,
    vote_rows_spread: true,
  };
}

/** The update that moves a suggestion to another listing, its index partitions with it. */
export function moveToListing(suggestion: Suggestion, listing: Listing) {
  const values: Record<string, unknown> = { ":to": listing, ":from": suggestion.listing, ":board": boardPartition(listing, suggestion.id) };
  let expression = "SET listing = :to, board = :board";
  if (suggestion.trend_era !== undefined) {
    expression += ", trend_listing = :trend";
    values[":trend"] = trendListing(listing, suggestion.trend_era, suggestion.id);
  }
  return { expression, condition: "listing = :from", values };
}

export const commentSortKey = (comment: Pick<SuggestionComment, "created_at" | "id">) => `${comment.created_at}#${comment.id}`;

export const settingsId = "#board-settings";
