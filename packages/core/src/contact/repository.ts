import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { putNew } from "../db/index.ts";
import { createRelayStatusStore, type RelayedRecord } from "../relay/status-store.ts";
import type { ContactMessageRequest } from "./schema.ts";

export interface ContactMessage extends RelayedRecord, Omit<ContactMessageRequest, "submission_id"> {
  id: string;
  created_at: string;
}

export function createContactRepository(db: DynamoDBDocumentClient, tableName: string) {
  return {
    relay: createRelayStatusStore<ContactMessage>(db, tableName, "id"),
    /**
     * Stores the message under the page's submission id when it sent one, so a retry of a send
     * that did arrive is not stored twice: `created` is false for that retry.
     */
    async save({ submission_id, ...request }: ContactMessageRequest, now: Date): Promise<{ created: boolean; message: ContactMessage }> {
      const message: ContactMessage = {
        id: submission_id ?? crypto.randomUUID(),
        ...request,
        created_at: now.toISOString(),
        relay_status: "pending",
      };
      return { created: await putNew(db, tableName, message, "id"), message };
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
