// Watches in DynamoDB: one row per account and page. Only an active watch has `due`, so the byDue
// index holds exactly the watches to check, by when; a claim moves a watch's next check forward
// by one conditional write, so two sweeps never start the same check.
import { createHash } from "node:crypto";
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand, paginateScan, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { dueWatchesIndex } from "@ai-leaders/infra";
import { isConditionFailure, putNew } from "../db/index.ts";
import { watchIntervalDays, type AdminWatchSummary, type WatchableKind, type WatchSummary } from "./types.ts";

const dueListing = "due";

export interface StoredWatch {
  user_id: string;
  watch_id: string;
  url: string;
  kind: WatchableKind;
  /** Where its mails go: the account's confirmed address, moved with it when it changes. */
  email: string;
  created_at: string;
  paused: boolean;
  /** Set while active: the byDue index's partition. */
  due?: typeof dueListing;
  next_check_at: string;
  last_result_id: string;
  last_score: number;
  fixed_fixes: string[];
  last_checked_at?: string;
  last_failure?: string;
  /** The check running now: only its completion may record a check. */
  checking_session_id?: string;
  alerts_sent: number;
}

export interface NewWatch {
  userId: string;
  email: string;
  url: string;
  kind: WatchableKind;
  resultId: string;
  score: number;
  fixedFixes: string[];
}

export type WatchOutcome = { watch: StoredWatch; created: boolean } | "limit-reached";

export interface CheckRecord {
  sessionId: string;
  checkedAt: Date;
  resultId: string;
  score: number;
  fixedFixes: string[];
  alerted: boolean;
}

/** The same page watched twice by one account is one watch. */
export const watchIdOf = (url: string) => createHash("sha256").update(url).digest("base64url").slice(0, 22);

export const nextCheckAfter = (moment: Date) => new Date(moment.getTime() + watchIntervalDays * 24 * 60 * 60_000);

export function watchSummary(watch: StoredWatch): WatchSummary {
  return {
    id: watch.watch_id,
    url: watch.url,
    kind: watch.kind,
    created_at: watch.created_at,
    paused: watch.paused,
    last_result_id: watch.last_result_id,
    last_score: watch.last_score,
    last_checked_at: watch.last_checked_at ?? null,
    next_check_at: watch.paused ? null : watch.next_check_at,
    last_failure: watch.last_failure ?? null,
  };
}

export const adminWatchSummary = (watch: StoredWatch): AdminWatchSummary => ({
  ...watchSummary(watch),
  email: watch.email,
  alerts_sent: watch.alerts_sent,
});

export function createWatchRepository(db: DynamoDBDocumentClient, tableName: string) {
  const get = async (userId: string, watchId: string) =>
    (await db.send(new GetCommand({ TableName: tableName, Key: { user_id: userId, watch_id: watchId }, ConsistentRead: true }))).Item as
      StoredWatch | undefined;

  async function listByUser(userId: string): Promise<StoredWatch[]> {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: "user_id = :user",
        ExpressionAttributeValues: { ":user": userId },
        ConsistentRead: true,
      }),
    );
    return (Items as StoredWatch[]).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }

  /** An update that only applies while the watch exists (and `condition` holds); the new row, or null. */
  async function updateExisting(
    userId: string,
    watchId: string,
    update: Omit<ConstructorParameters<typeof UpdateCommand>[0], "TableName" | "Key" | "ReturnValues">,
  ) {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { user_id: userId, watch_id: watchId },
          ...update,
          ConditionExpression: ["attribute_exists(watch_id)", update.ConditionExpression].filter(Boolean).join(" AND "),
          ReturnValues: "ALL_NEW",
        }),
      );
      return Attributes as StoredWatch;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  return {
    get,
    listByUser,

    /** Watches the page, or answers the account's existing watch of it; refused past the account's limit. */
    async watch(input: NewWatch, limit: number, now: Date): Promise<WatchOutcome> {
      const watchId = watchIdOf(input.url);
      const existing = await get(input.userId, watchId);
      if (existing) return { watch: existing, created: false };
      // Counted, then written: two watches started in the same instant may pass a full account by one.
      if ((await listByUser(input.userId)).length >= limit) return "limit-reached";
      const watch: StoredWatch = {
        user_id: input.userId,
        watch_id: watchId,
        url: input.url,
        kind: input.kind,
        email: input.email.toLowerCase(),
        created_at: now.toISOString(),
        paused: false,
        due: dueListing,
        next_check_at: nextCheckAfter(now).toISOString(),
        last_result_id: input.resultId,
        last_score: input.score,
        fixed_fixes: input.fixedFixes,
        alerts_sent: 0,
      };
      if (await putNew(db, tableName, watch, "watch_id")) return { watch, created: true };
      return { watch: (await get(input.userId, watchId))!, created: false };
    },

    /** Paused: out of the due index. Resumed: back in it, checked at its date or at once if that passed. */
    async setPaused(userId: string, watchId: string, paused: boolean, now: Date): Promise<StoredWatch | null> {
      if (paused)
        return updateExisting(userId, watchId, {
          UpdateExpression: "SET paused = :true REMOVE due",
          ExpressionAttributeValues: { ":true": true },
        });
      const watch = await get(userId, watchId);
      if (!watch) return null;
      const nextCheck = watch.next_check_at < now.toISOString() ? now.toISOString() : watch.next_check_at;
      return updateExisting(userId, watchId, {
        UpdateExpression: "SET paused = :false, due = :due, next_check_at = :next",
        ExpressionAttributeValues: { ":false": false, ":due": dueListing, ":next": nextCheck },
      });
    },

    async remove(userId: string, watchId: string): Promise<boolean> {
      try {
        await db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: { user_id: userId, watch_id: watchId },
            ConditionExpression: "attribute_exists(watch_id)",
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Active watches whose check is due, soonest first. */
    async due(now: Date, limit: number): Promise<StoredWatch[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: dueWatchesIndex,
          KeyConditionExpression: "due = :due AND next_check_at <= :now",
          ExpressionAttributeValues: { ":due": dueListing, ":now": now.toISOString() },
          Limit: limit,
        }),
      );
      return Items as StoredWatch[];
    },

    /** Claims a due check for one job: its next check moves a week on; false when another sweep took it. */
    async claimCheck(watch: StoredWatch, sessionId: string, now: Date): Promise<boolean> {
      const claimed = await updateExisting(watch.user_id, watch.watch_id, {
        UpdateExpression: "SET next_check_at = :next, checking_session_id = :session",
        ConditionExpression: "due = :due AND next_check_at = :was",
        ExpressionAttributeValues: {
          ":next": nextCheckAfter(now).toISOString(),
          ":session": sessionId,
          ":due": dueListing,
          ":was": watch.next_check_at,
        },
      });
      return claimed !== null;
    },

    /** The check's report becomes the watch's latest; null when the check is not the watch's current one (removed, or overtaken). */
    async recordCheck(userId: string, watchId: string, check: CheckRecord): Promise<StoredWatch | null> {
      return updateExisting(userId, watchId, {
        UpdateExpression:
          "SET last_result_id = :result, last_score = :score, fixed_fixes = :fixed, last_checked_at = :at, alerts_sent = alerts_sent + :alerts REMOVE checking_session_id, last_failure",
        ConditionExpression: "checking_session_id = :session",
        ExpressionAttributeValues: {
          ":result": check.resultId,
          ":score": check.score,
          ":fixed": check.fixedFixes,
          ":at": check.checkedAt.toISOString(),
          ":alerts": check.alerted ? 1 : 0,
          ":session": check.sessionId,
        },
      });
    },

    /** A check that made no report: the reason is shown to the owner; the last report stays. */
    async recordFailure(userId: string, watchId: string, sessionId: string, failure: string, checkedAt: Date): Promise<StoredWatch | null> {
      return updateExisting(userId, watchId, {
        UpdateExpression: "SET last_failure = :failure, last_checked_at = :at REMOVE checking_session_id",
        ConditionExpression: "checking_session_id = :session",
        ExpressionAttributeValues: { ":failure": failure, ":at": checkedAt.toISOString(), ":session": sessionId },
      });
    },

    /** A changed address: the account's watches mail the new one. */
    async readdress(userId: string, email: string): Promise<void> {
      for (const watch of await listByUser(userId)) {
        await updateExisting(userId, watch.watch_id, {
          UpdateExpression: "SET email = :email",
          ExpressionAttributeValues: { ":email": email.toLowerCase() },
        });
      }
    },

    /** An erasure: every watch of the account. */
    async removeAll(userId: string): Promise<number> {
      const watches = await listByUser(userId);
      for (const watch of watches)
        await db.send(new DeleteCommand({ TableName: tableName, Key: { user_id: userId, watch_id: watch.watch_id } }));
      return watches.length;
    },

    /** Every watch, newest first, for the console: at most ten per account, read by a scan. */
    async listAll(): Promise<StoredWatch[]> {
      const watches: StoredWatch[] = [];
      for await (const page of paginateScan({ client: db }, { TableName: tableName }))
        watches.push(...((page.Items ?? []) as StoredWatch[]));
      return watches.sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  };
}
export type WatchRepository = ReturnType<typeof createWatchRepository>;
