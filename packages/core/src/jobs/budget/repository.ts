// The day's model tokens, counted in the rate-limits table (its TTL clears old days). One item per
// day would be a hot key: every report's ADD would land on one partition, which DynamoDB caps at
// 1,000 writes a second. So each day is 10 shard items; a use is added to one chosen at random, and
// a check reads the 10 and sums them.
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { budgetDay } from "./day.ts";

const shardCount = 10;
/**
 * A check's sum is reused for this long by the instance (with its own uses added at once), so a
 * crowd of jobs costs each instance 10 reads per 5 s instead of 10 per job. The price: other
 * instances' uses reach it up to 5 s late, so the budget can be passed by what the site spends in
 * 5 s, a few reports' worth, which a daily ceiling on cost can bear.
 */
const sumReusedMs = 5_000;
/** Kept a day past its own, then DynamoDB's TTL deletes it. */
const keptSeconds = 2 * 24 * 60 * 60;

const shardKey = (day: string, shard: number) => ({ bucket: `model-budget:${day}#${shard}` });

export type BudgetCheck = { exhausted: false } | { exhausted: true; day: string; used: number; firstToday: boolean };

export function createModelBudget(db: DynamoDBDocumentClient, tableName: string) {
  let known: { day: string; used: number; readAt: number } | undefined;
  /** The day this instance last found the budget used up (its log line is written once per day). */
  let exhaustedDay: string | undefined;

  async function readUse(day: string): Promise<number> {
    const shards = await Promise.all(
      Array.from({ length: shardCount }, (_, shard) =>
        db.send(new GetCommand({ TableName: tableName, Key: shardKey(day, shard), ProjectionExpression: "model_tokens" })),
      ),
    );
    return shards.reduce((sum, { Item }) => sum + Number(Item?.model_tokens ?? 0), 0);
  }

  return {
    /** Counts a report's tokens against today. */
    async spend(tokens: number, now: Date): Promise<void> {
      if (tokens <= 0) return;
      const day = budgetDay(now);
      const shard = Math.floor(Math.random() * shardCount);
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: shardKey(day, shard),
          UpdateExpression: "ADD model_tokens :tokens SET expires_at = if_not_exists(expires_at, :expires)",
          ExpressionAttributeValues: { ":tokens": tokens, ":expires": Math.floor(Date.parse(day) / 1000) + keptSeconds },
        }),
      );
      if (known?.day === day) known.used += tokens;
    },

    /** Today's use, read afresh (the console). */
    async usedToday(now: Date): Promise<number> {
      return readUse(budgetDay(now));
    },

    /** Whether today's use has reached `dailyTokens`, from a sum at most a few seconds old. */
    async check(dailyTokens: number, now: Date): Promise<BudgetCheck> {
      const day = budgetDay(now);
      if (known?.day !== day || now.getTime() - known.readAt >= sumReusedMs) {
        known = { day, used: await readUse(day), readAt: now.getTime() };
      }
      if (known.used < dailyTokens) return { exhausted: false };
      const firstToday = exhaustedDay !== day;
      exhaustedDay = day;
      return { exhausted: true, day, used: known.used, firstToday };
    },
  };
}
export type ModelBudget = ReturnType<typeof createModelBudget>;
