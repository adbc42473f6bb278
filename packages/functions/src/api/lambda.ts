import { handle } from "hono/aws-lambda";
import { readSiteConfig } from "@ai-leaders/core/config";
import { cloudConnections, cloudSettings } from "../cloud/environment.ts";
import { createServices } from "../wiring/index.ts";
import { defaultLog } from "../http/index.ts";
import { createApiApp } from "./app.ts";

const site = readSiteConfig(cloudSettings("api"));

export const handler = handle(
  createApiApp({
    services: createServices(cloudConnections()),
    allowedOrigins: [site.publicUrl],
    now: () => new Date(),
    log: defaultLog,
  }),
);
