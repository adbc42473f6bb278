import { Hono } from "hono";
import { contactMessageSchema } from "@ai-leaders/core/contact";
import { apiMessages } from "@ai-leaders/core/messages";
import { isBot } from "@ai-leaders/core/honeypot";
import type { ApiDeps } from "./deps.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";

export function contactRoutes({ services, clientIp, now, log, limits }: ApiDeps) {
  return new Hono().post("/", jsonBody(contactMessageSchema), async (c) => {
    // Only well-formed messages count towards the limit: a typo is not spam.
    const refused = await refuseWhenOverLimit(c, services.rateLimiter, `contact:${clientIp(c)}`, limits.contactMessage, now(), {
      description: apiMessages.tooManyRequests,
    });
    if (refused) return refused;
    const { homepage: _honeypot, ...request } = c.req.valid("json");
    // A bot filled the hidden field: it hears what a person would, and nothing is stored or sent.
    if (isBot(c.req.valid("json"))) return c.json({ sent: true as const }, 201);
    const { created, message } = await services.contact.save(request, now());
    // A retry of a message that did arrive: stored and queued already.
    if (!created) return c.json({ sent: true as const }, 200);
    await services.relayPublisher
      .publish({ kind: "contact", id: message.id })
      .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "contact", error: error.message }));
    return c.json({ sent: true as const }, 201);
  });
}
