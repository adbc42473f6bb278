// WebSocket connections and the push of a message to the browsers waiting on a session.
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

/** Sends to one connection; resolves false when the connection is gone. */
export type PostToConnection = (connectionId: string, data: string) => Promise<boolean>;

/** Pushes to every socket subscribed to the session, forgetting those that are gone. */
export async function pushToSession(
  sessionId: string,
  message: unknown,
  connections: ConnectionRepository,
  post: PostToConnection,
): Promise<number> {
  const data = JSON.stringify(message);
  let delivered = 0;
  for (const connectionId of await connections.listBySession(sessionId)) {
    if (await post(connectionId, data)) delivered += 1;
    else await connections.remove(connectionId);
  }
  return delivered;
}

/**
 * Streams progress to a session's sockets: only the newest message is sent, one at a time, so a
 * fast writer never queues stale copies behind a slow socket. The watcher list is looked up
 * again each second, for pages that connect while the report is being written.
 */
export function createProgressPusher(
  sessionId: string,
  connections: ConnectionRepository,
  post: PostToConnection,
  onError: (error: Error) => void,
) {
  let newest: string | null = null;
  let sending: Promise<void> | null = null;
  let watchers: string[] = [];
  let listedAt = Number.NEGATIVE_INFINITY;

  async function sendNewest(): Promise<void> {
    while (newest !== null) {
      const data = newest;
      newest = null;
      if (performance.now() - listedAt > 1_000) {
        watchers = await connections.listBySession(sessionId);
        listedAt = performance.now();
      }
      await Promise.all(watchers.map((connectionId) => post(connectionId, data)));
    }
  }

  function start(): void {
    sending = sendNewest()
      .catch(onError)
      .finally(() => {
        sending = null;
        if (newest !== null) start();
      });
  }

  return {
    push(message: unknown): void {
      newest = JSON.stringify(message);
      if (!sending) start();
    },
    /** Resolves once everything pushed so far has been sent (or has failed). */
    async drained(): Promise<void> {
      while (sending) await sending;
    },
  };
}
