// WebSocket connections, one row each, and which session each one watches. A session has a fixed
// set of watcher slots, each an item claimed with a conditional write, so simultaneous connects
// can never seat more sockets than there are slots.
import { DeleteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";

/** API Gateway closes a WebSocket after 2 hours; a row outlives it only until its TTL. */
export const connectionTtlSeconds = 2 * 60 * 60;

/** A few tabs may watch one result; a watch token can't be used to fan one push out to many sockets. */
export const maxWatchersPerSession = 5;

export interface Connection {
  connection_id: string;
  connected_at: string;
  /** Epoch seconds: DynamoDB TTL removes rows whose $disconnect never came. */
  expires_at: number;
  session_id: string;
  /** The watcher slot this connection holds. */
  slot: number;
}

/** A claimed watcher slot, in the same table under a key no connection id can take (ids have no "#"). */
interface WatcherSlot {
  connection_id: string;
  holder: string;
  expires_at: number;
}

const slotKey = (sessionId: string, slot: number) => `watch#${sessionId}#${slot}`;
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createConnectionRepository(db: DynamoDBDocumentClient, tableName: string) {
  /** Takes the slot unless a live connection holds it; a slot whose holder's TTL has passed is free. */
  async function claim(sessionId: string, slot: number, connectionId: string, now: Date): Promise<boolean> {
    const item: WatcherSlot = {
      connection_id: slotKey(sessionId, slot),
      holder: connectionId,
      expires_at: epochSeconds(now) + connectionTtlSeconds,
    };
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: item,
          ConditionExpression: "attribute_not_exists(connection_id) OR expires_at < :now",
          ExpressionAttributeValues: { ":now": epochSeconds(now) },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async function release(sessionId: string, slot: number, connectionId: string): Promise<void> {
    try {
      await db.send(
        new DeleteCommand({
          TableName: tableName,
          Key: { connection_id: slotKey(sessionId, slot) },
          ConditionExpression: "holder = :holder",
          ExpressionAttributeValues: { ":holder": connectionId },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  return {
    /** Records a connection watching `sessionId` in a free slot; false when every slot is taken. */
    async watch(connectionId: string, sessionId: string, now: Date): Promise<boolean> {
      for (let slot = 0; slot < maxWatchersPerSession; slot++) {
        if (!(await claim(sessionId, slot, connectionId, now))) continue;
        const connection: Connection = {
          connection_id: connectionId,
          connected_at: now.toISOString(),
          expires_at: epochSeconds(now) + connectionTtlSeconds,
          session_id: sessionId,
          slot,
        };
        try {
          await db.send(new PutCommand({ TableName: tableName, Item: connection }));
        } catch (error) {
          await release(sessionId, slot, connectionId);
          throw error;
        }
        return true;
      }
      return false;
    },
    /** Forgets a connection and frees its slot: on $disconnect, and when a push finds it gone. */
    async remove(connectionId: string): Promise<void> {
      const { Attributes: removed } = await db.send(
        new DeleteCommand({ TableName: tableName, Key: { connection_id: connectionId }, ReturnValues: "ALL_OLD" }),
      );
      const connection = removed as Partial<Connection> | undefined;
      if (connection?.session_id && typeof connection.slot === "number")
        await release(connection.session_id, connection.slot, connectionId);
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
