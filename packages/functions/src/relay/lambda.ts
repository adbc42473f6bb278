import { readAiConfig, readSiteConfig, readTokenConfig, readWebhookConfig } from "@ai-leaders/core/config";
import { cloudConnections, cloudSettings } from "../cloud/environment.ts";
import { cloudPostToConnection } from "../cloud/management.ts";
import { defaultLog } from "../http/index.ts";
import { createRelayTargets, createServices } from "../wiring/index.ts";
import { createRelayHandler } from "./handler.ts";

const settings = cloudSettings("relay");
const connections = cloudConnections();
const services = createServices(connections);

export const handler = createRelayHandler({
  targets: createRelayTargets(services, {
    config: { ...readSiteConfig(settings), ...readWebhookConfig(settings), ...readTokenConfig(settings), ...readAiConfig(settings) },
    post: cloudPostToConnection(),
    now: () => new Date(),
    log: defaultLog,
  }),
  sqs: connections.sqs,
  queueUrl: connections.relayQueueUrl,
});
