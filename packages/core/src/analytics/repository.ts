// The analytics table (infra's tables.analytics). Three kinds of rows, none with an address or a
// user agent:
// - counters: pk "counts#<shard>", sk "<day>#<item>"; each write ADDs to one of `counterShards`
//   partitions at random, so a crowd spreads over them; a range of days is one Query per shard.
// - the day's salt: pk "salt", sk "<day>", gone when the day ends (TTL, and deleted by the next day's).
// - first sightings: pk "seen#<day>#<visitor hash>", sk "reached", a string set of the keys the
//   visitor reached that day ("visit", "step#landing", "ref#…"); gone when the day ends.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { endOfDay, type SaltStore } from "./daily-salt.ts";
import type { CounterItem, Increments } from "./tally.ts";
import { queryPages } from "../db/pages.ts";

export const counterShards = 8;
/** Counters are kept about 13 months: the console reads 90 days, a year's comparison fits. */
const counterRetentionSeconds = 400 * 24 * 60 * 60;
/** A started roast waits this long to be counted as finished. */
const pendingRoastSeconds = 24 * 60 * 60;

const counterPartition = (shard: number) => `counts#${shard}`;
/** Keeps an update expression well inside DynamoDB's 4 KB, however many prompts a batch names. */
const attributesPerUpdate = 50;

/** One day's counters, summed over the shards: item → attribute → count. */
export type DayCounters = Map<CounterItem, Map<string, number>>;

export function createAnalyticsRepository(db: DynamoDBDocumentClient, tableName: string, { shards = counterShards } = {}) {
  const salts: SaltStore = {
    async keep(day, salt, expiresAt) {
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: { pk: "salt", sk: day, salt, expires_at: expiresAt },
            ConditionExpression: "attribute_not_exists(pk)",
          }),
        );
        return salt;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: "salt", sk: day }, ConsistentRead: true }));
        return Item!.salt as string;
      }
    },
    async discard(day) {
      await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: "salt", sk: day } }));
    },
  };

  return {
    salts,

    /**
     * Which of `keys` the visitor reaches for the first time today: one update ADDs them all to the
     * visitor's set and answers the set as it was. Updates of one item are applied one at a time, so
     * of two requests at once, exactly one finds a key new.
     */
    async firstSightings(day: string, visitor: string, keys: string[]): Promise<Set<string>> {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: `seen#${day}#${visitor}`, sk: "reached" },
          UpdateExpression: "ADD reached :keys SET expires_at = :expires",
          ExpressionAttributeValues: { ":keys": new Set(keys), ":expires": endOfDay(day) },
          ReturnValues: "UPDATED_OLD",
        }),
      );
      const before = (Attributes?.reached as Set<string> | undefined) ?? new Set<string>();
      return new Set(keys.filter((key) => !before.has(key)));
    },

    /** Adds the increments to the day's counters: one UpdateItem per item (per 50 attributes), all on one random shard. */
    async add(day: string, increments: Increments, now: Date): Promise<void> {
      const pk = counterPartition(Math.floor(Math.random() * shards));
      const expiresAt = Math.floor(now.getTime() / 1000) + counterRetentionSeconds;
      const updates = [...increments].flatMap(([item, attributes]) => {
        const entries = [...attributes];
        return Array.from(
          { length: Math.ceil(entries.length / attributesPerUpdate) },
          (_, i) => [item, entries.slice(i * attributesPerUpdate, (i + 1) * attributesPerUpdate)] as const,
        );
      });
      await Promise.all(
        updates.map(([item, attributes]) => {
          const names: Record<string, string> = {};
          const values: Record<string, number> = { ":expires": expiresAt };
          const adds = attributes.map(([attribute, by], i) => {
            names[`#a${i}`] = attribute;
            values[`:v${i}`] = by;
            return `#a${i} :v${i}`;
          });
          return db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { pk, sk: `${day}#${item}` },
              UpdateExpression: `ADD ${adds.join(", ")} SET expires_at = :expires`,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            }),
          );
        }),
      );
    },

    /** Every counter of the days `from`..`to` (inclusive), by day: one Query per shard, in parallel. */
    async counters(from: string, to: string): Promise<Map<string, DayCounters>> {
      const days = new Map<string, DayCounters>();
      await Promise.all(
        Array.from({ length: shards }, async (_, shard) => {
          const pages = queryPages(db, {
            TableName: tableName,
            KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
            ExpressionAttributeValues: { ":pk": counterPartition(shard), ":from": from, ":to": `${to}#\uffff` },
          });
          for await (const page of pages) {
            for (const row of page.Items ?? []) {
              const { pk: _pk, sk, expires_at: _expires, ...attributes } = row as Record<string, unknown> & { sk: string };
              const day = sk.slice(0, 10);
              const item = sk.slice(11) as CounterItem;
              const counters = days.get(day) ?? new Map();
              days.set(day, counters);
              const sums: Map<string, number> = counters.get(item) ?? new Map();
              counters.set(item, sums);
              for (const [attribute, value] of Object.entries(attributes)) {
                if (typeof value === "number") sums.set(attribute, (sums.get(attribute) ?? 0) + value);
              }
            }
          }
        }),
      );
      return days;
    },

    /** A roast started by a visitor who may be counted: its finish is counted once, later, by its id. */
    async rememberRoast(sessionId: string, now: Date): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: `roast#${sessionId}`, sk: "run", expires_at: Math.floor(now.getTime() / 1000) + pendingRoastSeconds },
        }),
      );
    },

    /** True once for a remembered roast (and never for one that was not): its finish may be counted. */
    async takeRoast(sessionId: string): Promise<boolean> {
      try {
        await db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: { pk: `roast#${sessionId}`, sk: "run" },
            ConditionExpression: "attribute_exists(pk)",
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
