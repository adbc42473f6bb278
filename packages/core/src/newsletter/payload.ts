import type { WebhookRequest } from "../relay/webhook.ts";
import type { NewsletterSignup } from "./repository.ts";

/** Spec §3: {email, timestamp (ISO), source: "newsletter_signup", website (site origin)}. */
export function newsletterWebhookRequest(
  signup: NewsletterSignup,
  webhookUrl: string,
  website: string,
): WebhookRequest {
  return {
    method: "POST",
    url: webhookUrl,
    body: {
      email: signup.email,
      timestamp: signup.created_at,
      source: "newsletter_signup",
      website,
    },
  };
}
