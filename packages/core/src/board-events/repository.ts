// Board events in DynamoDB: stored before they are relayed, so a refused queue loses none.
import { PutCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { createRelayStatusStore } from "../relay/status-store.ts";
import { boardEventRetentionDays, type BoardEvent, type StoredBoardEvent } from "./index.ts";

export function createBoardEventStore(db: DynamoDBDocumentClient, tableName: string) {
  return {
    relay: createRelayStatusStore<StoredBoardEvent>(db, tableName, "id"),
    async add(event: BoardEvent, now: Date): Promise<StoredBoardEvent> {
      const stored: StoredBoardEvent = {
        id: crypto.randomUUID(),
        ...event,
        created_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + boardEventRetentionDays * 24 * 60 * 60,
        relay_status: "pending",
      };
      await db.send(new PutCommand({ TableName: tableName, Item: stored }));
      return stored;
    },
  };
}
export type BoardEventStore = ReturnType<typeof createBoardEventStore>;
