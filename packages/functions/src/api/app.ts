import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { secureHeaders } from "hono/secure-headers";
import type { ApiDeps } from "./deps.ts";
import { newsletterRoutes } from "./newsletter.ts";
import { accessRoutes } from "./access.ts";
import { contactRoutes } from "./contact.ts";
import { votingRoutes } from "./voting.ts";
import type { authRoutes } from "./auth.ts";
import { workflowRoutes } from "./workflows.ts";
import type { resultRoutes } from "./results.ts";
import { contentRoutes } from "./content.ts";
import type { adminRoutes } from "./admin/index.ts";
import { lazyRoutes } from "./lazy-routes.ts";
import { deviceKeyHeader } from "@ai-leaders/core/results";
import { requireJsonBody, withSafeErrors } from "../http/index.ts";
import { accessTokenHeader } from "../http/require-access.ts";

export const apiBodyLimitBytes = 16 * 1024;

export function createApiApp(deps: ApiDeps) {
  const app = new Hono()
    .basePath("/api")
    .use(secureHeaders())
    .use(cors({ origin: deps.allowedOrigins, allowMethods: ["GET", "POST", "DELETE"], allowHeaders: ["content-type", "authorization", accessTokenHeader, deviceKeyHeader], maxAge: 600 }))
    .use(bodyLimit({ maxSize: apiBodyLimitBytes }))
    .use(requireJsonBody)
    .route("/newsletter", newsletterRoutes(deps))
    .route("/contact", contactRoutes(deps))
    .route("/access", accessRoutes(deps))
    .route("/auth", lazyRoutes<ReturnType<typeof authRoutes>>("/api/auth", async () => (await import("./auth.ts")).authRoutes(deps), deps.log))
    .route("/", votingRoutes(deps))
    .route("/", workflowRoutes(deps))
    .route("/results", lazyRoutes<ReturnType<typeof resultRoutes>>("/api/results", async () => (await import("./results.ts")).resultRoutes(deps), deps.log))
    .route("/content", contentRoutes(deps))
    .route("/admin", lazyRoutes<ReturnType<typeof adminRoutes>>("/api/admin", async () => (await import("./admin/index.ts")).adminRoutes(deps), deps.log));
  return withSafeErrors(app, deps.log);
}

export type ApiApp = ReturnType<typeof createApiApp>;
