// Relay state kept on the stored record itself, so pending work survives a lost queue.
import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { relayStatusIndex } from "@ai-leaders/infra";
import type { RelayStatus } from "./message.ts";

export interface RelayedRecord {
  relay_status: RelayStatus;
  relay_attempts?: number;
  relay_error?: string;
  relayed_at?: string;
}

/** Which pending records to list; unset fields don't narrow the list. */
export interface PendingFilter {
  /** Only records created before this instant. */
  createdBefore?: Date;
  /** Only records no delivery attempt has failed on yet: those are not waiting for a retry. */
  unattempted?: boolean;
}

export interface RelayStatusStore<T extends RelayedRecord> {
  get(id: string): Promise<T | undefined>;
  markDelivered(id: string, at: Date): Promise<void>;
  markSkipped(id: string, reason: string): Promise<void>;
  markAttemptFailed(id: string, attempt: number, error: string, final: boolean): Promise<void>;
  /** Ids of records still waiting for delivery, oldest first. */
  listPending(filter?: PendingFilter): Promise<string[]>;
}

export function createRelayStatusStore<T extends RelayedRecord>(
  db: DynamoDBDocumentClient,
  tableName: string,
  keyName: string,
): RelayStatusStore<T> {
  const setStatus = (id: string, status: RelayStatus, fields: Record<string, unknown>) => {
    const names: Record<string, string> = { "#status": "relay_status" };
    const values: Record<string, unknown> = { ":status": status };
    const assignments = ["#status = :status"];
    for (const [field, value] of Object.entries(fields)) {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      assignments.push(`#${field} = :${field}`);
    }
    return db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { [keyName]: id },
        UpdateExpression: `SET ${assignments.join(", ")}`,
        ConditionExpression: `attribute_exists(#key)`,
        ExpressionAttributeNames: { ...names, "#key": keyName },
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
      await setStatus(id, "delivered", { relayed_at: at.toISOString() });
    },
    async markSkipped(id, reason) {
      await setStatus(id, "skipped", { relay_error: reason });
    },
    async markAttemptFailed(id, attempt, error, final) {
      await setStatus(id, final ? "failed" : "pending", {
        relay_attempts: attempt,
        relay_error: error.slice(0, 500),
      });
    },
    async listPending({ createdBefore, unattempted = false }: PendingFilter = {}) {
      const ids: string[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: relayStatusIndex,
            // created_at is the index's sort key, an ISO timestamp: it compares as a string.
            KeyConditionExpression: createdBefore ? "relay_status = :pending AND created_at < :before" : "relay_status = :pending",
            ...(unattempted && { FilterExpression: "attribute_not_exists(relay_attempts)" }),
            ExpressionAttributeValues: { ":pending": "pending", ...(createdBefore && { ":before": createdBefore.toISOString() }) },
            ProjectionExpression: "#key",
            ExpressionAttributeNames: { "#key": keyName },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) ids.push(String(item[keyName]));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return ids;
    },
  };
}
