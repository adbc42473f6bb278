// The console's failed deliveries (issue 18): the records whose delivery failed after its retries,
// and "Send again" for one or all. Mounted under /api/admin, behind the admin check.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { AuditRecord } from "@ai-leaders/core/audit";
import type { FailedDeliveries, RelayKind } from "@ai-leaders/core/relay";
import { addressHash } from "@ai-leaders/core/erasure";
import { failedPageQuerySchema, sendAgainSchema } from "@ai-leaders/core/relay/schema";
import { operationsMessages } from "@ai-leaders/core/messages";
import { errorResponse, jsonBody } from "../../http/index.ts";


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
  return new Hono()
    .get(
      "/",
      zValidator("query", failedPageQuerySchema, (result, c) => (result.success ? undefined : errorResponse(c, 400, operationsMessages.invalidCursor))),
      async (c) => {
        const page = await deliveries.list(c.req.valid("query").cursor);
        if (!page) return errorResponse(c, 400, operationsMessages.invalidCursor);
        return c.json(page, 200);
      },
    )
    .post("/send-again", jsonBody(sendAgainSchema), async (c) => {
      const { kind, id } = c.req.valid("json");
      const outcome = await deliveries.sendAgain(kind, id, actor(c));
      if (outcome === "not-found") return errorResponse(c, 404, operationsMessages.deliveryNotFound);
      // Every click on a record is logged, refused or not: what the operator asked and what came of it.
      await audit({ actor: actor(c), action: "delivery.send_again", target: auditTarget(kind, id), details: { outcome } });
      if (outcome === "already-delivered") return errorResponse(c, 409, operationsMessages.deliveryAlreadyDelivered);
      if (outcome === "not-failed") return errorResponse(c, 409, operationsMessages.deliveryNotFailed);
      return c.json({ outcome }, 200);
    })
    .post("/send-all-again", async (c) => {
      const done = await deliveries.sendAllAgain(actor(c));
      await audit({ actor: actor(c), action: "delivery.send_all_again", target: "deliveries", details: done });
      return c.json(done, 200);
    });
}
