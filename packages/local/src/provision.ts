// Creates the tables and queues of infra/ on the local services; safe to run on every start. A data
// folder made by an earlier version gains the indexes added since, has those whose keys or
// projection changed made again, and its stored items get what the new indexes key them by.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type DynamoDBClient,
  type GlobalSecondaryIndexDescription,
  type KeySchemaElement,
  type Projection,
} from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { runMigrations, stageMigrations } from "@ai-leaders/core/migrations";
import { createMigrationLedger } from "@ai-leaders/core/migrations/repository";
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { setTimeout as sleep } from "node:timers/promises";
import { relayQueue, tables, type IndexDefinition, type KeySchema, type TableNames } from "@ai-leaders/infra";

const attributeType = { string: "S", number: "N" } as const;

function keySchema({ partitionKey, sortKey }: KeySchema): KeySchemaElement[] {
  return [{ AttributeName: partitionKey, KeyType: "HASH" }, ...(sortKey ? [{ AttributeName: sortKey, KeyType: "RANGE" as const }] : [])];
}

function projection({ projection }: IndexDefinition): Projection {
  if (projection === undefined) return { ProjectionType: "ALL" };
  if (projection === "keys_only") return { ProjectionType: "KEYS_ONLY" };
  return { ProjectionType: "INCLUDE", NonKeyAttributes: [...projection] };
}

/** Whether an existing index has the keys and projection the definition asks for. */
function matches(existing: GlobalSecondaryIndexDescription, index: IndexDefinition): boolean {
  const wanted = projection(index);
  const sorted = (names: string[] | undefined) => JSON.stringify([...(names ?? [])].sort());
  return (
    JSON.stringify(existing.KeySchema) === JSON.stringify(keySchema(index)) &&
    existing.Projection?.ProjectionType === wanted.ProjectionType &&
    sorted(existing.Projection?.NonKeyAttributes) === sorted(wanted.NonKeyAttributes)
  );
}

export async function createTables(dynamo: DynamoDBClient, names: TableNames): Promise<void> {
  const entries = Object.entries(tables) as Array<[keyof TableNames, TableDefinition]>;
  // The tables are made side by side (a fresh stack in about half a second, not four)...
  await Promise.all(entries.map(([key, table]) => createTable(dynamo, names[key], table)));
  // ...but their indexes change one table at a time, before any TTL is turned on: an index deleted
  // after TTL was turned on stayed DELETING for good in DynamoDB Local (provision.test).
  for (const [key, table] of entries) await updateIndexes(dynamo, names[key], attributesOf(table), indexesOf(table));
  await Promise.all(
    entries.map(([key, table]) => "timeToLiveAttribute" in table && enableTimeToLive(dynamo, names[key], table.timeToLiveAttribute)),
  );
  // The data migrations not yet run on this data folder (core/migrations), as a deploy runs them.
  const db = DynamoDBDocumentClient.from(dynamo);
  const migrations = stageMigrations(db, {
    board: { suggestions: names.suggestions, votes: names.suggestionVotes, comments: names.suggestionComments },
    analysisJobs: names.analysisJobs,
  });
  await runMigrations(migrations, createMigrationLedger(db, names.stageMigrations), { hasTimeForAPage: () => true });
}

type TableDefinition = (typeof tables)[keyof TableNames];

function attributesOf(table: TableDefinition): AttributeDefinition[] {
  return Object.entries(table.attributes).map(([name, type]) => ({ AttributeName: name, AttributeType: attributeType[type] }));
}

function indexesOf(table: TableDefinition): Array<[string, IndexDefinition]> {
  return Object.entries("globalIndexes" in table ? table.globalIndexes : {});
}

/** Makes the table with its indexes unless it exists. */
async function createTable(dynamo: DynamoDBClient, TableName: string, table: TableDefinition): Promise<void> {
  const indexes = indexesOf(table);
  try {
    await dynamo.send(
      new CreateTableCommand({
        TableName,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: attributesOf(table),
        KeySchema: keySchema(table.primaryIndex),
        GlobalSecondaryIndexes: indexes.length
          ? indexes.map(([IndexName, index]) => ({
              IndexName,
              KeySchema: keySchema(index),
              Projection: projection(index),
            }))
          : undefined,
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await waitUntilTableExists({ client: dynamo, maxWaitTime: 30 }, { TableName });
}

/**
 * One index per update, each active (or gone) before the next, as DynamoDB allows: a missing index
 * is made, one whose keys or projection changed is deleted and made again. The items already
 * stored are indexed as it is made.
 */
async function updateIndexes(
  dynamo: DynamoDBClient,
  TableName: string,
  attributes: AttributeDefinition[],
  indexes: Array<[string, IndexDefinition]>,
) {
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName }));
  const present = new Map((Table?.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
  for (const [IndexName, index] of indexes) {
    const existing = present.get(IndexName);
    if (existing && matches(existing, index)) continue;
    if (existing) {
      await dynamo.send(new UpdateTableCommand({ TableName, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName } }] }));
      await untilIndexIs(dynamo, TableName, IndexName, "gone");
    }
    await dynamo.send(
      new UpdateTableCommand({
        TableName,
        AttributeDefinitions: attributes,
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName, KeySchema: keySchema(index), Projection: projection(index) } }],
      }),
    );
    await untilIndexIs(dynamo, TableName, IndexName, "ACTIVE");
  }
}

async function untilIndexIs(dynamo: DynamoDBClient, TableName: string, IndexName: string, wanted: "ACTIVE" | "gone", timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName }));
    const status = Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === IndexName)?.IndexStatus ?? "gone";
    if (status === wanted) return;
    if (Date.now() > deadline) throw new Error(`The index ${IndexName} of ${TableName} is still ${status} after ${timeoutMs / 1000} s.`);
    await sleep(250);
  }
}

async function enableTimeToLive(dynamo: DynamoDBClient, TableName: string, AttributeName: string) {
  const current = await dynamo.send(new DescribeTimeToLiveCommand({ TableName }));
  if (current.TimeToLiveDescription?.TimeToLiveStatus === "ENABLED") return;
  await dynamo.send(new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { Enabled: true, AttributeName } }));
}

export interface RelayQueues {
  queueUrl: string;
  deadLetterQueueUrl: string;
}

/** The relay queue with its dead-letter queue and redrive policy, as in the cloud. */
export async function createRelayQueues(sqs: SQSClient, prefix = ""): Promise<RelayQueues> {
  const dlq = await sqs.send(
    new CreateQueueCommand({
      QueueName: `${prefix}${relayQueue.deadLetter.name}`,
      Attributes: { MessageRetentionPeriod: String(relayQueue.deadLetter.retentionDays * 86_400) },
    }),
  );
  const dlqAttributes = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ["QueueArn"] }));
  const queue = await sqs.send(
    new CreateQueueCommand({
      QueueName: `${prefix}${relayQueue.name}`,
      Attributes: {
        VisibilityTimeout: String(relayQueue.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: dlqAttributes.Attributes!.QueueArn,
          maxReceiveCount: relayQueue.maxReceiveCount,
        }),
      },
    }),
  );
  return { queueUrl: queue.QueueUrl!, deadLetterQueueUrl: dlq.QueueUrl! };
}
