import { handle } from "hono/aws-lambda";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { readAccessConfig, readSiteConfig } from "@ai-leaders/core/config";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { cloudConnections, cloudSettings } from "../cloud/environment.ts";
import { createServices } from "../wiring/index.ts";
import { defaultLog } from "../http/index.ts";
import { createApiApp } from "./app.ts";

const settings = cloudSettings("api");
const site = readSiteConfig(settings);
const access = readAccessConfig(settings);

export const handler = handle(
  createApiApp({
    services: createServices(cloudConnections()),
    access: { codes: access.accessCodes, tokenSecret: access.tokenSecret },
    allowedOrigins: [site.publicUrl],
    // API Gateway's view of the caller; a client-sent X-Forwarded-For is not trusted.
    clientIp: (c) => (c.env as { event: APIGatewayProxyEventV2 }).event.requestContext.http.sourceIp,
    limits: rateLimits,
    now: () => new Date(),
    log: defaultLog,
  }),
);
