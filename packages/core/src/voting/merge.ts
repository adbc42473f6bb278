// Merging a duplicate into another suggestion. The duplicate is hidden first, with `merged_into`
// set (it stays, so its id still resolves and the operator can see where it went); no vote or
// comment can land on it after that. Then its votes and comments move in transactions of at most
// 100 items, each of which moves some records AND the counters that count them, so every state in
// between is consistent, and a run that stopped half way is finished by running it again. The
// counters are the suggestions' vote shards (vote-counter.ts); both counts are folded at the end.
import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { boardMessages, votingMessages } from "../messages/index.ts";
import { isConditionFailure } from "../db/index.ts";
import { conditionFailed, transact, type TransactItems } from "../db/transact.ts";
import { commentCountChange } from "./comment-count.ts";
import {
  commentModeration,
  isSmokeSuggestion,
  isVisible,
  moveToListing,
  type StoredComment,
  type Suggestion,
  type VotingTables,
} from "./records.ts";
import { eraOf, voteWeight } from "./trending.ts";
import { spreadVoteRows, upgradeSuggestion } from "./backfill.ts";
import { storePredefinedTool } from "./predefined-tools.ts";
import { predefinedToolOf } from "./schema.ts";
import { fold, readTallies, shardChange, type VoteTally } from "./vote-counter.ts";
import { readVoteRows, voteRowKey, voteRowPartitions, type VoteRow } from "./vote-rows.ts";

export type MergeResult = {
  target_id: string;
  votes_moved: number;
  /** Voters who had voted on both: their vote on the duplicate is dropped, counted once. */
  double_votes: number;
  comments_moved: number;
  vote_count: number;
  comment_count: number;
};

export type MergeOutcome = MergeResult | { refused: string; status: 404 | 409 };

/** Two counter updates and up to two records per moved item fit in DynamoDB's 100-item transaction. */
export const mergeBatchSize = 49;
/** Batches cancelled because a record changed meanwhile (a new vote on the target) are read again. */
const maxCancelledBatches = 10;

export async function mergeSuggestions(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  get: (id: string) => Promise<Suggestion | undefined>,
  { duplicateId, targetId, now }: { duplicateId: string; targetId: string; now: Date },
): Promise<MergeOutcome> {
  if (duplicateId === targetId) return { refused: boardMessages.mergeIntoItself, status: 409 };
  const [duplicate, stored] = await Promise.all([get(duplicateId), get(targetId)]);
  // The smoke check's suggestion is nobody's duplicate: merged, its votes would be counted.
  if (!duplicate || isSmokeSuggestion(duplicate)) return { refused: votingMessages.unknownSuggestion, status: 404 };
  if (duplicate.listing === "predefined") return { refused: boardMessages.predefinedNotModerated, status: 409 };
  if (duplicate.merged_into && duplicate.merged_into !== targetId) return { refused: boardMessages.mergedElsewhere, status: 409 };
  const target = stored ?? (await storedTool(db, tables, get, targetId, now));
  if (!target || !isVisible(target)) return { refused: votingMessages.unknownSuggestion, status: 404 };

  // Stored before votes were sharded, or their rows spread: those move first.
  const unmoved = [duplicate, target].filter((suggestion) => !suggestion.board || !suggestion.vote_rows_spread);
  if (unmoved.length > 0) {
    for (const suggestion of unmoved) {
      if (!suggestion.board) await upgradeSuggestion(db, tables.suggestions, suggestion);
      if (!suggestion.vote_rows_spread) await spreadVoteRows(db, tables, suggestion);
    }
    return mergeSuggestions(db, tables, get, { duplicateId, targetId, now });
  }

  if (!duplicate.merged_into) {
    const hide = moveToListing(duplicate, "hidden");
    try {
      await db.send(
        new UpdateCommand({
          TableName: tables.suggestions,
          Key: { id: duplicateId },
          UpdateExpression: `${hide.expression}, merged_into = :target`,
          ConditionExpression: `${hide.condition} AND attribute_not_exists(merged_into)`,
          ExpressionAttributeValues: { ...hide.values, ":target": targetId },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Changed since read (hidden, or merged by another run): decide again on what it is now.
      return mergeSuggestions(db, tables, get, { duplicateId, targetId, now });
    }
  }

  const moved = { votes_moved: 0, double_votes: 0, comments_moved: 0 };
  let cancelled = 0;
  for (;;) {
    const batch = await moveVotes(db, tables, duplicateId, targetId);
    if (batch === "cancelled") {
      if (++cancelled > maxCancelledBatches) throw new Error(`Merge of ${duplicateId} kept meeting changed votes`);
      continue;
    }
    if (!batch) break;
    moved.votes_moved += batch.moved;
    moved.double_votes += batch.doubles;
  }
  for (;;) {
    const batch = await moveComments(db, tables, duplicateId, targetId);
    if (batch === "cancelled") {
      if (++cancelled > maxCancelledBatches) throw new Error(`Merge of ${duplicateId} kept meeting changed comments`);
      continue;
    }
    if (!batch) break;
    moved.comments_moved += batch;
  }
  const [vote_count] = await Promise.all([foldNow(db, tables, get, targetId, now), foldNow(db, tables, get, duplicateId, now)]);
  const merged = await get(targetId);
  return { target_id: targetId, ...moved, vote_count, comment_count: merged?.comment_count ?? 0 };
}

/** A predefined tool nobody has voted on yet is stored when a duplicate is merged into it (predefined-tools.ts). */
async function storedTool(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  get: (id: string) => Promise<Suggestion | undefined>,
  id: string,
  now: Date,
) {
  const tool = predefinedToolOf(id);
  if (!tool) return undefined;
  await storePredefinedTool(db, tables.suggestions, tool.id, now);
  return get(id);
}

/** Folds a suggestion's shards into its count now, read consistently, until a fold of this state lands; answers the count. */
export async function foldNow(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  get: (id: string) => Promise<Suggestion | undefined>,
  id: string,
  now: Date,
) {
  for (let round = 1; ; round++) {
    const suggestion = await get(id);
    if (!suggestion) return 0;
    const tally = (await readTallies(db, tables.suggestions, [suggestion], { consistent: true })).get(id)!;
    if (await fold(db, tables.suggestions, suggestion, tally, now)) return tally.votes;
    if (round === maxCancelledBatches) throw new Error(`The count of ${id} kept changing while it was folded`);
  }
}

/** The votes' count and weights, each weight in the era its vote was cast in. */
function tallyOf(votes: VoteRow[], sign: 1 | -1): VoteTally {
  const weights = new Map<number, number>();
  for (const vote of votes) {
    const at = new Date(vote.created_at);
    weights.set(eraOf(at), (weights.get(eraOf(at)) ?? 0) + sign * voteWeight(at));
  }
  return { votes: sign * votes.length, weights };
}

/** One batch of the duplicate's votes onto the target; null when none are left. */
async function moveVotes(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  duplicateId: string,
  targetId: string,
): Promise<{ moved: number; doubles: number } | "cancelled" | null> {
  const votes = await readVoteRows(db, tables.votes, voteRowPartitions(duplicateId), mergeBatchSize);
  if (votes.length === 0) return null;
  const already = await Promise.all(
    votes.map(async (vote) => {
      const found = await db.send(
        new GetCommand({ TableName: tables.votes, Key: voteRowKey(targetId, vote.voter_id), ConsistentRead: true }),
      );
      return found.Item !== undefined;
    }),
  );
  const moving = votes.filter((_, index) => !already[index]);
  const items: TransactItems = votes.flatMap((vote, index) => [
    {
      Delete: {
        TableName: tables.votes,
        Key: { suggestion_id: vote.suggestion_id, voter_id: vote.voter_id },
        ConditionExpression: "attribute_exists(voter_id)",
      },
    },
    ...(already[index]
      ? []
      : [
          {
            Put: {
              TableName: tables.votes,
              Item: { ...vote, ...voteRowKey(targetId, vote.voter_id), merged_from: duplicateId },
              ConditionExpression: "attribute_not_exists(voter_id)",
            },
          },
        ]),
  ]);
  // The moved votes keep their time, so they weigh in the target's trending score as they did before.
  items.push(
    shardChange(tables.suggestions, duplicateId, tallyOf(votes, -1)),
    shardChange(tables.suggestions, targetId, tallyOf(moving, 1)),
  );
  const cancelled = await transact(db, items);
  if (!cancelled) return { moved: moving.length, doubles: votes.length - moving.length };
  if (cancelled.some((_, index) => conditionFailed(cancelled, index))) return "cancelled";
  throw new Error(`Merge transaction cancelled: ${cancelled.join(", ")}`);
}

/** One batch of the duplicate's comments onto the target, its visible ones counted there; null when none are left. */
async function moveComments(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  duplicateId: string,
  targetId: string,
): Promise<number | "cancelled" | null> {
  const page = await db.send(
    new QueryCommand({
      TableName: tables.comments,
      KeyConditionExpression: "suggestion_id = :id",
      ExpressionAttributeValues: { ":id": duplicateId },
      ConsistentRead: true,
      Limit: mergeBatchSize,
    }),
  );
  const comments = (page.Items ?? []) as StoredComment[];
  if (comments.length === 0) return null;
  const visible = comments.filter((comment) => commentModeration(comment) === "visible").length;
  const items: TransactItems = comments.flatMap((comment) => [
    {
      Delete: {
        TableName: tables.comments,
        Key: { suggestion_id: duplicateId, sort_key: comment.sort_key },
        ConditionExpression: "attribute_exists(sort_key)",
      },
    },
    {
      Put: {
        TableName: tables.comments,
        Item: { ...comment, suggestion_id: targetId },
        ConditionExpression: "attribute_not_exists(sort_key)",
      },
    },
  ]);
  items.push(
    commentCountChange(tables.suggestions, duplicateId, -visible, { mustExist: false }),
    commentCountChange(tables.suggestions, targetId, visible),
  );
  const cancelled = await transact(db, items);
  if (!cancelled) return comments.length;
  if (cancelled.some((_, index) => conditionFailed(cancelled, index))) return "cancelled";
  throw new Error(`Merge transaction cancelled: ${cancelled.join(", ")}`);
}
