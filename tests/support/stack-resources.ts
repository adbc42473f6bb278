// A stack's tables and queues, kept for the next stack of the same test worker. Making a stack's 23
// tables costs DynamoDB Local about half a second of CPU; emptying them after use costs a tenth of
// that. Files in a worker run one after another, so a stack that has stopped hands its resources on.
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { BatchWriteItemCommand, DynamoDBClient, ScanCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import { GetQueueUrlCommand, PurgeQueueCommand, QueueDoesNotExist, SQSClient } from "@aws-sdk/client-sqs";
import { relayQueue, tableNames, tables, type TableNames } from "@ai-leaders/infra";

export function uniquePrefix(): string {
  return `t${randomBytes(4).toString("hex")}_`;
}

/** Prefixes whose stack has stopped, with tables and queues that may still hold its data. */
const handedBack: string[] = [];

/** A resource prefix for a new stack: one a stopped stack left, emptied, or a new one. */
export async function takeResourcePrefix(): Promise<string> {
  const prefix = handedBack.pop();
  if (prefix === undefined) return uniquePrefix();
  await empty(prefix);
  return prefix;
}

/** The stack on `prefix` has stopped: the next stack may take its tables and queues. */
export function handBack(prefix: string): void {
  handedBack.push(prefix);
}

let clients: { dynamo: DynamoDBClient; sqs: SQSClient } | undefined;

function services() {
  const region = "us-east-1";
  clients ??= {
    dynamo: new DynamoDBClient({ endpoint: inject("dynamoEndpoint"), credentials: inject("dynamoCredentials"), region }),
    sqs: new SQSClient({ endpoint: inject("sqsEndpoint"), credentials: { accessKeyId: "local", secretAccessKey: "local" }, region }),
  };
  return clients;
}

async function empty(prefix: string): Promise<void> {
  const names = tableNames(prefix);
  await Promise.all([
    ...(Object.keys(tables) as Array<keyof TableNames>).map((key) => emptyTable(names[key], tables[key].primaryIndex)),
    ...[relayQueue.name, relayQueue.deadLetter.name].map((name) => purgeQueue(`${prefix}${name}`)),
  ]);
}

/** Deletes every item, reading only the keys, 25 at a time (BatchWriteItem's most). */
async function emptyTable(TableName: string, { partitionKey, sortKey }: { partitionKey: string; sortKey?: string }): Promise<void> {
  const { dynamo } = services();
  const keys = sortKey ? [partitionKey, sortKey] : [partitionKey];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName,
        ProjectionExpression: keys.map((_, index) => `#k${index}`).join(", "),
        ExpressionAttributeNames: Object.fromEntries(keys.map((key, index) => [`#k${index}`, key])),
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    for (let start = 0; start < items.length; start += 25) {
      let requests = items.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (requests.length > 0) {
        const { UnprocessedItems } = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [TableName]: requests } }));
        requests = (UnprocessedItems?.[TableName] ?? []) as typeof requests;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

async function purgeQueue(QueueName: string): Promise<void> {
  const { sqs } = services();
  try {
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName }));
    await sqs.send(new PurgeQueueCommand({ QueueUrl }));
  } catch (error) {
    if (!(error instanceof QueueDoesNotExist)) throw error;
  }
}
