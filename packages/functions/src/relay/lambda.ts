import { readAiConfig, readSiteConfig, readTokenConfig, readWebhookConfig } from "@ai-leaders/core/config";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { cloudPostToConnection } from "../cloud/management.ts";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createRelayTargets, createServices } from "../wiring/index.ts";
import { createRelayHandler } from "./handler.ts";

const connections = cloudConnections();
const services = createServices(connections);
const post = cloudPostToConnection();

const relayHandler = withCloudSettings("relay", (settings) =>
  createRelayHandler({
    targets: createRelayTargets(services, {
      config: { ...readSiteConfig(settings), ...readWebhookConfig(settings), ...readTokenConfig(settings), ...readAiConfig(settings) },
      post,
      now: () => new Date(),
      log: structuredLog,
    }),
    sqs: connections.sqs,
    queueUrl: connections.relayQueueUrl,
    log: structuredLog,
  }),
);

export const handler = withInvocationLog("relay", relayHandler);
