// Creates the tables and queues of infra/ on the local services; safe to run on every start.
import {
  CreateTableCommand,
  DescribeTimeToLiveCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type AttributeDefinition,
  type DynamoDBClient,
  type KeySchemaElement,
} from "@aws-sdk/client-dynamodb";
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from "@aws-sdk/client-sqs";
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
    if ("timeToLiveAttribute" in table) await enableTimeToLive(dynamo, TableName, table.timeToLiveAttribute);
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
