// "What's new" entries in DynamoDB. An entry is few and small: the console reads the newest 100 of
// byCreated, visitors the newest published ones of byPublished, where only a published entry is.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { changelogIndexes } from "@ai-leaders/infra";
import { isConditionFailure, newestPage, updateIf } from "../db/index.ts";
import type { ChangelogDraft } from "./schema.ts";
import type { ChangelogEntry } from "./types.ts";

const everyEntry = "entries";
const publishedFeed = "published";
export const changelogListMax = 100;

interface StoredEntry extends ChangelogEntry {
  list: typeof everyEntry;
  feed?: typeof publishedFeed;
}

const entryOf = ({ list: _list, feed: _feed, ...entry }: StoredEntry): ChangelogEntry => entry;

export function createChangelogRepository(db: DynamoDBDocumentClient, tableName: string) {
  async function newest(index: string, keyName: string, keyValue: string, limit: number): Promise<ChangelogEntry[]> {
    const { items } = await newestPage<StoredEntry>(db, {
      TableName: tableName,
      IndexName: index,
      partition: [keyName, keyValue],
      Limit: limit,
    });
    return items.map(entryOf);
  }

  return {
    async create(draft: ChangelogDraft, now: Date): Promise<ChangelogEntry> {
      const at = now.toISOString();
      const stored: StoredEntry = { id: crypto.randomUUID(), ...draft, state: "draft", created_at: at, updated_at: at, list: everyEntry };
      await db.send(new PutCommand({ TableName: tableName, Item: stored, ConditionExpression: "attribute_not_exists(id)" }));
      return entryOf(stored);
    },

    async get(id: string): Promise<ChangelogEntry | null> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
      return Item ? entryOf(Item as StoredEntry) : null;
    },

    /** Rewrites what the operator wrote; null when there is no such entry. A published entry stays published. */
    async update(id: string, draft: ChangelogDraft, now: Date): Promise<ChangelogEntry | null> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id },
            UpdateExpression:
              "SET title = :title, summary = :summary, #date = :date, links = :links, suggestion_ids = :suggestions, updated_at = :at",
            ConditionExpression: "attribute_exists(id)",
            ExpressionAttributeNames: { "#date": "date" },
            ExpressionAttributeValues: {
              ":title": draft.title,
              ":summary": draft.summary,
              ":date": draft.date,
              ":links": draft.links,
              ":suggestions": draft.suggestion_ids,
              ":at": now.toISOString(),
            },
            ReturnValues: "ALL_NEW",
          }),
        );
        return entryOf(Attributes as StoredEntry);
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** Publishes a draft: false when it is not a draft (published already, or gone). */
    async publish(id: string, now: Date): Promise<boolean> {
      return updateIf(db, {
        TableName: tableName,
        Key: { id },
        UpdateExpression: "SET #state = :published, feed = :feed, published_at = :at, updated_at = :at",
        ConditionExpression: "#state = :draft",
        ExpressionAttributeNames: { "#state": "state" },
        ExpressionAttributeValues: { ":published": "published", ":draft": "draft", ":feed": publishedFeed, ":at": now.toISOString() },
      });
    },

    async recordNotified(id: string, notified: number): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: "SET notified = :notified",
          ExpressionAttributeValues: { ":notified": notified },
        }),
      );
    },

    async remove(id: string): Promise<boolean> {
      try {
        await db.send(new DeleteCommand({ TableName: tableName, Key: { id }, ConditionExpression: "attribute_exists(id)" }));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** The console's list: drafts and published entries, newest written first. */
    listAll: () => newest(changelogIndexes.all, "list", everyEntry, changelogListMax),

    /** What visitors read: published entries, newest published first. */
    listPublished: (limit = 50) => newest(changelogIndexes.published, "feed", publishedFeed, limit),
  };
}
export type ChangelogRepository = ReturnType<typeof createChangelogRepository>;
export { createAnswerAudience, type AnswerAudience } from "./answer-audience.ts";
