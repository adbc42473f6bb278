import { readSiteConfig, readWebhookConfig } from "@ai-leaders/core/config";
import { cloudConnections, cloudSettings } from "../cloud/environment.ts";
import { createRelayTargets, createServices } from "../wiring/index.ts";
import { createRelayHandler } from "./handler.ts";

const settings = cloudSettings("relay");
const connections = cloudConnections();
const services = createServices(connections);

export const handler = createRelayHandler({
  targets: createRelayTargets(services, { ...readSiteConfig(settings), ...readWebhookConfig(settings) }),
  sqs: connections.sqs,
  queueUrl: connections.relayQueueUrl,
});
