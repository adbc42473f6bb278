import { Hono } from "hono";
import { newsletterSignupSchema } from "@ai-leaders/core/newsletter";
import { apiMessages, newsletterMessages } from "@ai-leaders/core/messages";
import { isBot } from "@ai-leaders/core/honeypot";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import type { ApiDeps } from "./deps.ts";
import { jsonBody } from "../http/index.ts";

export function newsletterRoutes({ services, clientIp, limits, now, log }: ApiDeps) {
  return new Hono().post(
    "/",
    jsonBody(newsletterSignupSchema, {
      [newsletterMessages.emailRequired.description]: newsletterMessages.emailRequired.title,
    }),
    async (c) => {
      const refused = await refuseWhenOverLimit(c, services.rateLimiter, `newsletter:${clientIp(c)}`, limits.newsletterSignup, now(), {
        description: apiMessages.tooManyRequests,
      });
      if (refused) return refused;
      // A bot filled the hidden field: it hears what a person would, and nothing is stored or sent.
      if (isBot(c.req.valid("json"))) return c.json({ subscribed: true as const }, 201);
      const { email } = c.req.valid("json");
      const { created, signup } = await services.newsletter.subscribe(email, now());
      if (created) {
        // Stored is what counts: a message that cannot be queued now is re-enqueued from the table.
        await services.relayPublisher
          .publish({ kind: "newsletter", id: signup.email })
          .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "newsletter", error: error.message }));
      }
      return c.json({ subscribed: true as const }, created ? 201 : 200);
    },
  );
}
