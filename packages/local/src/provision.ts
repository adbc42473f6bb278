// Creates the tables and queues of infra/ on the local services; safe to run on every start. A data
// folder made by an earlier version gains the indexes added since.
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
  type KeySchemaElement,
} from "@aws-sdk/client-dynamodb";
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { setTimeout as sleep } from "node:timers/promises";
import { relayQueue, tables, type KeySchema, type TableNames } from "@ai-leaders/infra";

const attributeType = { string: "S", number: "N" } as const;

function keySchema({ partitionKey, sortKey }: KeySchema): KeySchemaElement[] {
  return [
    { AttributeName: partitionKey, KeyType: "HASH" },
    ...(sortKey ? [{ AttributeName: sortKey, KeyType: "RANGE" as const }] : []),
  ];
}

export async function createTables(dynamo: DynamoDBClient, names: TableNames): Promise<void> {
  for (const [key, table] of Object.entries(tables) as Array<[keyof TableNames, (typeof tables)[keyof TableNames]]>) {
    const TableName = names[key];
    const attributes: AttributeDefinition[] = Object.entries(table.attributes).map(([name, type]) => ({
      AttributeName: name,
      AttributeType: attributeType[type],
    }));
    const indexes = Object.entries("globalIndexes" in table ? table.globalIndexes : {});
    try {
      await dynamo.send(
        new CreateTableCommand({
          TableName,
          BillingMode: "PAY_PER_REQUEST",
          AttributeDefinitions: attributes,
          KeySchema: keySchema(table.primaryIndex),
          GlobalSecondaryIndexes: indexes.length
            ? indexes.map(([IndexName, index]) => ({
                IndexName,
                KeySchema: keySchema(index),
                Projection: { ProjectionType: "ALL" },
              }))
            : undefined,
        }),
      );
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
    await waitUntilTableExists({ client: dynamo, maxWaitTime: 30 }, { TableName });
    await addMissingIndexes(dynamo, TableName, attributes, indexes);
    if ("timeToLiveAttribute" in table) await enableTimeToLive(dynamo, TableName, table.timeToLiveAttribute);
  }
}

/**
 * One index per update, each active before the next, as DynamoDB allows; the items already stored
 * are indexed as it is made.
 */
async function addMissingIndexes(dynamo: DynamoDBClient, TableName: string, attributes: AttributeDefinition[], indexes: Array<[string, KeySchema]>) {
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const [IndexName, index] of indexes) {
    if (present.has(IndexName)) continue;
    await dynamo.send(
      new UpdateTableCommand({
        TableName,
        AttributeDefinitions: attributes,
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName, KeySchema: keySchema(index), Projection: { ProjectionType: "ALL" } } }],
      }),
    );
    await untilIndexActive(dynamo, TableName, IndexName);
  }
}

async function untilIndexActive(dynamo: DynamoDBClient, TableName: string, IndexName: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName }));
    const status = Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === IndexName)?.IndexStatus;
    if (status === "ACTIVE") return;
    if (Date.now() > deadline) throw new Error(`The index ${IndexName} of ${TableName} is still ${status ?? "missing"} after ${timeoutMs / 1000} s.`);
    await sleep(250);
  }
}

async function enableTimeToLive(dynamo: DynamoDBClient, TableName: string, AttributeName: string) {
  const current = await dynamo.send(new DescribeTimeToLiveCommand({ TableName }));
  if (current.TimeToLiveDescription?.TimeToLiveStatus === "ENABLED") return;
  await dynamo.send(
    new UpdateTimeToLiveCommand({ TableName, TimeToLiveSpecification: { Enabled: true, AttributeName } }),
  );
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
  const dlqAttributes = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ["QueueArn"] }),
  );
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
