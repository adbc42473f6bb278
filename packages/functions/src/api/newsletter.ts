import { Hono } from "hono";
import { newsletterSignupSchema } from "@ai-leaders/core/newsletter";
import { newsletterMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "./deps.ts";
import { jsonBody } from "../http/index.ts";

export function newsletterRoutes({ services, now, log }: ApiDeps) {
  return new Hono().post(
    "/",
    jsonBody(newsletterSignupSchema, {
      [newsletterMessages.emailRequired.description]: newsletterMessages.emailRequired.title,
    }),
    async (c) => {
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
