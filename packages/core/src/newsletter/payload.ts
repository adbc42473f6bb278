import type { WebhookRequest } from "../relay/webhook.ts";
import type { NewsletterSignup } from "./repository.ts";

/**
 * Spec §3: {email, timestamp (ISO), source: "newsletter_signup", website (site origin)}, and `tags`
 * when the signup came with a reason (e.g. "suggestion:{id}" from "email me when this ships").
 */
export function newsletterWebhookRequest(signup: NewsletterSignup, webhookUrl: string, website: string): WebhookRequest {
  return {
    method: "POST",
    url: webhookUrl,
    body: {
      email: signup.email,
      timestamp: signup.created_at,
      source: "newsletter_signup",
      website,
      ...(signup.tags?.size && { tags: [...signup.tags].sort() }),
    },
  };
}
