// "Request an access code": stored, then relayed like a contact message. An address that already
// has access (an approved request whose code still works: not revoked, not expired, a use left)
// gets a reminder at once, not a code; one whose code is spent waits for an admin like a new one.
// The visitor hears the same answer either way, so the form tells no one who has access.
import { Hono } from "hono";
import { newAccessRequestSchema } from "@ai-leaders/core/access-requests";
import { closedBecause } from "@ai-leaders/core/access-codes";
import { apiMessages } from "@ai-leaders/core/messages";
import { isBot } from "@ai-leaders/core/honeypot";
import type { ApiDeps } from "./deps.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { accessRequestMailer } from "./access-request-mail.ts";

export function accessRequestRoutes(deps: ApiDeps) {
  const { services, clientIp, now, log, limits } = deps;
  const mail = accessRequestMailer(deps);

  /** A personal code is single-use: "has access" means one of the address's codes can still be entered. */
  async function hasWorkingCode(email: string, at: Date): Promise<boolean> {
    const codeIds = await services.accessRequests.approvedCodeIds(email);
    for (const id of codeIds) {
      const code = await services.accessCodes.get(id);
      if (code && closedBecause(code, at) === null) return true;
    }
    return false;
  }

  return new Hono().post("/", jsonBody(newAccessRequestSchema), async (c) => {
    // Only well-formed requests count towards the limit: a typo is not spam.
    const refused = await refuseWhenOverLimit(c, services.rateLimiter, `access-request:${clientIp(c)}`, limits.accessRequest, now(), {
      description: apiMessages.tooManyRequests,
    });
    if (refused) return refused;
    const body = c.req.valid("json");
    // A bot filled the hidden field: it hears what a person would, and nothing is stored or sent.
    if (isBot(body)) return c.json({ sent: true as const }, 201);
    const answer = (await hasWorkingCode(body.email, now())) ? "reminded" : "waiting";
    const { created, request } = await services.accessRequests.save(body, answer, now());
    // A retry of a request that did arrive: stored, queued and answered already.
    if (!created) return c.json({ sent: true as const }, 200);
    await services.relayPublisher
      .publish({ kind: "access-request", id: request.id })
      .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "access-request", error: error.message }));
    if (answer === "reminded") await mail.reminder(request, now());
    return c.json({ sent: true as const }, 201);
  });
}
