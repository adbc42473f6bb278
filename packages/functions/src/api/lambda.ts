import { handle, type LambdaContext, type LambdaEvent } from "hono/aws-lambda";
import { originVerifyEnvVar } from "@ai-leaders/infra";
import { cloudClientIp } from "../http/client-ip.ts";
import { onlyThroughTheEdge } from "../http/origin-guard.ts";
import { readApiSettings } from "@ai-leaders/core/config/plain";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { cloudConnections } from "../cloud/connections.ts";
import { withCloudSettings } from "../cloud/environment.ts";
import { createServices } from "../services/index.ts";
import { structuredLog, withInvocationLog, withRequestIdHeader } from "../logging/index.ts";
import { createApiApp } from "./app.ts";

const services = createServices(cloudConnections("api"));

const api = withCloudSettings("api", (settings) => {
  const app = readApiSettings(settings).then((read) =>
    handle(
      createApiApp({
        services,
        access: { codes: read.accessCodes, tokenSecret: read.tokenSecret },
        adminEmails: read.adminEmails,
        aiDailyBudgetTokens: read.dailyBudgetTokens,
        boardVoteThreshold: read.boardVoteThreshold,
        reportWriters: read.reportWriters,
        siteUrl: read.publicUrl,
        allowedOrigins: [read.publicUrl],
        // A client-sent X-Forwarded-For is never trusted; CloudFront's viewer address only with its secret.
        clientIp: cloudClientIp(process.env[originVerifyEnvVar]),
        limits: rateLimits,
        secureCookies: read.publicUrl.startsWith("https:"),
        now: () => new Date(),
        log: structuredLog,
      }),
    ),
  );
  return async (event: LambdaEvent, context: LambdaContext) => (await app)(event, context);
});

export const handler = withInvocationLog(
  "api",
  withRequestIdHeader(
    onlyThroughTheEdge(process.env[originVerifyEnvVar], (event: LambdaEvent, context: LambdaContext) => api(event, context)),
  ),
);
