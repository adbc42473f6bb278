// Starts DynamoDB Local and fauxqs once per run; each test file builds its own stack on them.
import type { TestProject } from "vitest/node";
import type { LocalCredentials } from "@ai-leaders/core/db";
import { startDynamoDbLocal, startLocalQueueService } from "@ai-leaders/local";

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    /** DynamoDB Local answers only this key: any other sees an empty database. */
    dynamoCredentials: LocalCredentials;
    sqsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const dynamo = await startDynamoDbLocal();
  const queue = await startLocalQueueService();
  project.provide("dynamoEndpoint", dynamo.endpoint);
  project.provide("dynamoCredentials", dynamo.credentials);
  project.provide("sqsEndpoint", queue.endpoint);
  return async () => {
    await queue.stop();
    await dynamo.stop();
  };
}
