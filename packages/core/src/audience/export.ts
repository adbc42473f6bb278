// The console's CSV exports, a page per request. In the cloud API Gateway buffers the function's
// answer, which may be at most 6 MB and must come within 30 s; so an export of any size is a run of
// bounded pages, each naming where the next starts, that the console joins into one file.
import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "zod/mini";
import { decodeCursor, encodeCursor } from "../audit/cursor.ts";
import type { CsvColumn, CsvPageLimits } from "./csv.ts";
import type { Position } from "./newest-first.ts";
import type { ContactRow, SignupRow } from "./repository.ts";

/**
 * A page ends after 10,000 rows or once its text reaches 1 MiB, whichever comes first. The widest
 * row, a contact message (5,000 characters of message, 200 of subject, a 254-character address, at
 * most 3 bytes a character), is under 18 KB, so no page passes 1.1 MB. A signup row is about 80
 * bytes: its pages are 10,000 rows (under 1 MB), read from the index in about 10 queries.
 */
export const exportPageLimits: CsvPageLimits = { rows: 10_000, bytes: 1024 * 1024 };

export type AudienceList = "signups" | "contacts";

export interface ListExport<Row> {
  list: AudienceList;
  columns: Array<CsvColumn<Row>>;
  /** The row's place in the newest-first order, where the next page starts after it. */
  positionOf: (row: Row) => Position;
}

const deliveryColumns = <Row extends SignupRow>(): Array<CsvColumn<Row>> => [
  { header: "delivery", value: (row) => row.relay_status },
  { header: "delivery_error", value: (row) => row.relay_error },
];

export const signupExport: ListExport<SignupRow> = {
  list: "signups",
  columns: [
    { header: "email", value: (row) => row.email },
    { header: "signed_up_at", value: (row) => row.created_at },
    { header: "confirmed_at", value: (row) => row.confirmed_at },
    { header: "unsubscribed_at", value: (row) => row.unsubscribed_at },
    ...deliveryColumns<SignupRow>(),
    { header: "mail_suppressed", value: (row) => row.mail_suppressed },
  ],
  positionOf: (row) => ({ created_at: row.created_at, key: row.email }),
};

export const contactExport: ListExport<ContactRow> = {
  list: "contacts",
  columns: [
    { header: "email", value: (row) => row.email },
    { header: "sent_at", value: (row) => row.created_at },
    { header: "subject", value: (row) => row.subject },
    { header: "message", value: (row) => row.message },
    ...deliveryColumns<ContactRow>(),
  ],
  positionOf: (row) => ({ created_at: row.created_at, key: row.id }),
};

const positionShape = z.object({ created_at: z.string().check(z.minLength(1)), key: z.string().check(z.minLength(1)) });

const signature = (list: AudienceList, position: string, secret: string) =>
  createHmac("sha256", secret).update(`audience-export:${list}:${position}`).digest("base64url");

/**
 * Signed: a later page can only be asked for with a cursor an earlier page gave out, so every
 * export starts at its first page, the one the audit log records.
 */
export function encodeExportCursor(list: AudienceList, position: Position, secret: string): string {
  const encoded = encodeCursor(position);
  return `${encoded}.${signature(list, encoded, secret)}`;
}

/** The position, or null for a cursor this list's export did not give out. */
export function decodeExportCursor(list: AudienceList, cursor: string, secret: string): Position | null {
  const [encoded, signed, ...rest] = cursor.split(".");
  if (!encoded || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(list, encoded, secret));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return decodeCursor(encoded, positionShape);
}
