import { handle, type LambdaContext, type LambdaEvent } from "hono/aws-lambda";
import { originVerifyEnvVar } from "@ai-leaders/infra";
import { cloudClientIp } from "../http/client-ip.ts";
import { onlyThroughTheEdge } from "../http/origin-guard.ts";
import {
  readAccessConfig,
  readAdminConfig,
  readAiBudgetConfig,
  readBoardConfig,
  readReportWriters,
  readSiteConfig,
} from "@ai-leaders/core/config";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { createServices } from "../services/index.ts";
import { structuredLog, withInvocationLog, withRequestIdHeader } from "../logging/index.ts";
import { createApiApp } from "./app.ts";

const services = createServices(cloudConnections("api"));

const api = withCloudSettings("api", (settings) => {
  const site = readSiteConfig(settings);
  const access = readAccessConfig(settings);
  return handle(
    createApiApp({
      services,
      access: { codes: access.accessCodes, tokenSecret: access.tokenSecret },
      adminEmails: readAdminConfig(settings).adminEmails,
      aiDailyBudgetTokens: readAiBudgetConfig(settings).dailyBudgetTokens,
      boardVoteThreshold: readBoardConfig(settings).boardVoteThreshold,
      reportWriters: readReportWriters(settings),
      siteUrl: site.publicUrl,
      allowedOrigins: [site.publicUrl],
      // A client-sent X-Forwarded-For is never trusted; CloudFront's viewer address only with its secret.
      clientIp: cloudClientIp(process.env[originVerifyEnvVar]),
      limits: rateLimits,
      secureCookies: site.publicUrl.startsWith("https:"),
      now: () => new Date(),
      log: structuredLog,
    }),
  );
});

export const handler = withInvocationLog(
  "api",
  withRequestIdHeader(
    onlyThroughTheEdge(process.env[originVerifyEnvVar], (event: LambdaEvent, context: LambdaContext) => api(event, context)),
  ),
);
