// The rate limiter's counters in DynamoDB: shared by every Lambda instance, expired by TTL.
import { GetCommand, UpdateCommand, paginateScan, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { deleteFound, isConditionFailure } from "../db/index.ts";
import type { RateDecision, RateLimit } from "./types.ts";
import { slidingWindowAt } from "./sliding-window.ts";

/** Sliding windows (sliding-window.ts), one item per key and fixed window. */
export function createRateLimiter(db: DynamoDBDocumentClient, tableName: string) {
  const bucketOf = (key: string, windowStart: number) => ({ bucket: `${key}#${windowStart}` });

  async function countIn(key: string, windowStart: number): Promise<number> {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: bucketOf(key, windowStart) }));
    return Number(Item?.hits ?? 0);
  }

  function decide(limit: RateLimit, estimate: number, allowedWhen: (estimate: number) => boolean, now: Date): RateDecision {
    return { allowed: allowedWhen(estimate), retryAfterSeconds: slidingWindowAt(limit, now).retryAfterSeconds };
  }

  return {
    /** Erasure: every counter whose key names the person (their address's keyed hash, their account id); returns how many. */
    async forget(keyParts: string[]): Promise<number> {
      const pages = paginateScan(
        { client: db },
        { TableName: tableName, ProjectionExpression: "#bucket", ExpressionAttributeNames: { "#bucket": "bucket" } },
      );
      const names = (item: Record<string, unknown>) => keyParts.some((part) => String(item.bucket).includes(part));
      return (await deleteFound(db, tableName, ["bucket"], pages, names)).length;
    },
    /** Counts one request for `key` and says whether it is within the limit. */
    async hit(key: string, limit: RateLimit, now: Date): Promise<RateDecision> {
      const { start, previousWeight } = slidingWindowAt(limit, now);
      const [result, previous] = await Promise.all([
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: bucketOf(key, start),
            UpdateExpression: "ADD hits :one SET expires_at = if_not_exists(expires_at, :expires)",
            // Kept through the next window, which still weighs it.
            ExpressionAttributeValues: { ":one": 1, ":expires": start + 2 * limit.windowSeconds + 60 },
            ReturnValues: "UPDATED_NEW",
          }),
        ),
        countIn(key, start - limit.windowSeconds),
      ]);
      const estimate = Number(result.Attributes?.hits ?? 1) + previous * previousWeight;
      return decide(limit, estimate, (value) => value <= limit.limit, now);
    },
    /** Takes back one request `hit` counted at `now`: one that turned out not to count (a vote not recorded). */
    async refund(key: string, limit: RateLimit, now: Date): Promise<void> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: bucketOf(key, slidingWindowAt(limit, now).start),
            UpdateExpression: "ADD hits :minus",
            ConditionExpression: "hits > :zero",
            ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    /** Whether one more request would be within the limit, without counting it. */
    async check(key: string, limit: RateLimit, now: Date): Promise<RateDecision> {
      const { start, previousWeight } = slidingWindowAt(limit, now);
      const [current, previous] = await Promise.all([countIn(key, start), countIn(key, start - limit.windowSeconds)]);
      return decide(limit, current + previous * previousWeight, (value) => value + 1 <= limit.limit, now);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
