export { startLocalStack, managementClient, webDistDir, type LocalStack, type LocalStackOptions } from "./stack.ts";
export { startDynamoDbLocal } from "./dynamodb.ts";
export { startLocalQueueService } from "./queue.ts";
export { createRelayQueues, createTables } from "./provision.ts";
export { localAccessCodes } from "./settings.ts";
