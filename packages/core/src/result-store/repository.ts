// Kept results: one row per completed result, under an unguessable id, expired by TTL.
import { createHash, randomBytes } from "node:crypto";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { AnalysisKind } from "../analyzer/types.ts";
import type { Report, ReportSource } from "../report/index.ts";
import type { KeptResult, ResultSummary } from "../results/types.ts";

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

/** 128 random bits, URL-safe: the permalink's only secret. */
export function newResultId(): string {
  return randomBytes(16).toString("base64url");
}

export const resultIdPattern = /^[A-Za-z0-9_-]{22}$/;

export function hashDeviceKey(deviceKey: string): string {
  return createHash("sha256").update(`device:${deviceKey}`).digest("base64url");
}

export const userOwner = (userId: string) => `user#${userId}`;

export interface Requester {
  userId?: string | null;
  deviceKey?: string | null;
}

export function isOwnedBy(result: StoredResult, requester: Requester): boolean {
  if (requester.userId && result.owner === userOwner(requester.userId)) return true;
  return Boolean(requester.deviceKey && result.device_key_hash && result.device_key_hash === hashDeviceKey(requester.deviceKey));
}

export function keptResult(result: StoredResult, requester: Requester): KeptResult {
  const { result_id, kind, subject, created_at, text, report, source } = result;
  const expires_at = new Date(result.expires_at * 1000).toISOString();
  return { result_id, kind, subject, created_at, expires_at, text, source, ...(report && { report }), can_delete: isOwnedBy(result, requester) };
}

export function resultSummary({ result_id, kind, subject, created_at, report }: StoredResult): ResultSummary {
  return { result_id, kind, subject, created_at, ...(report?.kind === "page" && { score: report.score }) };
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
    async remove(resultId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: tableName, Key: { result_id: resultId } }));
    },
    async listByOwner(owner: string, now: Date, limit = 50): Promise<StoredResult[]> {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: "byOwner",
          KeyConditionExpression: "#owner = :owner",
          ExpressionAttributeNames: { "#owner": "owner" },
          ExpressionAttributeValues: { ":owner": owner },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return ((Items ?? []) as StoredResult[]).filter((result) => result.expires_at > now.getTime() / 1000);
    },
  };
}
export type ResultRepository = ReturnType<typeof createResultRepository>;
