// The audience in the console: newsletter signups and contact messages, listed newest first with
// search, exported a page at a time, and erased on a person's request.
import { DeleteCommand, paginateScan, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { deleteFound } from "../db/index.ts";
import * as z from "zod/mini";
import { decodeCursor, encodeCursor } from "../audit/cursor.ts";
import type { NewsletterSignup } from "../newsletter/repository.ts";
import type { ContactMessage } from "../contact/repository.ts";
import { newestFirst, type Position } from "./newest-first.ts";
import type { MailSuppression } from "../newsletter/mail-suppression.ts";
import { isLapsed } from "../newsletter/signup-state.ts";

export { suppressSignupMail, type MailSuppression, type MailSuppressionReason } from "../newsletter/mail-suppression.ts";

export interface AudienceTables {
  signups: string;
  contacts: string;
}

/** What the console shows of a signup: with its address's bounce or complaint, when SES reported one. */
export type SignupRow = Pick<
  NewsletterSignup,
  "email" | "created_at" | "relay_status" | "relay_error" | "confirmed_at" | "unsubscribed_at"
> &
  MailSuppression;
/** What the console shows of a contact message. */
export type ContactRow = Pick<ContactMessage, "id" | "email" | "subject" | "message" | "created_at" | "relay_status" | "relay_error">;

export interface AudiencePage<Row> {
  rows: Row[];
  /** Where the next page starts; null at the end of the list. */
  next_cursor: string | null;
}

export interface ListRequest {
  /** Case-insensitive text looked for in the email (and a message's subject). */
  search?: string;
  cursor?: string;
  limit?: number;
  /** What "now" is for the signups' 30 days: an unconfirmed signup past them is left out. */
  now?: Date;
}

export const audiencePageSize = 25;
/** A search reads at most this many records per page; the page may then be short, with a cursor to read on. */
const recordsReadPerPage = 1_000;
/** An export reads the index in pages this big (DynamoDB stops a page at 1 MB anyway). */
const exportReadSize = 1_000;

const cursorShape = z.object({ created_at: z.string().check(z.minLength(1)), key: z.string().check(z.minLength(1)) });

/**
 * The error or reason the console shows beside the record's state: none once it was delivered.
 * Delivery clears it on the record; this drops it from records delivered before that rule.
 */
const currentRelayError = ({ relay_status, relay_error }: Pick<NewsletterSignup, "relay_status" | "relay_error">) =>
  relay_error && relay_status !== "delivered" ? { relay_error } : {};

const signupRow = ({
  email,
  created_at,
  relay_status,
  relay_error,
  confirmed_at,
  unsubscribed_at,
  mail_suppressed,
  mail_suppressed_at,
}: NewsletterSignup): SignupRow => ({
  email,
  created_at,
  relay_status,
  ...currentRelayError({ relay_status, relay_error }),
  ...(confirmed_at && { confirmed_at }),
  ...(unsubscribed_at && { unsubscribed_at }),
  ...(mail_suppressed && { mail_suppressed, mail_suppressed_at }),
});
const contactRow = ({ id, email, subject, message, created_at, relay_status, relay_error }: ContactMessage): ContactRow => ({
  id,
  email,
  subject,
  message,
  created_at,
  relay_status,
  ...currentRelayError({ relay_status, relay_error }),
});

/** TTL deletes an unconfirmed signup within days of its 30: until then the console already treats it as gone. */
async function* withoutLapsed(records: AsyncIterable<NewsletterSignup>, now: Date): AsyncGenerator<NewsletterSignup> {
  for await (const record of records) if (!isLapsed(record, now)) yield record;
}

async function* presented<Stored, Row>(records: AsyncIterable<Stored>, present: (record: Stored) => Row): AsyncGenerator<Row> {
  for await (const record of records) yield present(record);
}

export function createAudienceRepository(db: DynamoDBDocumentClient, tables: AudienceTables) {
  const signups = { db, tableName: tables.signups, keyName: "email" };
  const contacts = { db, tableName: tables.contacts, keyName: "id" };

  async function listPage<Stored extends { created_at: string }, Row>(
    records: (after?: Position) => AsyncGenerator<Stored>,
    keyOf: (record: Stored) => string,
    searchable: (record: Stored) => string[],
    present: (record: Stored) => Row,
    { search, cursor, limit = audiencePageSize }: ListRequest,
  ): Promise<AudiencePage<Row> | "invalid-cursor"> {
    const after = cursor === undefined ? undefined : decodeCursor(cursor, cursorShape);
    if (after === null) return "invalid-cursor";
    const needle = search?.trim().toLowerCase() ?? "";
    const rows: Row[] = [];
    let read = 0;
    let last: Stored | undefined;
    for await (const record of records(after)) {
      if (rows.length === limit || read === recordsReadPerPage) {
        return { rows, next_cursor: encodeCursor({ created_at: last!.created_at, key: keyOf(last!) } satisfies Position) };
      }
      read++;
      last = record;
      if (!needle || searchable(record).some((text) => text.toLowerCase().includes(needle))) rows.push(present(record));
    }
    return { rows, next_cursor: null };
  }

  return {
    listSignups: (request: ListRequest) =>
      listPage(
        (after) => withoutLapsed(newestFirst<NewsletterSignup>(signups, after), request.now ?? new Date()),
        (signup) => signup.email,
        (signup) => [signup.email],
        signupRow,
        request,
      ),

    listContacts: (request: ListRequest) =>
      listPage(
        (after) => newestFirst<ContactMessage>(contacts, after),
        (message) => message.id,
        (message) => [message.email, message.subject],
        contactRow,
        request,
      ),

    /** Every signup after `after` (or from the newest), read from the table as it is consumed: an export's page. */
    async signupsAfter(after?: Position, now = new Date()): Promise<AsyncIterable<SignupRow>> {
      return presented(withoutLapsed(newestFirst<NewsletterSignup>(signups, after, exportReadSize), now), signupRow);
    },

    async contactsAfter(after?: Position): Promise<AsyncIterable<ContactRow>> {
      return presented(newestFirst<ContactMessage>(contacts, after, exportReadSize), contactRow);
    },

    /**
     * Erases what is stored about one address: its signup and every contact message it sent. Each
     * delete is idempotent, so a request that fails half-way is completed by asking again.
     */
    async erase(email: string): Promise<{ signups: number; contact_messages: number }> {
      const address = email.trim().toLowerCase();
      const signup = await db.send(new DeleteCommand({ TableName: tables.signups, Key: { email: address }, ReturnValues: "ALL_OLD" }));
      // Read from the table itself: a scan meets each message once, where the status index could
      // meet one twice, or miss it, while its delivery changes its status.
      const pages = paginateScan(
        { client: db },
        { TableName: tables.contacts, ProjectionExpression: "#id, #email", ExpressionAttributeNames: { "#id": "id", "#email": "email" } },
      );
      const messages = await deleteFound(
        db,
        tables.contacts,
        ["id"],
        pages,
        (message) => String(message.email).trim().toLowerCase() === address,
      );
      return { signups: signup.Attributes ? 1 : 0, contact_messages: messages.length };
    },
  };
}
export type AudienceRepository = ReturnType<typeof createAudienceRepository>;
