// The outbox: every email is stored before it is queued, so the relay sends it, retries it and
// records the outcome like any delivery. Its relay_status is what the README calls mail_status.
import { PutCommand, paginateScan, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { createHash } from "node:crypto";
import { deleteFound, isConditionFailure } from "../db/index.ts";
import { createRelayStatusStore, type RelayedRecord } from "../relay/index.ts";
import type { MailMessage } from "../mail/index.ts";
import { openBody, sealBody } from "./sealed-body.ts";

/**
 * A mail whose body the relay writes as it sends it, from the state then: sign-up's, so the request
 * does the same work whatever the address (a confirmation link for a new account, a notice for one
 * that exists).
 */
export type DeferredMail = "confirm-account" | "sign-up-attempt";

export interface OutboxMail extends RelayedRecord, MailMessage {
  id: string;
  /** Set on a mail whose body is written when it is sent: its html and text are empty until then. */
  deferred?: DeferredMail;
  created_at: string;
  /** Epoch seconds: DynamoDB's TTL removes the mail (and its content) after this. */
  expires_at: number;
}

/** A mail as its row holds it: the body sealed (sealed-body.ts), until it is delivered and forgotten. */
type StoredMail = Omit<OutboxMail, "html" | "text"> & { sealed_body?: string; html?: string; text?: string };

/** Long enough to look into a failure and send it again; short, since a mail holds an address. */
export const outboxRetentionDays = 30;

/** What every new mail's row starts with: its id, when it was made and goes, and its relay state. */
const newEnvelope = (now: Date, id: string = crypto.randomUUID()) => ({
  id,
  created_at: now.toISOString(),
  expires_at: Math.floor(now.getTime() / 1000) + outboxRetentionDays * 24 * 60 * 60,
  relay_status: "pending" as const,
});

/** `bodySecret`: TOKEN_SECRET, which seals each waiting mail's body (read when a mail is first stored or sent). */
export function createMailOutbox(db: DynamoDBDocumentClient, tableName: string, bodySecret: () => Promise<string>) {
  // Once sent, a mail keeps its address, subject and state for the console, not its body.
  const rows = createRelayStatusStore<OutboxMail>(db, tableName, "id", { forgetOnDelivery: ["sealed_body", "html", "text"] });
  /** The row with its body opened. A row stored before bodies were sealed holds it as it is. */
  async function opened(row: StoredMail | undefined): Promise<OutboxMail | undefined> {
    if (row?.deferred) return { ...row, html: "", text: "" } as OutboxMail;
    if (!row?.sealed_body) return row as OutboxMail | undefined;
    const { sealed_body, ...mail } = row;
    return { ...mail, ...openBody(await bodySecret(), sealed_body) };
  }
  /** The row a new mail is stored as: its body sealed. */
  async function sealed({ html, text, ...envelope }: OutboxMail): Promise<StoredMail> {
    return { ...envelope, sealed_body: sealBody(await bodySecret(), { html, text }) };
  }
  return {
    relay: { ...rows, get: async (id: string) => opened((await rows.get(id)) as StoredMail | undefined) },
    async add(message: MailMessage, now: Date): Promise<OutboxMail> {
      const mail: OutboxMail = { ...message, ...newEnvelope(now) };
      await db.send(new PutCommand({ TableName: tableName, Item: await sealed(mail) }));
      return mail;
    },
    /**
     * A mail that goes once for `once` (say, one entry to one address): its id is made from it, so
     * a second try, or a second path to the same person, writes nothing and answers null. The key
     * is hashed, so no address shows in the id.
     */
    async addOnce(once: string, message: MailMessage, now: Date): Promise<OutboxMail | null> {
      const id = createHash("sha256").update(once).digest("hex").slice(0, 32);
      const mail: OutboxMail = { ...message, ...newEnvelope(now, id) };
      try {
        await db.send(new PutCommand({ TableName: tableName, Item: await sealed(mail), ConditionExpression: "attribute_not_exists(id)" }));
        return mail;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
    /** A mail the relay writes as it sends it (DeferredMail): nothing of its body is known yet. */
    async addDeferred({ to, subject, deferred }: { to: string; subject: string; deferred: DeferredMail }, now: Date): Promise<OutboxMail> {
      const row: StoredMail = { to, subject, deferred, ...newEnvelope(now) };
      await db.send(new PutCommand({ TableName: tableName, Item: row }));
      return { ...row, html: "", text: "" } as OutboxMail;
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
