// The console's API: every call needs an admin (require-admin.ts); one section per resource.
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { createFactorService } from "@ai-leaders/core/accounts/factors";
import type { ApiDeps } from "../deps.ts";
import { consoleRequirement, requireAdmin, requirePasswordChanged, requireSecondFactor, type AdminEnv } from "./require-admin.ts";
import { adminAccessCodeRoutes } from "./access-codes.ts";
import { adminAccessRequestRoutes } from "./access-requests.ts";
import { adminAnalyticsRoutes } from "./analytics.ts";
import { audienceRoutes } from "./audience.ts";
import { auditRoutes } from "./audit.ts";
import { boardRoutes } from "./board.ts";
import { adminChangelogRoutes } from "./changelog.ts";
import { adminDeliveryRoutes } from "./deliveries.ts";
import { adminDigestRoutes } from "./digest.ts";
import { adminFeedbackRoutes } from "./feedback.ts";
import { adminJobRoutes } from "./jobs.ts";
import { adminMailRoutes } from "./mail.ts";
import { adminWatchRoutes } from "./watches.ts";
import { adminTeamRoutes } from "./teams.ts";
import { createFailedDeliveriesService } from "../../relay/failed-deliveries.ts";

export function adminRoutes(deps: ApiDeps) {
  const accounts = createAccountService(deps.services.accounts, deps.access.tokenSecret, deps.now, deps.adminEmails);
  const factors = createFactorService(deps.services.factors, deps.access.tokenSecret);
  return (
    new Hono<AdminEnv>()
      .use(requireAdmin(accounts))
      // The one call a one-time password (or a session without a second factor) may make: the
      // console learns what to ask for first.
      .get("/session", async (c) =>
        c.json(
          {
            admin: {
              email: c.get("admin").email,
              must_change_password: c.get("mustChangePassword"),
              requirement: await consoleRequirement(factors, c.get("admin"), c.get("aal")),
            },
          },
          200,
        ),
      )
      .use(requirePasswordChanged)
      .use(requireSecondFactor(factors))
      .route("/access-codes", adminAccessCodeRoutes(deps))
      .route("/access-requests", adminAccessRequestRoutes(deps))
      .route("/analytics", adminAnalyticsRoutes(deps))
      .route("/audience", audienceRoutes(deps))
      .route("/audit", auditRoutes(deps))
      .route("/board", boardRoutes(deps))
      .route("/changelog", adminChangelogRoutes(deps))
      .route(
        "/jobs",
        adminJobRoutes({
          jobs: deps.services.jobs,
          budget: { dailyTokens: deps.aiDailyBudgetTokens ?? 0, usedToday: () => deps.services.modelBudget.usedToday(deps.now()) },
          now: deps.now,
        }),
      )
      .route(
        "/deliveries",
        adminDeliveryRoutes({
          deliveries: createFailedDeliveriesService(deps.services, deps.now),
          audit: (entry) => deps.services.audit.record(entry, deps.now()),
          actor: (c) => (c as Context<AdminEnv>).get("admin").email,
          tokenSecret: deps.access.tokenSecret,
        }),
      )
      .route("/digest", adminDigestRoutes(deps))
      .route("/feedback", adminFeedbackRoutes(deps))
      .route("/mail", adminMailRoutes(deps))
      .route("/watches", adminWatchRoutes(deps))
      .route("/teams", adminTeamRoutes(deps))
  );
}
