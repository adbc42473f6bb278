// Suggestions, votes and comments. A vote or a comment and its counter change in ONE transaction
// (style.md: the like-once pattern), so counts are never lost or doubled.
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { predefinedSuggestionId, predefinedTitlePrefix, type BoardSort, type NewSuggestion, type PredefinedToolId } from "./schema.ts";
import { conditionFailed, transact } from "./transact.ts";
import {
  commentIsVisible,
  commentSortKey,
  initialTrend,
  isVisible,
  visibleCondition,
  type Listing,
  type StoredComment,
  type Suggestion,
  type SuggestionComment,
  type VotingTables,
} from "./records.ts";
import { carriedScore, eraOf, trendPartition, voteWeight } from "./trending.ts";
import { createBoardPages, type BoardPage } from "./board-pages.ts";
import { createBoardModeration } from "./moderation.ts";
import { createTitleIndex } from "./title-index.ts";
import { createFirstPageCache } from "./first-page-cache.ts";

export type { Suggestion, SuggestionComment, VotingTables } from "./records.ts";
export type { BoardPage } from "./board-pages.ts";
export { InvalidCursorError } from "./board-pages.ts";
export type * from "./moderation.ts";

export type VoteOutcome = { result: "voted"; vote_count: number } | { result: "already-voted" } | { result: "not-found" };
export type CommentOutcome =
  | { result: "added"; comment: SuggestionComment; comment_count: number }
  | { result: "pending"; comment: SuggestionComment }
  | { result: "not-found" };

/** A vote read the suggestion, then found it changed (a new trending era, hidden): read it again. */
const maxVoteRounds = 5;

export function createVotingRepository(db: DynamoDBDocumentClient, tables: VotingTables) {
  async function get(id: string): Promise<Suggestion | undefined> {
    const result = await db.send(new GetCommand({ TableName: tables.suggestions, Key: { id }, ConsistentRead: true }));
    // The board's settings share the table and have no listing: they are no suggestion.
    return result.Item?.listing ? (result.Item as Suggestion) : undefined;
  }

  async function listAll(listing: Listing): Promise<Suggestion[]> {
    const items: Suggestion[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tables.suggestions,
          IndexName: "byVotes",
          KeyConditionExpression: "listing = :listing",
          ExpressionAttributeValues: { ":listing": listing },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...((page.Items ?? []) as Suggestion[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  /** The counter update of one vote: its count, and its weight in the trending score. */
  function voteUpdate(suggestion: Suggestion, now: Date) {
    const era = eraOf(now);
    const values: Record<string, unknown> = { ":one": 1, ":listing": suggestion.listing, ":era": era };
    if (suggestion.trend_era === era) {
      values[":weight"] = voteWeight(now);
      return { UpdateExpression: "ADD vote_count :one, trend_score :weight", ConditionExpression: "listing = :listing AND trend_era = :era", values };
    }
    // The first vote of a new era carries the old score over, decayed, into this era's partition.
    const carried = suggestion.trend_era === undefined ? 0 : carriedScore(suggestion.trend_score ?? 0, suggestion.trend_era, era);
    values[":score"] = carried + voteWeight(now);
    values[":trend"] = trendPartition(suggestion.listing, era);
    let condition = "listing = :listing AND attribute_not_exists(trend_era)";
    if (suggestion.trend_era !== undefined) {
      condition = "listing = :listing AND trend_era = :previousEra";
      values[":previousEra"] = suggestion.trend_era;
    }
    return { UpdateExpression: "ADD vote_count :one SET trend_era = :era, trend_score = :score, trend_listing = :trend", ConditionExpression: condition, values };
  }

  const pages = createBoardPages(db, tables);
  const titles = createTitleIndex(() => listAll("community"));
  const firstPages = createFirstPageCache<BoardSort, BoardPage>();
  const predefined = createFirstPageCache<"predefined", Suggestion[]>();
  /** A write in this process is seen at once by the next read here (see first-page-cache.ts). */
  const changed = () => {
    firstPages.forget();
    predefined.forget();
    titles.forget();
  };
  const moderation = createBoardModeration(db, tables, get, changed);

  return {
    get,
    /** One page of the community list; the first page of each sort comes from a cache of a few seconds. */
    listPage: (sort: BoardSort, cursor: string | null, now: Date) =>
      cursor ? pages.listPage(sort, cursor, now) : firstPages.get(sort, () => pages.listPage(sort, null, now)),
    listPredefined: () => predefined.get("predefined", () => listAll("predefined")),
    /** Visible community suggestions whose titles are like `query`, closest first. */
    similar: titles.similar,
    /** Whether new suggestions and comments wait for the operator's approval. */
    preModeration: async () => (await moderation.settings()).pre_moderation,
    moderation,

    /** A pending suggestion waits for approval, listed to nobody but the operator. */
    async addSuggestion({ title, description }: NewSuggestion, now: Date, { pending = false } = {}): Promise<Suggestion> {
      const listing: Listing = pending ? "pending" : "community";
      const suggestion: Suggestion = {
        id: crypto.randomUUID(),
        title,
        description,
        vote_count: 0,
        comment_count: 0,
        created_at: now.toISOString(),
        listing,
        status: "open",
        ...initialTrend(listing, now),
      };
      await db.send(new PutCommand({ TableName: tables.suggestions, Item: suggestion, ConditionExpression: "attribute_not_exists(id)" }));
      changed();
      return suggestion;
    },

    /** Creates the predefined tool's suggestion on first use, exactly once however many race. */
    async ensurePredefined(toolId: PredefinedToolId, description: string, now: Date): Promise<string> {
      const id = predefinedSuggestionId(toolId);
      try {
        await db.send(
          new PutCommand({
            TableName: tables.suggestions,
            Item: {
              id,
              title: `${predefinedTitlePrefix}${toolId}`,
              description,
              vote_count: 0,
              comment_count: 0,
              created_at: now.toISOString(),
              listing: "predefined",
              status: "open",
              ...initialTrend("predefined", now),
            } satisfies Suggestion,
            ConditionExpression: "attribute_not_exists(id)",
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      return id;
    },

    async vote(suggestionId: string, voterId: string, now: Date): Promise<VoteOutcome> {
      for (let round = 1; round <= maxVoteRounds; round++) {
        const suggestion = await get(suggestionId);
        if (!suggestion || !isVisible(suggestion)) return { result: "not-found" };
        const { UpdateExpression, ConditionExpression, values } = voteUpdate(suggestion, now);
        const refused = await transact(db, [
          {
            Put: {
              TableName: tables.votes,
              Item: { suggestion_id: suggestionId, voter_id: voterId, created_at: now.toISOString() },
              ConditionExpression: "attribute_not_exists(voter_id)",
            },
          },
          {
            Update: {
              TableName: tables.suggestions,
              Key: { id: suggestionId },
              UpdateExpression,
              ConditionExpression,
              ExpressionAttributeValues: values,
            },
          },
        ]);
        if (!refused) {
          changed();
          return { result: "voted", vote_count: (await get(suggestionId))?.vote_count ?? 0 };
        }
        if (conditionFailed(refused, 0)) return { result: "already-voted" };
        if (!conditionFailed(refused, 1)) throw new Error(`Vote transaction cancelled: ${refused.join(", ")}`);
      }
      throw new Error(`Vote on ${suggestionId} kept meeting a changing suggestion`);
    },

    /** Visible comments, oldest first (spec §7). */
    async listComments(suggestionId: string): Promise<SuggestionComment[]> {
      const comments: SuggestionComment[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tables.comments,
            KeyConditionExpression: "suggestion_id = :id",
            FilterExpression: commentIsVisible.expression,
            ExpressionAttributeValues: { ":id": suggestionId, ...commentIsVisible.values },
            ScanIndexForward: true,
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of (page.Items ?? []) as StoredComment[]) {
          comments.push({ id: item.id, suggestion_id: item.suggestion_id, comment_text: item.comment_text, created_at: item.created_at });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return comments;
    },

    /** A visible comment is counted in the same transaction; a pending one is not counted until approved. */
    async addComment(suggestionId: string, commentText: string, now: Date, { pending = false } = {}): Promise<CommentOutcome> {
      const comment: SuggestionComment = { id: crypto.randomUUID(), suggestion_id: suggestionId, comment_text: commentText, created_at: now.toISOString() };
      const stored: StoredComment = { ...comment, sort_key: commentSortKey(comment), moderation: pending ? "pending" : "visible" };
      const suggestionKey = { TableName: tables.suggestions, Key: { id: suggestionId } };
      const refused = await transact(db, [
        { Put: { TableName: tables.comments, Item: stored } },
        pending
          ? { ConditionCheck: { ...suggestionKey, ConditionExpression: visibleCondition.expression, ExpressionAttributeValues: visibleCondition.values } }
          : {
              Update: {
                ...suggestionKey,
                UpdateExpression: "ADD comment_count :one",
                ConditionExpression: visibleCondition.expression,
                ExpressionAttributeValues: { ":one": 1, ...visibleCondition.values },
              },
            },
      ]);
      if (refused) {
        if (conditionFailed(refused, 1)) return { result: "not-found" };
        throw new Error(`Comment transaction cancelled: ${refused.join(", ")}`);
      }
      if (pending) return { result: "pending", comment };
      changed();
      return { result: "added", comment, comment_count: (await get(suggestionId))?.comment_count ?? 0 };
    },
  };
}
export type VotingRepository = ReturnType<typeof createVotingRepository>;
