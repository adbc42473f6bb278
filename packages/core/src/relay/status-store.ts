// Relay state kept on the stored record itself, so pending and failed work survives a lost queue.
import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { relayStatusIndex } from "@ai-leaders/infra";
import { isConditionFailure } from "../db/index.ts";
import type { RelayStatus } from "./message.ts";
import { queryAll } from "../db/pages.ts";

export interface RelayedRecord {
  relay_status: RelayStatus;
  created_at: string;
  relay_attempts?: number;
  /** Why the last attempt failed (short, no addresses), or why the record was skipped. */
  relay_error?: string;
  /** When the last attempt failed and the record was given up on. */
  relay_failed_at?: string;
  relayed_at?: string;
  /** Who last asked for a failed record to be sent again, and when. */
  relay_resent_by?: string;
  relay_resent_at?: string;
}

/** Which pending records to list; unset fields don't narrow the list. */
export interface PendingFilter {
  /** Only records created before this instant. */
  createdBefore?: Date;
  /** Only records no delivery attempt has failed on yet: those are not waiting for a retry. */
  unattempted?: boolean;
}

/**
 * Records the relay put aside for the operator: failed after their retries, or skipped because no
 * webhook was set when they were stored. Each waits for "Send again" or "Send now".
 */
export type UnsentStatus = "failed" | "skipped";

/** Where a page of unsent records starts: just after this record, in the newest-first order. */
export interface FailedPosition {
  id: string;
  created_at: string;
}

export interface FailedPage<T> {
  records: Array<{ id: string; record: T }>;
  /** Nothing follows the last record. */
  exhausted: boolean;
}

export interface RelayStatusStore<T extends RelayedRecord> {
  get(id: string): Promise<T | undefined>;
  /** Clears the last error: a delivered record has none. How many attempts failed before is kept. */
  markDelivered(id: string, at: Date): Promise<void>;
  markSkipped(id: string, reason: string): Promise<void>;
  /**
   * `final`: the retries are spent; the record is marked failed, when `at`. False when the record
   * is no longer pending: it was settled meanwhile (a job's result arrived), so nothing is to retry.
   */
  markAttemptFailed(id: string, attempt: number, error: string, final: boolean, at: Date): Promise<boolean>;
  /** Ids of records still waiting for delivery, oldest first. */
  listPending(filter?: PendingFilter): Promise<string[]>;
  /** Records failed after their retries, or skipped, newest first. */
  listUnsent(status: UnsentStatus, page: { limit: number; after?: FailedPosition }): Promise<FailedPage<T>>;
  /** Failed or skipped → pending for one more round of attempts; false when it is not in `from` (any more). */
  claimForResend(id: string, actor: string, at: Date, from?: UnsentStatus): Promise<boolean>;
  /** Undoes a claim whose message could not be queued. */
  restoreUnsent(id: string, status: UnsentStatus, error: string): Promise<void>;
}

export function createRelayStatusStore<T extends RelayedRecord>(
  db: DynamoDBDocumentClient,
  tableName: string,
  keyName: string,
  /** Fields the record no longer needs once delivered (a mail's body, which may hold a live link). */
  { forgetOnDelivery = [] }: { forgetOnDelivery?: string[] } = {},
): RelayStatusStore<T> {
  /** Sets the status and `fields`, removes the `cleared` fields; only while it is `onlyIf` when given. */
  const setStatus = (id: string, status: RelayStatus, fields: Record<string, unknown>, onlyIf?: RelayStatus, cleared: string[] = []) => {
    const names: Record<string, string> = { "#status": "relay_status", "#key": keyName };
    const values: Record<string, unknown> = { ":status": status, ...(onlyIf && { ":expected": onlyIf }) };
    const assignments = ["#status = :status"];
    for (const [field, value] of Object.entries(fields)) {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      assignments.push(`#${field} = :${field}`);
    }
    for (const field of cleared) names[`#${field}`] = field;
    const removals = cleared.length > 0 ? ` REMOVE ${cleared.map((field) => `#${field}`).join(", ")}` : "";
    return db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { [keyName]: id },
        UpdateExpression: `SET ${assignments.join(", ")}${removals}`,
        ConditionExpression: onlyIf ? "attribute_exists(#key) AND #status = :expected" : "attribute_exists(#key)",
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
  };

  return {
    async get(id) {
      const result = await db.send(new GetCommand({ TableName: tableName, Key: { [keyName]: id } }));
      return result.Item as T | undefined;
    },
    async markDelivered(id, at) {
      // An error from an earlier attempt is no longer true of the record; relay_attempts tells that it took several.
      await setStatus(id, "delivered", { relayed_at: at.toISOString() }, undefined, [
        "relay_error",
        "relay_failed_at",
        ...forgetOnDelivery,
      ]);
    },
    async markSkipped(id, reason) {
      await setStatus(id, "skipped", { relay_error: reason });
    },
    async markAttemptFailed(id, attempt, error, final, at) {
      const fields = { relay_attempts: attempt, relay_error: error, ...(final && { relay_failed_at: at.toISOString() }) };
      try {
        await setStatus(id, final ? "failed" : "pending", fields, "pending");
        return true;
      } catch (failure) {
        if (isConditionFailure(failure)) return false;
        throw failure;
      }
    },
    async listPending({ createdBefore, unattempted = false }: PendingFilter = {}) {
      const pending = await queryAll(db, {
        TableName: tableName,
        IndexName: relayStatusIndex,
        // created_at is the index's sort key, an ISO timestamp: it compares as a string.
        KeyConditionExpression: createdBefore ? "relay_status = :pending AND created_at < :before" : "relay_status = :pending",
        ...(unattempted && { FilterExpression: "attribute_not_exists(relay_attempts)" }),
        ExpressionAttributeValues: { ":pending": "pending", ...(createdBefore && { ":before": createdBefore.toISOString() }) },
        ProjectionExpression: "#key",
        ExpressionAttributeNames: { "#key": keyName },
      });
      return pending.map((item) => String(item[keyName]));
    },
    async listUnsent(status, { limit, after }) {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: relayStatusIndex,
          KeyConditionExpression: "relay_status = :status",
          ExpressionAttributeValues: { ":status": status },
          ScanIndexForward: false,
          Limit: limit,
          ...(after && { ExclusiveStartKey: { [keyName]: after.id, relay_status: status, created_at: after.created_at } }),
        }),
      );
      const records = (page.Items ?? []).map((item) => ({ id: String(item[keyName]), record: item as T }));
      return { records, exhausted: page.LastEvaluatedKey === undefined };
    },
    async claimForResend(id, actor, at, from = "failed") {
      // A skipped record's note ("… is not set") stops being true once it is on its way.
      const cleared = from === "skipped" ? ["relay_error"] : [];
      try {
        await setStatus(id, "pending", { relay_resent_by: actor, relay_resent_at: at.toISOString() }, from, cleared);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async restoreUnsent(id, status, error) {
      await setStatus(id, status, { relay_error: error }, "pending");
    },
  };
}
