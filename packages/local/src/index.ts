export { startLocalStack, managementClient, placeholderCredentials, webDistDir, type LocalStack, type LocalStackOptions } from "./stack.ts";
export { startDynamoDbLocal, type LocalDynamo } from "./dynamodb.ts";
export { StackAlreadyRunningError, lockFileName, type StackLockRecord } from "./lock.ts";
export { startLocalQueueService } from "./queue.ts";
export { createRelayQueues, createTables } from "./provision.ts";
export { localAccessCodes } from "./settings.ts";
export { startMailCatcher, type CaughtMail, type MailCatcher } from "./mail-catcher.ts";
export { createLocalEdge, cloudEdgeLimits, integrationFailure, type LocalEdgeLimits } from "./edge.ts";
export {
  createEdgeRefusals,
  edgeRefusalResponse,
  type EdgeRefusalAnswer,
  type EdgeRefusalRule,
  type EdgeRefusals,
} from "./edge-refusals.ts";
export { runSmoke, type SmokeOptions, type SmokeStep } from "./smoke.ts";
