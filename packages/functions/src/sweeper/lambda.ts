import { relayQueue } from "@ai-leaders/infra";
import { createDeadLetterQueue } from "@ai-leaders/core/relay";
import { cloudConnections } from "../cloud/connections.ts";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createServices } from "../services/index.ts";
import { createSweeperHandler } from "./handler.ts";

const deadLetterQueueUrl = process.env[relayQueue.deadLetter.envVar];
if (!deadLetterQueueUrl) throw new Error(`Missing environment variable ${relayQueue.deadLetter.envVar}`);
const connections = cloudConnections();

const sweep = createSweeperHandler({
  services: createServices(connections),
  deadLetters: createDeadLetterQueue(connections.sqs, deadLetterQueueUrl),
  now: () => new Date(),
  log: structuredLog,
});

export const handler = withInvocationLog("sweeper", () => sweep());
