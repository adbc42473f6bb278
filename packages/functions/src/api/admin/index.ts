// The console's API: every call needs an admin (require-admin.ts); one section per resource.
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import type { ApiDeps } from "../deps.ts";
import { requireAdmin, requirePasswordChanged, type AdminEnv } from "./require-admin.ts";
import { audienceRoutes } from "./audience.ts";
import { auditRoutes } from "./audit.ts";
import { boardRoutes } from "./board.ts";
import { adminDeliveryRoutes } from "./deliveries.ts";
import { adminJobRoutes } from "./jobs.ts";
import { adminMailRoutes } from "./mail.ts";
import { createFailedDeliveriesService } from "../../wiring/index.ts";

export function adminRoutes(deps: ApiDeps) {
  const accounts = createAccountService(deps.services.accounts, deps.access.tokenSecret, deps.now, deps.adminEmails);
  return (
    new Hono<AdminEnv>()
      .use(requireAdmin(accounts))
      // The one call a one-time password may make: the console learns it must ask for a new one.
      .get("/session", (c) => c.json({ admin: { email: c.get("admin").email, must_change_password: c.get("mustChangePassword") } }, 200))
      .use(requirePasswordChanged)
      .route("/audience", audienceRoutes(deps))
      .route("/audit", auditRoutes(deps))
      .route("/board", boardRoutes(deps))
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
        }),
      )
      .route("/mail", adminMailRoutes(deps))
  );
}
