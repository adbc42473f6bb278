// A team's backlog in the teams table, under the team's partition (backlog-records.ts). Every change
// is one transaction that checks, as it writes, that the team is still active and the requester still
// in it (an owner or admin when the change needs one): a removal or a suspension ends access at once,
// even to a change decided a moment before. A vote or a comment and its item's count are written
// together, the vote refused a second time by its key (the public board's like-once pattern:
// core/voting/repository.ts).
import { BatchGetCommand, GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { teamIndexes } from "@ai-leaders/infra";
import { queryAll, transact, updateIf, type TransactItems } from "../db/index.ts";
import { deleteKeys } from "./backlog-deletes.ts";
import { memberEntry, teamEntry } from "./records.ts";
import {
  backlogEntryOf,
  backlogPerson,
  commentEntry,
  commentPrefix,
  itemEntry,
  itemPrefix,
  voteEntry,
  votePrefix,
  type BacklogCommentRecord,
  type BacklogItemRecord,
  type BacklogVoteRecord,
} from "./backlog-records.ts";
import type { PlannedEdit } from "./backlog-rules.ts";

/** Who is changing the board: checked in the transaction that changes it. */
export interface BacklogGuard {
  teamId: string;
  userId: string;
  /** The change needs the team's owner or an admin. */
  asManager: boolean;
}

/** "refused": the team, the requester's place in it or the item changed since it was read; decide again. */
export type Written = "written" | "refused";

type Stored<Record> = Record & { entry: string; person?: string };
const withoutKeys = <Record extends object>({ entry: _entry, person: _person, ...record }: Stored<Record>) => record as unknown as Record;
const batchGetMax = 100;

export function createBacklogRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (teamId: string, entry: string) => ({ team_id: teamId, entry });

  /** The checks every change carries first: the team active, the requester in it (with a role that may). */
  const guardItems = ({ teamId, userId, asManager }: BacklogGuard): TransactItems => [
    {
      ConditionCheck: {
        TableName: table,
        Key: key(teamId, teamEntry),
        ConditionExpression: "#status = :active",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":active": "active" },
      },
    },
    {
      ConditionCheck: {
        TableName: table,
        Key: key(teamId, memberEntry(userId)),
        ...(asManager
          ? {
              ConditionExpression: "#role IN (:owner, :admin)",
              ExpressionAttributeNames: { "#role": "role" },
              ExpressionAttributeValues: { ":owner": "owner", ":admin": "admin" },
            }
          : { ConditionExpression: "attribute_exists(entry)" }),
      },
    },
  ];

  /** The guarded transaction: "refused" when a guard or a condition of `items` failed. */
  async function guarded(guard: BacklogGuard, items: TransactItems): Promise<{ failures: string[] | null; written: Written }> {
    const failures = await transact(db, [...guardItems(guard), ...items]);
    if (failures === null) return { failures, written: "written" };
    if (failures.some((code) => code !== "ConditionalCheckFailed" && code !== "None"))
      throw new Error(`A team backlog change was not stored: ${failures.join(", ")}`);
    return { failures, written: "refused" };
  }

  const countChange = (teamId: string, itemId: string, counter: "vote_count" | "comment_count", by: 1 | -1) => ({
    Update: {
      TableName: table,
      Key: key(teamId, itemEntry(itemId)),
      UpdateExpression: "ADD #count :by",
      ConditionExpression: "attribute_exists(entry)",
      ExpressionAttributeNames: { "#count": counter },
      ExpressionAttributeValues: { ":by": by },
    },
  });

  const authored = (authorId: string | undefined) => (authorId ? { person: backlogPerson(authorId) } : {});

  return {
    /** Every item of the team's board. */
    async items(teamId: string): Promise<BacklogItemRecord[]> {
      const items = await queryAll<Stored<BacklogItemRecord>>(db, {
        TableName: table,
        KeyConditionExpression: "team_id = :team AND begins_with(entry, :items)",
        ExpressionAttributeValues: { ":team": teamId, ":items": itemPrefix },
        ConsistentRead: true,
      });
      return items.map(withoutKeys);
    },

    async item(teamId: string, itemId: string): Promise<BacklogItemRecord | null> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: key(teamId, itemEntry(itemId)), ConsistentRead: true }));
      return Item ? withoutKeys(Item as Stored<BacklogItemRecord>) : null;
    },

    /** Which of the items the person has voted for. */
    async votedBy(teamId: string, userId: string, itemIds: readonly string[]): Promise<Set<string>> {
      const voted = new Set<string>();
      for (let start = 0; start < itemIds.length; start += batchGetMax) {
        let keys: Array<Record<string, unknown>> | undefined = itemIds
          .slice(start, start + batchGetMax)
          .map((itemId) => key(teamId, voteEntry(itemId, userId)));
        while (keys && keys.length > 0) {
          const answer = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ProjectionExpression: "item_id" } } }));
          for (const row of answer.Responses?.[table] ?? []) voted.add(String(row.item_id));
          keys = answer.UnprocessedKeys?.[table]?.Keys as Array<Record<string, unknown>> | undefined;
        }
      }
      return voted;
    },

    /** An item's comments, oldest first. */
    async comments(teamId: string, itemId: string): Promise<BacklogCommentRecord[]> {
      const comments = await queryAll<Stored<BacklogCommentRecord>>(db, {
        TableName: table,
        KeyConditionExpression: "team_id = :team AND begins_with(entry, :comments)",
        ExpressionAttributeValues: { ":team": teamId, ":comments": commentPrefix(itemId) },
        ConsistentRead: true,
      });
      return comments.map(withoutKeys);
    },

    async suggest(guard: BacklogGuard, item: BacklogItemRecord): Promise<Written> {
      const put = {
        Put: {
          TableName: table,
          Item: { ...item, entry: itemEntry(item.item_id), ...authored(item.author_id) },
          ConditionExpression: "attribute_not_exists(entry)",
        },
      };
      return (await guarded(guard, [put])).written;
    },

    /** The planned edit, made only if the item is as it was read (its version). */
    async edit(guard: BacklogGuard, item: BacklogItemRecord, { set, clear }: PlannedEdit): Promise<Written> {
      const fields: Record<string, unknown> = { ...set, version: item.version + 1 };
      const names = Object.keys(fields);
      const update = {
        Update: {
          TableName: table,
          Key: key(guard.teamId, itemEntry(item.item_id)),
          UpdateExpression:
            `SET ${names.map((_, index) => `#f${index} = :f${index}`).join(", ")}` +
            (clear.length > 0 ? ` REMOVE ${clear.map((_, index) => `#c${index}`).join(", ")}` : ""),
          ConditionExpression: "#version = :version",
          ExpressionAttributeNames: {
            "#version": "version",
            ...Object.fromEntries(names.map((name, index) => [`#f${index}`, name])),
            ...Object.fromEntries(clear.map((name, index) => [`#c${index}`, name])),
          },
          ExpressionAttributeValues: {
            ":version": item.version,
            ...Object.fromEntries(names.map((name, index) => [`:f${index}`, fields[name]])),
          },
        },
      };
      return (await guarded(guard, [update])).written;
    },

    /** The item goes, if it is as it was read; then its votes and comments. */
    async remove(guard: BacklogGuard, item: BacklogItemRecord): Promise<Written> {
      const removal = {
        Delete: {
          TableName: table,
          Key: key(guard.teamId, itemEntry(item.item_id)),
          ConditionExpression: "#version = :version",
          ExpressionAttributeNames: { "#version": "version" },
          ExpressionAttributeValues: { ":version": item.version },
        },
      };
      const { written } = await guarded(guard, [removal]);
      if (written === "written") {
        // Unseen once the item is gone; an erasure that meets one left behind removes it all the same.
        const children = await Promise.all(
          [votePrefix(item.item_id), commentPrefix(item.item_id)].map((prefix) =>
            queryAll<{ entry: string }>(db, {
              TableName: table,
              KeyConditionExpression: "team_id = :team AND begins_with(entry, :prefix)",
              ExpressionAttributeValues: { ":team": guard.teamId, ":prefix": prefix },
              ProjectionExpression: "entry",
            }),
          ),
        );
        await deleteKeys(
          db,
          table,
          children.flat().map((row) => key(guard.teamId, row.entry)),
        );
      }
      return written;
    },

    /** One vote per member: "already" when theirs is there, "refused" when the guard or the item failed. */
    async vote(guard: BacklogGuard, itemId: string, now: Date): Promise<Written | "already"> {
      const vote: BacklogVoteRecord = { team_id: guard.teamId, item_id: itemId, user_id: guard.userId, created_at: now.toISOString() };
      const { failures, written } = await guarded(guard, [
        {
          Put: {
            TableName: table,
            Item: { ...vote, entry: voteEntry(itemId, guard.userId), person: backlogPerson(guard.userId) },
            ConditionExpression: "attribute_not_exists(entry)",
          },
        },
        countChange(guard.teamId, itemId, "vote_count", 1),
      ]);
      return failures?.[2] === "ConditionalCheckFailed" ? "already" : written;
    },

    /** The member's vote taken back: "none" when they had none. */
    async unvote(guard: BacklogGuard, itemId: string): Promise<Written | "none"> {
      const { failures, written } = await guarded(guard, [
        {
          Delete: {
            TableName: table,
            Key: key(guard.teamId, voteEntry(itemId, guard.userId)),
            ConditionExpression: "attribute_exists(entry)",
          },
        },
        countChange(guard.teamId, itemId, "vote_count", -1),
      ]);
      return failures?.[2] === "ConditionalCheckFailed" ? "none" : written;
    },

    async comment(guard: BacklogGuard, comment: BacklogCommentRecord): Promise<Written> {
      const { written } = await guarded(guard, [
        {
          Put: {
            TableName: table,
            Item: { ...comment, entry: commentEntry(comment), ...authored(comment.author_id) },
            ConditionExpression: "attribute_not_exists(entry)",
          },
        },
        countChange(guard.teamId, comment.item_id, "comment_count", 1),
      ]);
      return written;
    },

    /**
     * Erasure: the person's votes go, each with its count (one transaction each); the items and
     * comments they wrote stay, for the team, without their author. Found in every team, those they
     * have left too, through byPerson ("backlog#<id>"); an interrupted erasure is finished by the next.
     */
    async eraseAuthor(userId: string): Promise<{ votes: number; anonymised: number }> {
      const rows = await queryAll<{ team_id: string; entry: string }>(db, {
        TableName: table,
        IndexName: teamIndexes.byPerson,
        KeyConditionExpression: "person = :person",
        ExpressionAttributeValues: { ":person": backlogPerson(userId) },
      });
      let votes = 0;
      let anonymised = 0;
      for (const { team_id: teamId, entry } of rows) {
        const found = backlogEntryOf(entry);
        if (!found) continue;
        if (found.kind === "vote") {
          const removed = { Delete: { TableName: table, Key: key(teamId, entry), ConditionExpression: "attribute_exists(entry)" } };
          const failures = await transact(db, [removed, countChange(teamId, found.itemId, "vote_count", -1)]);
          // The item was removed before its votes were: the vote goes alone.
          if (failures?.[1] === "ConditionalCheckFailed" && failures[0] === "None") await deleteKeys(db, table, [key(teamId, entry)]);
          if (failures === null || failures[0] === "None") votes++;
          continue;
        }
        const forgotten = await updateIf(db, {
          TableName: table,
          Key: key(teamId, entry),
          UpdateExpression: "REMOVE author_id, person",
          ConditionExpression: "author_id = :author",
          ExpressionAttributeValues: { ":author": userId },
        });
        if (forgotten) anonymised++;
      }
      return { votes, anonymised };
    },
  };
}
export type BacklogRepository = ReturnType<typeof createBacklogRepository>;
