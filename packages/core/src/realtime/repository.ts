// WebSocket connections, one row each, and which session each one watches.
import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";

/** API Gateway closes a WebSocket after 2 hours; a row outlives it only until its TTL. */
export const connectionTtlSeconds = 2 * 60 * 60;

export interface Connection {
  connection_id: string;
  connected_at: string;
  /** Epoch seconds: DynamoDB TTL removes rows whose $disconnect never came. */
  expires_at: number;
  session_id?: string;
}

export function createConnectionRepository(db: DynamoDBDocumentClient, tableName: string) {
  return {
    /** A connection, watching `sessionId` from the start when given. */
    async add(connectionId: string, now: Date, sessionId?: string): Promise<void> {
      const connection: Connection = {
        connection_id: connectionId,
        connected_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + connectionTtlSeconds,
        ...(sessionId ? { session_id: sessionId } : {}),
      };
      await db.send(new PutCommand({ TableName: tableName, Item: connection }));
    },
    async remove(connectionId: string): Promise<void> {
      await db.send(new DeleteCommand({ TableName: tableName, Key: { connection_id: connectionId } }));
    },
    /** Returns false when the connection is unknown (already gone). */
    async subscribe(connectionId: string, sessionId: string): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { connection_id: connectionId },
            UpdateExpression: "SET session_id = :session",
            ConditionExpression: "attribute_exists(connection_id)",
            ExpressionAttributeValues: { ":session": sessionId },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async listBySession(sessionId: string): Promise<string[]> {
      const result = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: "bySession",
          KeyConditionExpression: "session_id = :session",
          ExpressionAttributeValues: { ":session": sessionId },
        }),
      );
      return (result.Items ?? []).map((item) => String(item.connection_id));
    },
  };
}
export type ConnectionRepository = ReturnType<typeof createConnectionRepository>;
