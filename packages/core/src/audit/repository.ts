// One partition, sorted by `time#id`: read backwards, it is the log newest first.
import { PutCommand, UpdateCommand, paginateQuery, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import type { AuditAction } from "./actions.ts";
import { newestPage } from "../db/index.ts";

/** Who acted: an admin's email, or the operator at a terminal ("npm run admin", "npm start"). */
export interface AuditRecord {
  actor: string;
  /** What was done: one of the actions the console has words for. */
  action: AuditAction;
  /** On what or whom (never a visitor's address: see audience erasure). */
  target: string;
  details?: Record<string, string | number | boolean>;
}

/** A stored entry: its action as written then (an older version may have named it otherwise). */
export interface AuditEntry extends Omit<AuditRecord, "action"> {
  action: string;
  id: string;
  at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  next_cursor: string | null;
}

const partition = "audit";
const cursorShape = z.object({ entry: z.string().check(z.regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z#[\w-]+$/)) });

export const auditPageSize = 25;

export function createAuditLog(db: DynamoDBDocumentClient, tableName: string) {
  return {
    async record(record: AuditRecord, now: Date): Promise<AuditEntry> {
      const entry: AuditEntry = { ...record, id: crypto.randomUUID(), at: now.toISOString() };
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: { log: partition, entry: `${entry.at}#${entry.id}`, ...entry },
          ConditionExpression: "attribute_not_exists(entry)",
        }),
      );
      return entry;
    },

    /**
     * Erasure: every entry naming the address (as actor, or in its target) names its keyed hash
     * instead. The log is kept, so what was done stays on record; returns how many were rewritten.
     */
    async redact(email: string, hash: string): Promise<number> {
      const address = email.toLowerCase();
      let redacted = 0;
      const pages = paginateQuery(
        { client: db },
        {
          TableName: tableName,
          KeyConditionExpression: "#log = :log",
          ExpressionAttributeNames: { "#log": "log" },
          ExpressionAttributeValues: { ":log": partition },
        },
      );
      for await (const page of pages) {
        for (const item of page.Items ?? []) {
          const actor = String(item.actor);
          const target = String(item.target);
          if (actor.toLowerCase() !== address && !target.toLowerCase().includes(address)) continue;
          await db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { log: partition, entry: item.entry },
              UpdateExpression: "SET actor = :actor, target = :target",
              ExpressionAttributeValues: {
                ":actor": actor.toLowerCase() === address ? hash : actor,
                ":target": replaceAddress(target, address, hash),
              },
            }),
          );
          redacted += 1;
        }
      }
      return redacted;
    },

    /** Newest first; "invalid-cursor" when the cursor is not one this log handed out. */
    async list(cursor?: string, limit = auditPageSize): Promise<AuditPage | "invalid-cursor"> {
      const start = cursor === undefined ? undefined : decodeCursor(cursor, cursorShape);
      if (start === null) return "invalid-cursor";
      const { items, next } = await newestPage<AuditEntry & { log: string; entry: string }>(db, {
        TableName: tableName,
        partition: ["log", partition],
        Limit: limit,
        ...(start && { after: { log: partition, entry: start.entry } }),
      });
      const entries: AuditEntry[] = items.map(({ log: _log, entry: _entry, ...rest }) => rest);
      const last = next as { entry: string } | undefined;
      return { entries, next_cursor: last ? encodeCursor({ entry: last.entry }) : null };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

/** `text` with every case of `address` (compared case-blind) written as `hash`. */
function replaceAddress(text: string, address: string, hash: string): string {
  let out = text;
  for (let at = out.toLowerCase().indexOf(address); at !== -1; at = out.toLowerCase().indexOf(address, at + hash.length)) {
    out = out.slice(0, at) + hash + out.slice(at + address.length);
  }
  return out;
}
