import { readAiConfig, readCaptureConfig, readSiteConfig, readTokenConfig, readWebhookConfig } from "@ai-leaders/core/config";
import { createWebhookSender } from "@ai-leaders/core/relay";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { cloudPageCapturer } from "../cloud/page-capture.ts";
import { cloudPostToConnection } from "../ws/cloud-management.ts";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createServices } from "../services/index.ts";
import { createRelayTargets } from "./targets.ts";
import { configuredSendMail } from "../mail/sender.ts";
import { createRelayHandler } from "./handler.ts";
import { reportWebhookSettings } from "./webhook-report.ts";

const connections = cloudConnections("relay");
const services = createServices(connections);
const post = cloudPostToConnection();

const relayHandler = withCloudSettings("relay", (settings) => {
  const config = { ...readSiteConfig(settings), ...readWebhookConfig(settings), ...readTokenConfig(settings), ...readAiConfig(settings) };
  reportWebhookSettings(config.webhooks, structuredLog);
  return createRelayHandler({
    targets: createRelayTargets(services, {
      config,
      post,
      sendMail: configuredSendMail(settings),
      now: () => new Date(),
      log: structuredLog,
      capture: cloudPageCapturer(readCaptureConfig(settings)),
    }),
    send: createWebhookSender({ ...config.webhookContract, publicUrl: config.publicUrl }),
    sqs: connections.sqs,
    queueUrl: connections.relayQueueUrl,
    log: structuredLog,
  });
});

export const handler = withInvocationLog("relay", relayHandler);
