// Suggestions, votes and comments. A vote or a comment and its counter change in ONE transaction
// (style.md: the like-once pattern), so counts are never lost or doubled; a vote's counter is one
// of the suggestion's shards (vote-counter.ts), so a crowd on one suggestion is not one hot item.
import { GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { updateIf } from "../db/index.ts";
import { suggestionTitle, type BoardSort, type NewSuggestion, type PredefinedToolId } from "./schema.ts";
import { allPredefinedTools, storePredefinedTool } from "./predefined-tools.ts";
import { rankSimilar } from "./similar.ts";
import { conditionFailed, transact } from "../db/transact.ts";
import {
  boardPartitions,
  commentIsVisible,
  commentSortKey,
  initialPlace,
  isSmokeSuggestion,
  isVisible,
  visibleCondition,
  type Listing,
  type StoredComment,
  type Suggestion,
  type SuggestionComment,
  type BoardTables,
} from "./records.ts";
import { eraOf, voteWeight } from "./trending.ts";
import { createBoardPages, type BoardPage } from "./board-pages.ts";
import { loadSuggestions } from "./load.ts";
import { suggestionsSince } from "./new-since.ts";
import { upgradeSuggestion } from "./backfill.ts";
import { fold, foldDue, randomShard, readTallies, shardChange } from "./vote-counter.ts";
import { legacyVoteRowKey, votedBy, voteRowKey, votersWithPrefix } from "./vote-rows.ts";
import { accountVoterPrefix } from "./voter-id.ts";
import { createBoardModeration } from "./moderation.ts";
import { createTitleIndex } from "./title-index.ts";
import { createFirstPageCache } from "./first-page-cache.ts";
import { readRoadmap, type Roadmap } from "./roadmap.ts";
import { carryOverVotes } from "./carry-over.ts";
import { createAccountBoard } from "./account-board.ts";
import { categoryExists, createBoardCategories, UnknownCategoryError, type BoardCategory } from "./board-categories.ts";
import { createCategoryPages } from "./category-pages.ts";
import { queryAll } from "../db/pages.ts";
import { clearSmokeVotes, storeSmokeSuggestion } from "./smoke-suggestion.ts";

export type { BoardTables, Suggestion, SuggestionComment, VotingTables } from "./records.ts";
export type { BoardPage } from "./board-pages.ts";
export { InvalidCursorError } from "./board-pages.ts";
export { UnknownCategoryError, type BoardCategory } from "./board-categories.ts";
export type * from "./moderation.ts";

/** The duplicate itself is usually the closest title: one more than the operator is shown. */
const mergeTargetLimit = 6;

export type VoteOutcome = { result: "voted"; vote_count: number } | { result: "already-voted" } | { result: "not-found" };
export type CommentOutcome =
  | { result: "added"; comment: SuggestionComment; comment_count: number }
  | { result: "pending"; comment: SuggestionComment }
  | { result: "not-found" };

export function createVotingRepository(db: DynamoDBDocumentClient, tables: BoardTables) {
  async function get(id: string, { consistent = true } = {}): Promise<Suggestion | undefined> {
    const result = await db.send(new GetCommand({ TableName: tables.suggestions, Key: { id }, ConsistentRead: consistent }));
    // The board's settings and the vote shards share the table and have no listing: they are no suggestion.
    return result.Item?.listing ? (result.Item as Suggestion) : undefined;
  }

  /** Every suggestion of a listing, most votes first (as last folded); `exact` reads each one's shards too. */
  async function listAll(listing: Listing, { exact = false } = {}): Promise<Suggestion[]> {
    const keys = await Promise.all(
      boardPartitions(listing).map(async (partition) => {
        return queryAll<{ id: string; vote_count: number }>(db, {
          TableName: tables.suggestions,
          IndexName: "byVotes",
          KeyConditionExpression: "board = :board",
          ExpressionAttributeValues: { ":board": partition },
        });
      }),
    );
    const ids = keys
      .flat()
      .sort((a, b) => b.vote_count - a.vote_count)
      .map((key) => key.id);
    return loadSuggestions(db, tables.suggestions, ids, { exact });
  }

  /** When this process last folded (or tried to fold) each suggestion's count: see vote(). */
  const foldsHere = new Map<string, number>();
  const pages = createBoardPages(db, tables);
  const titles = createTitleIndex(() => listAll("community"));
  const firstPages = createFirstPageCache<BoardSort, BoardPage>();
  const predefined = createFirstPageCache<"predefined", Suggestion[]>();
  const roadmaps = createFirstPageCache<"roadmap", Roadmap>();
  const community = createFirstPageCache<"community", Suggestion[]>();
  const categoryList = createFirstPageCache<"categories", BoardCategory[]>();
  /** A write in this process is seen at once by the next read here (see first-page-cache.ts). */
  const changed = () => {
    firstPages.forget();
    predefined.forget();
    roadmaps.forget();
    titles.forget();
    community.forget();
    categoryList.forget();
  };
  const moderation = createBoardModeration(db, tables, get, changed);
  const categories = createBoardCategories(db, tables, { get, listAll: (listing) => listAll(listing), onChange: changed });
  const categoryPages = createCategoryPages({
    listCommunity: () => community.get("community", () => listAll("community")),
    loadExact: (ids) => loadSuggestions(db, tables.suggestions, ids, { exact: true }),
  });

  return {
    get,
    /** One page of the community list; the first page of each sort comes from a cache of a few seconds. */
    listPage: (sort: BoardSort, cursor: string | null, now: Date) =>
      cursor ? pages.listPage(sort, cursor, now) : firstPages.get(sort, () => pages.listPage(sort, null, now)),
    listPredefined: () => predefined.get("predefined", () => listAll("predefined", { exact: true })),
    /** Planned, in progress and recently done community suggestions (roadmap.ts), kept as briefly as a first page. */
    roadmap: (now: Date) =>
      roadmaps.get("roadmap", () =>
        readRoadmap(
          {
            listCommunity: () => listAll("community"),
            loadExact: (ids) => loadSuggestions(db, tables.suggestions, ids, { exact: true, now }),
          },
          now,
        ),
      ),
    /** One category's page of the community list (category-pages.ts). */
    listCategoryPage: categoryPages.listPage,
    /** The operator's categories in their order, kept as briefly as a first page. */
    listCategories: () => categoryList.get("categories", categories.list),
    categories,
    /** Visible community suggestions whose titles are like `query`, closest first; within a category when one is given. */
    similar: titles.similar,
    /** Whether new suggestions and comments wait for the operator's approval. */
    preModeration: async () => (await moderation.settings()).pre_moderation,
    moderation,

    /**
     * A pending suggestion waits for approval, listed to nobody but the operator. Its category is
     * checked in the same transaction: an unknown one stores nothing (UnknownCategoryError).
     */
    async addSuggestion(
      { title, description, category_id }: NewSuggestion,
      now: Date,
      { pending = false, authorId }: { pending?: boolean; authorId?: string } = {},
    ): Promise<Suggestion> {
      const listing: Listing = pending ? "pending" : "community";
      const id = crypto.randomUUID();
      const suggestion: Suggestion = {
        id,
        title,
        description,
        vote_count: 0,
        comment_count: 0,
        created_at: now.toISOString(),
        listing,
        status: "open",
        ...initialPlace(id, listing, now),
        ...(category_id && { category_id }),
        ...(authorId && { author_id: authorId }),
      };
      const put = { Put: { TableName: tables.suggestions, Item: suggestion, ConditionExpression: "attribute_not_exists(id)" } };
      const refused = await transact(db, category_id ? [put, categoryExists(tables.categories, category_id)] : [put]);
      if (refused) {
        if (conditionFailed(refused, 1)) throw new UnknownCategoryError();
        throw new Error(`Suggestion transaction cancelled: ${refused.join(", ")}`);
      }
      changed();
      return suggestion;
    },

    /** Creates the predefined tool's suggestion on first use, exactly once however many race. */
    ensurePredefined: (toolId: PredefinedToolId, description: string, now: Date): Promise<string> =>
      storePredefinedTool(db, tables.suggestions, toolId, now, description),

    /** The four predefined tools for the operator, stored or not yet (predefined-tools.ts). */
    /** Suggestions made since `since` (visible or awaiting approval), newest first, at most `limit`: the weekly digest's. */
    suggestionsSince: (since: Date, limit: number) => suggestionsSince(db, tables.suggestions, since, limit),
    listPredefinedTools: async (now: Date) => allPredefinedTools(await listAll("predefined", { exact: true }), now),

    /**
     * What a duplicate can be merged into: visible community suggestions and the predefined tools,
     * ranked like the visitor's similar titles, under the titles visitors see. Read afresh, not
     * from the title index: the operator merges what a visitor has just posted, maybe through
     * another process whose index does not have it yet.
     */
    async mergeTargets(query: string, now: Date): Promise<Suggestion[]> {
      const [community, predefined] = await Promise.all([listAll("community"), listAll("predefined")]);
      const tools = allPredefinedTools(predefined, now).map(({ suggestion }) => ({ ...suggestion, title: suggestionTitle(suggestion) }));
      return rankSimilar(query, [...community, ...tools], mergeTargetLimit);
    },

    /**
     * Records the voter's vote and adds 1 on one of its shards, in one transaction; folds the count
     * into the suggestion when due. The count answered is exact when this vote folded it, else
     * the last folded count plus this vote. `smoke` votes on the smoke check's suggestion, and only on it.
     */
    async vote(suggestionId: string, voterId: string, now: Date, { smoke = false } = {}): Promise<VoteOutcome> {
      const votable = (found: Suggestion | undefined): found is Suggestion =>
        found !== undefined && (smoke ? isSmokeSuggestion(found) : isVisible(found));
      // Not consistent: a crowd on one suggestion reads it at 0.5 RCU a vote; a miss is read again, consistently.
      let suggestion = (await get(suggestionId, { consistent: false })) ?? (await get(suggestionId));
      if (!votable(suggestion)) return { result: "not-found" };
      if (!suggestion.board) {
        await upgradeSuggestion(db, tables.suggestions, suggestion);
        suggestion = await get(suggestionId);
        if (!votable(suggestion)) return { result: "not-found" };
      }
      const shard = randomShard(suggestion);
      const refused = await transact(db, [
        {
          Put: {
            TableName: tables.votes,
            Item: { ...voteRowKey(suggestionId, voterId), created_at: now.toISOString() },
            ConditionExpression: "attribute_not_exists(voter_id)",
          },
        },
        shardChange(tables.suggestions, suggestionId, { votes: 1, weights: new Map([[eraOf(now), voteWeight(now)]]) }, shard),
        // Until backfill.ts has moved this suggestion's older rows, a voter's row may still be under the bare id.
        ...(suggestion.vote_rows_spread
          ? []
          : [
              {
                ConditionCheck: {
                  TableName: tables.votes,
                  Key: legacyVoteRowKey(suggestionId, voterId),
                  ConditionExpression: "attribute_not_exists(voter_id)",
                },
              },
            ]),
      ]);
      if (refused) {
        if (conditionFailed(refused, 0) || conditionFailed(refused, 2)) return { result: "already-voted" };
        throw new Error(`Vote transaction cancelled: ${refused.join(", ")}`);
      }
      changed();
      // Votes in flight here read the suggestion before this process's last fold of it landed: that fold counts too.
      const counted_at = Math.max(suggestion.counted_at ?? 0, foldsHere.get(suggestionId) ?? 0);
      if (!foldDue({ ...suggestion, counted_at }, shard, now)) return { result: "voted", vote_count: suggestion.vote_count + 1 };
      if (foldsHere.size >= 1_000) foldsHere.clear();
      foldsHere.set(suggestionId, now.getTime());
      try {
        const tally = (await readTallies(db, tables.suggestions, [suggestion], { consistent: true })).get(suggestionId)!;
        await fold(db, tables.suggestions, suggestion, tally, now);
        return { result: "voted", vote_count: tally.votes };
      } catch {
        // The vote is recorded; a fold refused (throttled) is done by the next vote or board read.
        return { result: "voted", vote_count: suggestion.vote_count + 1 };
      }
    },

    /** The smoke check's suggestion, listed to no one (smoke-suggestion.ts): stored on demand, its votes cleared by each run. */
    smoke: {
      store: (now: Date) => storeSmokeSuggestion(db, tables.suggestions, now),
      clearVotes: () => clearSmokeVotes(db, tables),
    },

    /** What a signed-in account made and voted on: "Your suggestions and votes" (account-board.ts). */
    accountBoard: createAccountBoard(db, tables),

    /** A device's anonymous votes become the account's, each counted once, however often this runs (carry-over.ts). */
    async carryOverVotes(deviceVoterId: string, accountVoterId: string, now: Date) {
      const carried = await carryOverVotes(db, tables, get, { from: deviceVoterId, to: accountVoterId, now });
      if (carried.moved + carried.dropped > 0) changed();
      return carried;
    },

    /** Which of these suggestions the voter voted on: a reloaded board shows them as voted. */
    votedBy: (voterId: string, suggestionIds: readonly string[]) => votedBy(db, tables.votes, voterId, suggestionIds),

    /** The voter ids of the accounts that voted on the suggestion while signed in (anonymous voters have no address). */
    accountVoters: (suggestionId: string) => votersWithPrefix(db, tables.votes, suggestionId, accountVoterPrefix),

    /** The exact count, summed from the counter items (a vote answers with one that may trail it by a fold). */
    async countVotes(suggestionId: string): Promise<number | null> {
      const suggestion = await get(suggestionId, { consistent: false });
      if (!suggestion) return null;
      return (await readTallies(db, tables.suggestions, [suggestion], { consistent: true })).get(suggestionId)?.votes ?? 0;
    },

    /**
     * The first caller to see a suggestion at `threshold` votes claims it, by one conditional write:
     * `vote.threshold` is sent once per suggestion and threshold (a new threshold may be reached again).
     */
    async claimVoteThreshold(suggestionId: string, threshold: number, now: Date): Promise<boolean> {
      return updateIf(db, {
        TableName: tables.suggestions,
        Key: { id: suggestionId },
        UpdateExpression: "SET threshold_votes = :threshold, threshold_reached_at = :at",
        ConditionExpression: "attribute_exists(id) AND (attribute_not_exists(threshold_votes) OR threshold_votes <> :threshold)",
        ExpressionAttributeValues: { ":threshold": threshold, ":at": now.toISOString() },
      });
    },

    /** Visible comments, oldest first (spec §7). */
    async listComments(suggestionId: string): Promise<SuggestionComment[]> {
      const stored = await queryAll<StoredComment>(db, {
        TableName: tables.comments,
        KeyConditionExpression: "suggestion_id = :id",
        FilterExpression: commentIsVisible.expression,
        ExpressionAttributeValues: { ":id": suggestionId, ...commentIsVisible.values },
        ScanIndexForward: true,
      });
      return stored.map(({ id, suggestion_id, comment_text, created_at }): SuggestionComment => ({
        id,
        suggestion_id,
        comment_text,
        created_at,
      }));
    },

    /** A visible comment is counted in the same transaction; a pending one is not counted until approved. */
    async addComment(suggestionId: string, commentText: string, now: Date, { pending = false } = {}): Promise<CommentOutcome> {
      const comment: SuggestionComment = {
        id: crypto.randomUUID(),
        suggestion_id: suggestionId,
        comment_text: commentText,
        created_at: now.toISOString(),
      };
      const stored: StoredComment = { ...comment, sort_key: commentSortKey(comment), moderation: pending ? "pending" : "visible" };
      const suggestionKey = { TableName: tables.suggestions, Key: { id: suggestionId } };
      const refused = await transact(db, [
        { Put: { TableName: tables.comments, Item: stored } },
        pending
          ? {
              ConditionCheck: {
                ...suggestionKey,
                ConditionExpression: visibleCondition.expression,
                ExpressionAttributeValues: visibleCondition.values,
              },
            }
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
