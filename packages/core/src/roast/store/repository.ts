// Kept results: one row per completed result, under an unguessable id, expired by TTL.
import { DeleteCommand, GetCommand, PutCommand, paginateQuery, paginateScan, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { deleteFound } from "../../db/erase.ts";
import type { AnalysisKind } from "../checks/types.ts";
import type { Report, ReportSource } from "../report/index.ts";
import { newestPage, updateIf } from "../../db/index.ts";

export interface StoredResult {
  result_id: string;
  session_id: string;
  kind: AnalysisKind;
  subject: string;
  text: string;
  report?: Report;
  source: ReportSource;
  /** `user#{id}` for a result made while signed in (listed under "Your results"). */
  owner?: string;
  /** The device that made it, as a hash of its key: it may delete the result. */
  device_key_hash?: string;
  created_at: string;
  /** Epoch seconds (DynamoDB TTL). */
  expires_at: number;
}

export function createResultRepository(db: DynamoDBDocumentClient, tableName: string) {
  return {
    async put(result: StoredResult): Promise<void> {
      await db.send(new PutCommand({ TableName: tableName, Item: result, ConditionExpression: "attribute_not_exists(result_id)" }));
    },
    /** The result, unless it is unknown or past its retention (TTL deletes lazily). */
    async get(resultId: string, now: Date): Promise<StoredResult | null> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { result_id: resultId } }));
      const result = Item as StoredResult | undefined;
      return result && result.expires_at > now.getTime() / 1000 ? result : null;
    },
    /** Puts the screenshots that arrived into the report still waiting for them; false when another reader already did. */
    async keepArrivedCapture(resultId: string, captureId: string, arrived: Pick<StoredResult, "report" | "text">): Promise<boolean> {
      return updateIf(db, {
        TableName: tableName,
        Key: { result_id: resultId },
        UpdateExpression: "SET #report = :report, #text = :text",
        ConditionExpression: "#report.#pending.#id = :captureId",
        ExpressionAttributeNames: { "#report": "report", "#text": "text", "#pending": "pendingCapture", "#id": "id" },
        ExpressionAttributeValues: { ":report": arrived.report, ":text": arrived.text, ":captureId": captureId },
      });
    },
    async remove(resultId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: tableName, Key: { result_id: resultId } }));
    },
    /** Erasure: every result the owner made, and the given ones (made about the person); returns those removed. */
    async eraseResults(owner: string | undefined, resultIds: string[]): Promise<StoredResult[]> {
      const owned = owner
        ? await deleteFound(
            db,
            tableName,
            ["result_id"],
            paginateQuery(
              { client: db },
              {
                TableName: tableName,
                IndexName: "byOwner",
                KeyConditionExpression: "#owner = :owner",
                ExpressionAttributeNames: { "#owner": "owner" },
                ExpressionAttributeValues: { ":owner": owner },
              },
            ),
          )
        : [];
      const others = resultIds.filter((id) => !owned.some((result) => result.result_id === id));
      const found = await Promise.all(
        others.map(
          async (id) =>
            (await db.send(new DeleteCommand({ TableName: tableName, Key: { result_id: id }, ReturnValues: "ALL_OLD" }))).Attributes,
        ),
      );
      return [...owned, ...found.filter(Boolean)] as unknown as StoredResult[];
    },
    /** The captures live results still show or wait for: what the local stack keeps on disk (the cloud's bucket expires its own). */
    async captureIdsInUse(now: Date): Promise<Set<string>> {
      const inUse = new Set<string>();
      const pages = paginateScan(
        { client: db },
        {
          TableName: tableName,
          ProjectionExpression: "#report.#capture.#id, #report.#pending.#id, expires_at",
          ExpressionAttributeNames: { "#report": "report", "#capture": "capture", "#pending": "pendingCapture", "#id": "id" },
        },
      );
      for await (const page of pages) {
        for (const item of (page.Items ?? []) as Array<{
          report?: { capture?: { id?: string }; pendingCapture?: { id?: string } };
          expires_at: number;
        }>) {
          const id = item.report?.capture?.id ?? item.report?.pendingCapture?.id;
          if (id && item.expires_at > now.getTime() / 1000) inUse.add(id);
        }
      }
      return inUse;
    },
    async listByOwner(owner: string, now: Date, limit = 50): Promise<StoredResult[]> {
      const { items } = await newestPage<StoredResult>(db, {
        TableName: tableName,
        IndexName: "byOwner",
        partition: ["owner", owner],
        Limit: limit,
      });
      return items.filter((result) => result.expires_at > now.getTime() / 1000);
    },
  };
}
export type ResultRepository = ReturnType<typeof createResultRepository>;
