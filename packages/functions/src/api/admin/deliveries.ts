// The console's deliveries (issue 18, issue 30): the records whose delivery failed after its
// retries, with "Send again" for one or all; and the records stored while their webhook was not
// set, with "Send now" for one or all once it is. Mounted under /api/admin, behind the admin check.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { AuditRecord } from "@ai-leaders/core/audit";
import type { FailedDeliveries, FailedDeliveryPage, RelayKind, SendAgainOutcome } from "@ai-leaders/core/relay";
import { addressHash } from "@ai-leaders/core/erasure";
import { failedPageQuerySchema, sendAgainSchema } from "@ai-leaders/core/relay/schema";
import { operationsMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "../../http/index.ts";
import { jsonBody } from "../../http/json-body.ts";

export interface AdminDeliveryDeps {
  deliveries: FailedDeliveries;
  audit: (entry: AuditRecord) => Promise<unknown>;
  /** Who is calling (the admin's email), established by the router that mounts this one. */
  actor: (c: Context) => string;
  /** Keys the hash that names a signup in the log: its id is the subscriber's address. */
  tokenSecret: string;
}

export function adminDeliveryRoutes({ deliveries, audit, actor, tokenSecret }: AdminDeliveryDeps) {
  const auditTarget = (kind: RelayKind, id: string) => `${kind}:${kind === "newsletter" ? addressHash(id, tokenSecret) : id}`;
  const pageQuery = zValidator("query", failedPageQuerySchema, (result, c) =>
    result.success ? undefined : errorResponse(c, 400, operationsMessages.invalidCursor),
  );
  const answerPage = (c: Context, page: FailedDeliveryPage | null) =>
    page ? c.json(page, 200) : errorResponse(c, 400, operationsMessages.invalidCursor);

  return new Hono()
    .get("/", pageQuery, async (c) => answerPage(c, await deliveries.list(c.req.valid("query").cursor)))
    .get("/waiting", pageQuery, async (c) => answerPage(c, await deliveries.listWaiting(c.req.valid("query").cursor)))
    .post("/send-again", jsonBody(sendAgainSchema), async (c) => {
      const { kind, id } = c.req.valid("json");
      const outcome = await deliveries.sendAgain(kind, id, actor(c));
      if (outcome === "not-found") return errorResponse(c, 404, operationsMessages.deliveryNotFound);
      // Every click on a record is logged, refused or not: what the operator asked and what came of it.
      await audit({ actor: actor(c), action: "delivery.send_again", target: auditTarget(kind, id), details: { outcome } });
      return answerSend(c, outcome);
    })
    .post("/send-all-again", async (c) => {
      const done = await deliveries.sendAllAgain(actor(c));
      await audit({ actor: actor(c), action: "delivery.send_all_again", target: "deliveries", details: done });
      return c.json(done, 200);
    })
    .post("/send-now", jsonBody(sendAgainSchema), async (c) => {
      const { kind, id } = c.req.valid("json");
      const outcome = await deliveries.sendNow(kind, id, actor(c));
      if (outcome === "not-found") return errorResponse(c, 404, operationsMessages.deliveryNotFound);
      await audit({ actor: actor(c), action: "delivery.send_now", target: auditTarget(kind, id), details: { outcome } });
      return answerSend(c, outcome);
    })
    .post("/send-all-now", async (c) => {
      const done = await deliveries.sendAllNow(actor(c));
      await audit({ actor: actor(c), action: "delivery.send_all_now", target: "deliveries", details: done });
      return c.json(done, 200);
    });
}

/** A click's outcome, once logged: queued, or why not (409). */
function answerSend(c: Context, outcome: Exclude<SendAgainOutcome, "not-found">) {
  if (outcome === "already-delivered") return errorResponse(c, 409, operationsMessages.deliveryAlreadyDelivered);
  if (outcome === "not-failed") return errorResponse(c, 409, operationsMessages.deliveryNotFailed);
  if (outcome === "not-waiting") return errorResponse(c, 409, operationsMessages.deliveryNotWaiting);
  return c.json({ outcome }, 200);
}
