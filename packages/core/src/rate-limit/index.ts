// Fixed-window counters in DynamoDB: shared by every Lambda instance, expired by TTL.
import { UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export const rateLimits = {
  accessAttempt: { limit: 10, windowSeconds: 10 * 60 },
  contactMessage: { limit: 5, windowSeconds: 10 * 60 },
  suggestion: { limit: 10, windowSeconds: 10 * 60 },
  vote: { limit: 60, windowSeconds: 10 * 60 },
  comment: { limit: 20, windowSeconds: 10 * 60 },
  signUp: { limit: 10, windowSeconds: 10 * 60 },
  signInPerIp: { limit: 20, windowSeconds: 10 * 60 },
  signInPerEmail: { limit: 10, windowSeconds: 10 * 60 },
  workflow: { limit: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>;
export type RateLimits = typeof rateLimits;

export function createRateLimiter(db: DynamoDBDocumentClient, tableName: string) {
  return {
    /** Counts one request for `key` and says whether it is within the limit. */
    async hit(key: string, { limit, windowSeconds }: RateLimit, now: Date): Promise<RateDecision> {
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % windowSeconds);
      const windowEnd = windowStart + windowSeconds;
      const result = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { bucket: `${key}#${windowStart}` },
          UpdateExpression: "ADD hits :one SET expires_at = if_not_exists(expires_at, :expires)",
          ExpressionAttributeValues: { ":one": 1, ":expires": windowEnd + 60 },
          ReturnValues: "UPDATED_NEW",
        }),
      );
      const hits = Number(result.Attributes?.hits ?? 1);
      return { allowed: hits <= limit, retryAfterSeconds: windowEnd - nowSeconds };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
