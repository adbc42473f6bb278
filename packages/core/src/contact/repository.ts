import { PutCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { createRelayStatusStore, type RelayedRecord } from "../relay/status-store.ts";
import type { ContactMessageRequest } from "./schema.ts";

export interface ContactMessage extends RelayedRecord, ContactMessageRequest {
  id: string;
  created_at: string;
}

export function createContactRepository(db: DynamoDBDocumentClient, tableName: string) {
  return {
    relay: createRelayStatusStore<ContactMessage>(db, tableName, "id"),
    async save(request: ContactMessageRequest, now: Date): Promise<ContactMessage> {
      const message: ContactMessage = {
        id: crypto.randomUUID(),
        ...request,
        created_at: now.toISOString(),
        relay_status: "pending",
      };
      await db.send(
        new PutCommand({ TableName: tableName, Item: message, ConditionExpression: "attribute_not_exists(id)" }),
      );
      return message;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
