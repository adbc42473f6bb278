// The outbox: every email is stored before it is queued, so the relay sends it, retries it and
// records the outcome like any delivery. Its relay_status is what the README calls mail_status.
import { PutCommand, paginateScan, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { deleteFound } from "../db/index.ts";
import { createRelayStatusStore, type RelayedRecord } from "../relay/index.ts";
import type { MailMessage } from "../mail/index.ts";

export interface OutboxMail extends RelayedRecord, MailMessage {
  id: string;
  created_at: string;
  /** Epoch seconds: DynamoDB's TTL removes the mail (and its content) after this. */
  expires_at: number;
}

/** Long enough to look into a failure and send it again; short, since a mail holds an address. */
export const outboxRetentionDays = 30;

export function createMailOutbox(db: DynamoDBDocumentClient, tableName: string) {
  return {
    // Once sent, a mail keeps its address, subject and state for the console, not its body: reset
    // and confirmation links in it must not lie in the table for the mail's 30 days.
    relay: createRelayStatusStore<OutboxMail>(db, tableName, "id", { forgetOnDelivery: ["html", "text"] }),
    async add(message: MailMessage, now: Date): Promise<OutboxMail> {
      const mail: OutboxMail = {
        id: crypto.randomUUID(),
        ...message,
        created_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + outboxRetentionDays * 24 * 60 * 60,
        relay_status: "pending",
      };
      await db.send(new PutCommand({ TableName: tableName, Item: mail }));
      return mail;
    },
    /** Erasure: every mail to the address, sent or not; returns how many. */
    async eraseTo(email: string): Promise<number> {
      const address = email.toLowerCase();
      const pages = paginateScan(
        { client: db },
        { TableName: tableName, ProjectionExpression: "id, #to", ExpressionAttributeNames: { "#to": "to" } },
      );
      return (await deleteFound(db, tableName, ["id"], pages, (mail) => String(mail.to).toLowerCase() === address)).length;
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
