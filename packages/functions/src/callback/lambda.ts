import { handle, type LambdaContext, type LambdaEvent } from "hono/aws-lambda";
import { originVerifyEnvVar } from "@ai-leaders/infra";
import { onlyThroughTheEdge } from "../http/origin-guard.ts";
import { readSiteConfig, readTokenConfig } from "@ai-leaders/core/config";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { cloudPostToConnection } from "../ws/cloud-management.ts";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { createServices } from "../services/index.ts";
import { createCallbackApp } from "./app.ts";
import { countRoastFinished } from "../analytics/index.ts";

const services = createServices(cloudConnections("callback"));
const post = cloudPostToConnection();

const callbackHandler = withCloudSettings("callback", (settings) =>
  handle(
    createCallbackApp({
      jobs: services.jobs,
      results: services.results,
      resultRetentionDays: readSiteConfig(settings).resultRetentionDays,
      connections: services.connections,
      post,
      tokenSecret: readTokenConfig(settings).tokenSecret,
      now: () => new Date(),
      log: structuredLog,
      completed: countRoastFinished(services, () => new Date()),
    }),
  ),
);

export const handler = withInvocationLog(
  "callback",
  onlyThroughTheEdge(process.env[originVerifyEnvVar], (event: LambdaEvent, context: LambdaContext) => callbackHandler(event, context)),
);
