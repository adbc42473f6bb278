import { Duration, RemovalPolicy } from "aws-cdk-lib";
import { Config, Queue, Table, type StackContext } from "sst/constructs";
import { relayQueue, secretNames, tables, type TableDefinition, type TableKey } from "@ai-leaders/infra";

/** Tables, the relay queue with its dead-letter queue, and the secrets of design.md §4. */
export function Storage({ stack, app }: StackContext) {
  const isProd = app.stage === "prod";
  const tableConstructs = Object.fromEntries(
    Object.entries(tables).map(([key, definition]) => [key, createTable(stack, key, definition, isProd)]),
  ) as Record<TableKey, Table>;

  // Production's failed deliveries outlive the stack: they wait here for a redrive.
  const deadLetterQueue = new Queue(stack, "RelayDeadLetter", {
    cdk: {
      queue: {
        retentionPeriod: Duration.days(relayQueue.deadLetter.retentionDays),
        enforceSSL: true,
        ...(isProd && { removalPolicy: RemovalPolicy.RETAIN }),
      },
    },
  });
  const relay = new Queue(stack, "Relay", {
    cdk: {
      queue: {
        visibilityTimeout: Duration.seconds(relayQueue.visibilityTimeoutSeconds),
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetterQueue.cdk.queue, maxReceiveCount: relayQueue.maxReceiveCount },
      },
    },
  });

  const secrets = Object.fromEntries(secretNames.map((name) => [name, new Config.Secret(stack, name)])) as Record<
    (typeof secretNames)[number],
    Config.Secret
  >;

  return { tables: tableConstructs, relay, deadLetterQueue, secrets };
}

/** Production's tables are retained when the stack goes, and refuse to be deleted at all. */
function createTable(stack: StackContext["stack"], key: string, definition: TableDefinition, isProd: boolean) {
  return new Table(stack, key, {
    fields: definition.attributes,
    primaryIndex: definition.primaryIndex,
    globalIndexes: definition.globalIndexes,
    timeToLiveAttribute: definition.timeToLiveAttribute,
    cdk: { table: { pointInTimeRecovery: isProd, deletionProtection: isProd } },
  });
}
