import type { WebhookRequest } from "../relay/webhook.ts";
import type { ContactMessage } from "./repository.ts";

/** Spec §7: {email, subject, message, timestamp}. */
export function contactWebhookRequest(message: ContactMessage, webhookUrl: string): WebhookRequest {
  return {
    method: "POST",
    url: webhookUrl,
    body: {
      email: message.email,
      subject: message.subject,
      message: message.message,
      timestamp: message.created_at,
    },
  };
}
