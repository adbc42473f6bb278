// Access requests in DynamoDB, one item per request. An answer (approve, decline) is one
// conditional update from "waiting", so two admins at once cannot both answer the same request.
import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { accessRequestIndexes } from "@ai-leaders/infra";
import { decodeCursor, encodeCursor } from "../audit/cursor.ts";
import { createRelayStatusStore, type RelayedRecord } from "../relay/status-store.ts";
import { accessRequestRow, type AccessRequestRow, type NewAccessRequest } from "./schema.ts";
import { deleteFound, isConditionFailure, putNew, queryPages, newestPage } from "../db/index.ts";

const everyRequest = "requests";
export const accessRequestPageSize = 25;

export interface AccessRequest extends RelayedRecord, AccessRequestRow {
  /** The approved request's personal code (its keyed hash), to tell later whether it was revoked. */
  code_id?: string;
}

interface StoredRequest extends AccessRequest {
  list: typeof everyRequest;
  /** The address lower-cased: "Jane@Acme.example" and "jane@acme.example" are one person. */
  email_key: string;
}

export interface AccessRequestPage {
  requests: AccessRequestRow[];
  next_cursor: string | null;
}

export type Answer = { status: "approved"; by: string; code_id: string } | { status: "declined"; by: string; note_sent: boolean };

const cursorShape = z.object({ id: z.uuid(), created_at: z.iso.datetime() });

const requestOf = ({ list: _list, email_key: _key, ...request }: StoredRequest): AccessRequest => request;

export function createAccessRequestRepository(db: DynamoDBDocumentClient, tableName: string) {
  return {
    relay: createRelayStatusStore<AccessRequest>(db, tableName, "id"),

    /**
     * Stores the request under the page's submission id when it sent one: `created` is false for a
     * retry of a send that did arrive. `reminded`: answered at once by the reminder mail.
     */
    async save(
      { submission_id, homepage: _honeypot, ...request }: NewAccessRequest,
      answer: "waiting" | "reminded",
      now: Date,
    ): Promise<{ created: boolean; request: AccessRequest }> {
      const at = now.toISOString();
      const stored: StoredRequest = {
        id: submission_id ?? crypto.randomUUID(),
        ...request,
        created_at: at,
        status: answer,
        ...(answer === "reminded" && { acted_by: "automatic", acted_at: at }),
        relay_status: "pending",
        list: everyRequest,
        email_key: request.email.toLowerCase(),
      };
      return { created: await putNew(db, tableName, stored, "id"), request: requestOf(stored) };
    },

    async get(id: string): Promise<AccessRequest | null> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
      return Item?.list === everyRequest ? requestOf(Item as StoredRequest) : null;
    },

    /** The personal codes this address was approved with, newest first. */
    async approvedCodeIds(email: string): Promise<string[]> {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: accessRequestIndexes.byEmail,
          KeyConditionExpression: "email_key = :email",
          ExpressionAttributeValues: { ":email": email.toLowerCase() },
          ScanIndexForward: false,
        }),
      );
      return Items.filter((item) => item.status === "approved" && typeof item.code_id === "string").map((item) => item.code_id as string);
    },

    /** A person's erasure: every request from the address goes; answers how many. */
    async eraseFor(email: string): Promise<number> {
      const pages = queryPages(db, {
        TableName: tableName,
        IndexName: accessRequestIndexes.byEmail,
        KeyConditionExpression: "email_key = :email",
        ExpressionAttributeValues: { ":email": email.toLowerCase() },
      });
      return (await deleteFound(db, tableName, ["id"], pages)).length;
    },

    /** The answer, only while the request waits: the row as answered, or why not. */
    async answer(id: string, answer: Answer, now: Date): Promise<AccessRequest | "missing" | "answered"> {
      const values: Record<string, unknown> = {
        ":status": answer.status,
        ":by": answer.by,
        ":at": now.toISOString(),
        ":waiting": "waiting",
        ":requests": everyRequest,
      };
      const extra = answer.status === "approved" ? ", code_id = :code" : ", note_sent = :note";
      if (answer.status === "approved") values[":code"] = answer.code_id;
      else values[":note"] = answer.note_sent;
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id },
            UpdateExpression: `SET #status = :status, acted_by = :by, acted_at = :at${extra}`,
            ConditionExpression: "#list = :requests AND #status = :waiting",
            ExpressionAttributeNames: { "#status": "status", "#list": "list" },
            ExpressionAttributeValues: values,
            ReturnValues: "ALL_NEW",
          }),
        );
        return requestOf(Attributes as StoredRequest);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await this.get(id)) ? "answered" : "missing";
      }
    },

    /** The console's list, newest first; "invalid-cursor" when the cursor is not one this list handed out. */
    async list(cursor?: string, limit = accessRequestPageSize): Promise<AccessRequestPage | "invalid-cursor"> {
      const start = cursor === undefined ? undefined : decodeCursor(cursor, cursorShape);
      if (start === null) return "invalid-cursor";
      const { items, next } = await newestPage<StoredRequest>(db, {
        TableName: tableName,
        IndexName: accessRequestIndexes.all,
        partition: ["list", everyRequest],
        Limit: limit,
        ...(start && { after: { id: start.id, created_at: start.created_at, list: everyRequest } }),
      });
      const last = next as { id: string; created_at: string } | undefined;
      return {
        requests: items.map((item) => accessRequestRow(requestOf(item))),
        next_cursor: last ? encodeCursor({ id: last.id, created_at: last.created_at }) : null,
      };
    },
  };
}
export type AccessRequestRepository = ReturnType<typeof createAccessRequestRepository>;
