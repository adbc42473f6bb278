// The operator's side of the board: statuses and replies, hide/restore/approve/delete, the
// pre-moderation switch, the moderation queue and merges. Each action takes the operator (`actor`)
// and answers what it changed, for the audit log.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { boardMessages, votingMessages } from "../messages/index.ts";
import { isConditionFailure, newestPage } from "../db/index.ts";
import { decodeCursor, encodeCursor, startKey } from "./cursor.ts";
import { conditionFailed, transact, type TransactItems } from "../db/transact.ts";
import { commentCountChange } from "./comment-count.ts";
import {
  commentModeration,
  moderationOf,
  moveToListing,
  settingsId,
  type Listing,
  type StoredComment,
  type Suggestion,
  type VotingTables,
} from "./records.ts";
import { boardPageSize, predefinedToolOf, type ModerationState, type StatusChange } from "./schema.ts";
import { boardIndex, InvalidCursorError, positionsFit } from "./board-pages.ts";
import { mergeSuggestions } from "./merge.ts";
import { storePredefinedTool } from "./predefined-tools.ts";
import { readSpread, type StartKey } from "../db/spread.ts";
import { loadSuggestions } from "./load.ts";
import { voteRowPartitions } from "./vote-rows.ts";
import { shardIds } from "./vote-counter.ts";
import { queryPages } from "../db/pages.ts";

export type BoardAction =
  | "board.pre_moderation"
  | "suggestion.status"
  | "suggestion.hide"
  | "suggestion.restore"
  | "suggestion.approve"
  | "suggestion.delete"
  | "suggestion.merge"
  | "comment.hide"
  | "comment.restore"
  | "comment.approve"
  | "comment.delete"
  | "suggestion.category"
  | "category.create"
  | "category.update"
  | "category.reorder"
  | "category.delete";

/** What an operator's action changed: enough for the audit log to say who did what, to what, when. */
export interface BoardChange {
  actor: string;
  action: BoardAction;
  at: string;
  suggestion_id?: string;
  comment_id?: string;
  detail: Record<string, unknown>;
}

export type OperatorOutcome = { ok: true; change: BoardChange } | { ok: false; status: 400 | 404 | 409; message: string };

/** What an operator's act on the board answers once it is done: the change, said once to whoever listens. */
export function changeRecorder(onChange: () => void) {
  return (actor: string, action: BoardAction, now: Date, fields: Omit<BoardChange, "actor" | "action" | "at">): OperatorOutcome => {
    onChange();
    return { ok: true, change: { actor, action, at: now.toISOString(), ...fields } };
  };
}

export interface BoardSettings {
  pre_moderation: boolean;
}

/** A comment as the operator sees it, with its state. */
export interface ModeratedComment extends StoredComment {
  moderation: ModerationState;
}

export interface ModerationPage<T> {
  items: T[];
  next_cursor: string | null;
}

const refused = (status: 404 | 409, message: string): OperatorOutcome => ({ ok: false, status, message });
const notFound = refused(404, votingMessages.unknownSuggestion);
const commentNotFound = refused(404, boardMessages.unknownComment);

/** Where each moderation state's suggestions are listed (see records.ts). */
const listingOf: Record<ModerationState, Listing> = { visible: "community", hidden: "hidden", pending: "pending" };

/** A comment whose state changed between reading and writing is read again, a few times at most. */
const maxCommentRounds = 5;

/** `onChange` runs after every change, so this process's caches show it at once. */
export function createBoardModeration(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  get: (id: string) => Promise<Suggestion | undefined>,
  onChange: () => void,
) {
  const changed = changeRecorder(onChange);

  /** Moves a community suggestion between listings, if it is in `from` when written. */
  async function move(actor: string, action: BoardAction, id: string, from: Listing[], to: Listing, now: Date): Promise<OperatorOutcome> {
    const suggestion = await get(id);
    if (!suggestion) return notFound;
    if (suggestion.listing === "predefined") return refused(409, boardMessages.predefinedNotModerated);
    if (to === "community" && suggestion.merged_into) return refused(409, boardMessages.mergedElsewhere);
    if (!from.includes(suggestion.listing)) return refused(409, boardMessages.alreadyInState(moderationOf({ listing: to })));
    const update = moveToListing(suggestion, to);
    try {
      await db.send(
        new UpdateCommand({
          TableName: tables.suggestions,
          Key: { id },
          UpdateExpression: update.expression,
          ConditionExpression: update.condition,
          ExpressionAttributeValues: update.values,
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return move(actor, action, id, from, to, now);
    }
    return changed(actor, action, now, {
      suggestion_id: id,
      detail: { from: moderationOf(suggestion), to: moderationOf({ listing: to }) },
    });
  }

  async function findComment(suggestionId: string, commentId: string): Promise<StoredComment | undefined> {
    const pages = queryPages(db, {
      TableName: tables.comments,
      KeyConditionExpression: "suggestion_id = :suggestion",
      FilterExpression: "id = :id",
      ExpressionAttributeValues: { ":suggestion": suggestionId, ":id": commentId },
      ConsistentRead: true,
    });
    for await (const page of pages) {
      const found = page.Items?.[0];
      if (found) return found as StoredComment;
    }
    return undefined;
  }

  /**
   * Moves a comment to another state, or deletes it (`to` null), and changes the suggestion's
   * public count in the same transaction when the comment enters or leaves "visible".
   */
  async function moderateComment(
    actor: string,
    action: BoardAction,
    suggestionId: string,
    commentId: string,
    from: ModerationState[],
    to: ModerationState | null,
    now: Date,
  ): Promise<OperatorOutcome> {
    for (let round = 1; round <= maxCommentRounds; round++) {
      const comment = await findComment(suggestionId, commentId);
      if (!comment) return commentNotFound;
      const state = commentModeration(comment);
      if (!from.includes(state)) return refused(409, boardMessages.alreadyInState(to ?? "deleted"));
      const key = { suggestion_id: suggestionId, sort_key: comment.sort_key };
      // Stored before moderation existed, a comment has no state: it is visible.
      const unchanged = comment.moderation
        ? { ConditionExpression: "moderation = :state", ExpressionAttributeValues: { ":state": state } }
        : { ConditionExpression: "attribute_exists(sort_key) AND attribute_not_exists(moderation)" };
      const items: TransactItems = [
        to === null
          ? { Delete: { TableName: tables.comments, Key: key, ...unchanged } }
          : {
              Update: {
                TableName: tables.comments,
                Key: key,
                UpdateExpression: "SET moderation = :to",
                ConditionExpression: unchanged.ConditionExpression,
                ExpressionAttributeValues: { ...unchanged.ExpressionAttributeValues, ":to": to },
              },
            },
      ];
      const countChange = (to === "visible" ? 1 : 0) - (state === "visible" ? 1 : 0);
      if (countChange !== 0) {
        items.push(commentCountChange(tables.suggestions, suggestionId, countChange));
      }
      const cancelled = await transact(db, items);
      if (!cancelled) {
        return changed(actor, action, now, {
          suggestion_id: suggestionId,
          comment_id: commentId,
          detail: { from: state, to: to ?? "deleted" },
        });
      }
      if (conditionFailed(cancelled, 1)) return notFound;
      if (!conditionFailed(cancelled, 0)) throw new Error(`Comment moderation cancelled: ${cancelled.join(", ")}`);
    }
    throw new Error(`Comment ${commentId} kept changing while it was moderated`);
  }

  /** Every item of one partition, deleted in transactions of at most 100. */
  async function deletePartition(table: string, partitionKey: string, sortKey: string, partition: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const page = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: "#partition = :partition",
          ExpressionAttributeNames: { "#partition": partitionKey, "#sort": sortKey },
          ExpressionAttributeValues: { ":partition": partition },
          ProjectionExpression: "#partition, #sort",
          ConsistentRead: true,
          Limit: 100,
        }),
      );
      const keys = page.Items ?? [];
      if (keys.length === 0) return deleted;
      const cancelled = await transact(
        db,
        keys.map((Key) => ({ Delete: { TableName: table, Key } })),
      );
      if (cancelled) throw new Error(`Delete cancelled: ${cancelled.join(", ")}`);
      deleted += keys.length;
    }
  }

  return {
    async settings(): Promise<BoardSettings> {
      const stored = await db.send(new GetCommand({ TableName: tables.suggestions, Key: { id: settingsId }, ConsistentRead: true }));
      return { pre_moderation: stored.Item?.pre_moderation === true };
    },

    async setPreModeration(actor: string, on: boolean, now: Date): Promise<OperatorOutcome> {
      const previous = await db.send(
        new PutCommand({
          TableName: tables.suggestions,
          Item: { id: settingsId, pre_moderation: on, updated_at: now.toISOString(), updated_by: actor },
          ReturnValues: "ALL_OLD",
        }),
      );
      return changed(actor, "board.pre_moderation", now, { detail: { from: previous.Attributes?.pre_moderation === true, to: on } });
    },

    /**
     * The status and its public reply; a status with no reply clears the earlier reply. A predefined
     * tool nobody has voted on yet is stored first: it takes a status like any suggestion.
     */
    async setStatus(actor: string, id: string, { status, reply }: StatusChange, now: Date): Promise<OperatorOutcome> {
      const tool = predefinedToolOf(id);
      if (tool) await storePredefinedTool(db, tables.suggestions, tool.id, now);
      try {
        const { Attributes: before } = await db.send(
          new UpdateCommand({
            TableName: tables.suggestions,
            Key: { id },
            UpdateExpression: "SET #status = :status, status_reply = :reply, status_updated_at = :at",
            ConditionExpression: "attribute_exists(listing)",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":status": status, ":reply": reply, ":at": now.toISOString() },
            ReturnValues: "ALL_OLD",
          }),
        );
        return changed(actor, "suggestion.status", now, {
          suggestion_id: id,
          detail: { from: before?.status ?? "open", to: status, reply },
        });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return notFound;
      }
    },

    /** Adds to how many people were mailed the suggestion's ship notice: the console shows it. */
    async countNotified(id: string, count: number): Promise<void> {
      if (count === 0) return;
      await db.send(
        new UpdateCommand({
          TableName: tables.suggestions,
          Key: { id },
          UpdateExpression: "ADD notified_count :count",
          ExpressionAttributeValues: { ":count": count },
        }),
      );
    },

    hideSuggestion: (actor: string, id: string, now: Date) => move(actor, "suggestion.hide", id, ["community", "pending"], "hidden", now),
    restoreSuggestion: (actor: string, id: string, now: Date) => move(actor, "suggestion.restore", id, ["hidden"], "community", now),
    approveSuggestion: (actor: string, id: string, now: Date) => move(actor, "suggestion.approve", id, ["pending"], "community", now),

    /** Hidden first (no vote or comment lands meanwhile), then its votes and comments, then itself. Safe to run again. */
    async deleteSuggestion(actor: string, id: string, now: Date): Promise<OperatorOutcome> {
      const suggestion = await get(id);
      if (!suggestion) return notFound;
      if (suggestion.listing === "predefined") return refused(409, boardMessages.predefinedNotModerated);
      if (suggestion.listing !== "hidden") {
        const hidden = await move(actor, "suggestion.hide", id, ["community", "pending"], "hidden", now);
        if (!hidden.ok) return hidden;
      }
      let votes = 0;
      for (const partition of voteRowPartitions(id)) votes += await deletePartition(tables.votes, "suggestion_id", "voter_id", partition);
      const comments = await deletePartition(tables.comments, "suggestion_id", "sort_key", id);
      const cancelled = await transact(
        db,
        shardIds(id).map((shard) => ({ Delete: { TableName: tables.suggestions, Key: { id: shard } } })),
      );
      if (cancelled) throw new Error(`Delete cancelled: ${cancelled.join(", ")}`);
      await db.send(new DeleteCommand({ TableName: tables.suggestions, Key: { id } }));
      return changed(actor, "suggestion.delete", now, { suggestion_id: id, detail: { title: suggestion.title, votes, comments } });
    },

    hideComment: (actor: string, suggestionId: string, commentId: string, now: Date) =>
      moderateComment(actor, "comment.hide", suggestionId, commentId, ["visible", "pending"], "hidden", now),
    restoreComment: (actor: string, suggestionId: string, commentId: string, now: Date) =>
      moderateComment(actor, "comment.restore", suggestionId, commentId, ["hidden"], "visible", now),
    approveComment: (actor: string, suggestionId: string, commentId: string, now: Date) =>
      moderateComment(actor, "comment.approve", suggestionId, commentId, ["pending"], "visible", now),
    deleteComment: (actor: string, suggestionId: string, commentId: string, now: Date) =>
      moderateComment(actor, "comment.delete", suggestionId, commentId, ["visible", "hidden", "pending"], null, now),

    /** Community suggestions in one moderation state, newest first, a page at a time. */
    async listSuggestions(state: ModerationState, cursor: string | null): Promise<ModerationPage<Suggestion>> {
      const listing = listingOf[state];
      const spread = boardIndex(tables.suggestions, listing, "new", 0);
      const resume = cursor === null ? null : decodeCursor(cursor, suggestionsCursor);
      if (cursor !== null && (!resume || resume.listing !== listing || !positionsFit(spread, resume.positions)))
        throw new InvalidCursorError();
      const start = resume?.positions ?? spread.partitions.map(() => ({}) as StartKey);
      const { items, next } = await readSpread(db, spread, start, boardPageSize);
      const suggestions = await loadSuggestions(
        db,
        tables.suggestions,
        items.map((item) => String(item.id)),
        { exact: true },
      );
      return {
        items: suggestions,
        next_cursor: next.some((position) => position !== null) ? encodeCursor({ listing, positions: next }) : null,
      };
    },

    /** One suggestion's comments in every state, newest first, a page at a time. */
    async listSuggestionComments(suggestionId: string, cursor: string | null): Promise<ModerationPage<ModeratedComment>> {
      const page = await moderationPage<StoredComment>(
        db,
        { TableName: tables.comments, partitionKey: "suggestion_id", partition: suggestionId },
        cursor,
      );
      return { ...page, items: page.items.map((comment) => ({ ...comment, moderation: commentModeration(comment) })) };
    },

    /** Comments in one moderation state across the board, newest first, a page at a time. */
    async listComments(state: ModerationState, cursor: string | null): Promise<ModerationPage<ModeratedComment>> {
      return moderationPage<ModeratedComment>(
        db,
        { TableName: tables.comments, IndexName: "byModeration", partitionKey: "moderation", partition: state },
        cursor,
      );
    },

    merge: (actor: string, duplicateId: string, targetId: string, now: Date): Promise<OperatorOutcome> =>
      mergeSuggestions(db, tables, get, { duplicateId, targetId, now }).then((outcome) =>
        "refused" in outcome
          ? refused(outcome.status, outcome.refused)
          : changed(actor, "suggestion.merge", now, { suggestion_id: duplicateId, detail: outcome }),
      ),
  };
}

const moderationCursor = z.object({ partition: z.string(), key: startKey });
const suggestionsCursor = z.object({ listing: z.string(), positions: z.array(z.nullable(startKey)).check(z.maxLength(16)) });

async function moderationPage<T>(
  db: DynamoDBDocumentClient,
  { TableName, IndexName, partitionKey, partition }: { TableName: string; IndexName?: string; partitionKey: string; partition: string },
  cursor: string | null,
): Promise<ModerationPage<T>> {
  const resume = cursor === null ? null : decodeCursor(cursor, moderationCursor);
  if (cursor !== null && (!resume || resume.partition !== partition)) throw new InvalidCursorError();
  const { items, next } = await newestPage<T>(db, {
    TableName,
    ...(IndexName && { IndexName }),
    partition: [partitionKey, partition],
    Limit: boardPageSize,
    ...(resume && { after: resume.key }),
  });
  return { items, next_cursor: next && items.length === boardPageSize ? encodeCursor({ partition, key: next }) : null };
}
