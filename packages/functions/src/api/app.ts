import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { ApiDeps } from "./deps.ts";
import type { newsletterRoutes } from "./newsletter.ts";
import type { accessRoutes } from "./access.ts";
import type { contactRoutes } from "./contact.ts";
import type { accessRequestRoutes } from "./access-requests.ts";
import type { votingRoutes } from "./voting.ts";
import type { authRoutes } from "./auth.ts";
import type { workflowRoutes } from "./workflows.ts";
import type { resultRoutes } from "./results.ts";
import type { shareRoutes } from "./share.ts";
import type { watchRoutes } from "./watches.ts";
import type { teamRoutes } from "./teams.ts";
import type { accountBoardRoutes } from "./account-board.ts";
import type { changelogRoutes } from "./changelog.ts";
import type { feedbackRoutes } from "./feedback.ts";
import type { eventRoutes } from "./events.ts";
import { contentRoutes } from "./content.ts";
import type { adminRoutes } from "./admin/index.ts";
import { lazyRoutes, type LazyGroup } from "./lazy-routes.ts";
import { requireJsonBody, sameOriginOnly, withSafeErrors } from "../http/index.ts";
import { rateLimitSubject } from "@ai-leaders/core/rate-limit";
import { limitReads } from "./read-limits.ts";

export const apiBodyLimitBytes = 16 * 1024;

export function createApiApp(given: ApiDeps) {
  // Every per-address key counts the rate-limit subject: an IPv6 caller by its /64.
  const deps: ApiDeps = { ...given, clientIp: (c) => rateLimitSubject(given.clientIp(c)) };
  /** A group of routes made from `deps` when its first request comes. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's own bound for any app
  const lazy = <Make extends (deps: ApiDeps) => Hono<any, any, any>>(group: LazyGroup, load: () => Promise<Make>) =>
    lazyRoutes<ReturnType<Make>>(group, async () => (await load())(deps) as ReturnType<Make>, deps.log);

  // The app is made on every cold start, often to answer one request: the default router compiles
  // every route into one expression on its first match (~4 ms), the trie router matches at once.
  const app = new Hono({ router: new TrieRouter() })
    .basePath("/api")
    .use(secureHeaders())
    // CloudFront compresses only what it caches, and nothing of the API is cached: JSON and the
    // share pages are compressed here (gzip, over 1 KB), in the cloud and locally alike.
    .use(compress())
    .use(sameOriginOnly(deps.allowedOrigins))
    .use(bodyLimit({ maxSize: apiBodyLimitBytes }))
    .use(requireJsonBody)
    .use(limitReads(deps))
    // A Level 3 page's first call, and so most cold starts: loaded with the function.
    // The caller's address as the per-address limits see it: the smoke check after a deploy reads it.
    .get("/viewer-address", (c) => c.json({ address: deps.clientIp(c) }))
    // Who writes each workflow's report: the pages promise AI only when an AI writes it.
    .get("/report-writers", (c) => c.json(deps.reportWriters, 200, { "cache-control": "public, max-age=300" }))
    .route("/content", contentRoutes(deps))
    // Every other group loads with its first request, so a cold start parses only what it answers.
    .route(
      "/newsletter",
      lazy<typeof newsletterRoutes>({ mountPath: "/api/newsletter" }, async () => (await import("./newsletter.ts")).newsletterRoutes),
    )
    .route(
      "/contact",
      lazy<typeof contactRoutes>({ mountPath: "/api/contact" }, async () => (await import("./contact.ts")).contactRoutes),
    )
    .route(
      "/access-requests",
      lazy<typeof accessRequestRoutes>(
        { mountPath: "/api/access-requests" },
        async () => (await import("./access-requests.ts")).accessRequestRoutes,
      ),
    )
    .route(
      "/access",
      lazy<typeof accessRoutes>({ mountPath: "/api/access" }, async () => (await import("./access.ts")).accessRoutes),
    )
    .route(
      "/auth",
      lazy<typeof authRoutes>({ mountPath: "/api/auth" }, async () => (await import("./auth.ts")).authRoutes),
    )
    // The Vote tab and the workflows sit at the API's root (spec §6, §7): each claims its own paths.
    .route(
      "/",
      lazy<typeof votingRoutes>(
        { mountPath: "/api", paths: ["/suggestions", "/suggestions/*", "/predefined/*"] },
        async () => (await import("./voting.ts")).votingRoutes,
      ),
    )
    .route(
      "/",
      lazy<typeof workflowRoutes>(
        { mountPath: "/api", paths: ["/workflows/*", "/get-analysis-result"] },
        async () => (await import("./workflows.ts")).workflowRoutes,
      ),
    )
    .route(
      "/results",
      lazy<typeof resultRoutes>({ mountPath: "/api/results" }, async () => (await import("./results.ts")).resultRoutes),
    )
    .route(
      "/watches",
      lazy<typeof watchRoutes>({ mountPath: "/api/watches" }, async () => (await import("./watches.ts")).watchRoutes),
    )
    // Teams and their invitations' links (issue 48): one group, at the API's root.
    .route(
      "/",
      lazy<typeof teamRoutes>(
        { mountPath: "/api", paths: ["/teams", "/teams/*", "/team-invitations/*"] },
        async () => (await import("./teams.ts")).teamRoutes,
      ),
    )
    .route(
      "/account/board",
      lazy<typeof accountBoardRoutes>(
        { mountPath: "/api/account/board" },
        async () => (await import("./account-board.ts")).accountBoardRoutes,
      ),
    )
    .route(
      "/changelog",
      lazy<typeof changelogRoutes>({ mountPath: "/api/changelog" }, async () => (await import("./changelog.ts")).changelogRoutes),
    )
    .route(
      "/events",
      lazy<typeof eventRoutes>({ mountPath: "/api/events" }, async () => (await import("./events.ts")).eventRoutes),
    )
    .route(
      "/feedback",
      lazy<typeof feedbackRoutes>({ mountPath: "/api/feedback" }, async () => (await import("./feedback.ts")).feedbackRoutes),
    )
    .route(
      "/share",
      lazy<typeof shareRoutes>({ mountPath: "/api/share" }, async () => (await import("./share.ts")).shareRoutes),
    )
    .route(
      "/admin",
      lazy<typeof adminRoutes>({ mountPath: "/api/admin" }, async () => (await import("./admin/index.ts")).adminRoutes),
    );
  return withSafeErrors(app, deps.log);
}

export type ApiApp = ReturnType<typeof createApiApp>;
