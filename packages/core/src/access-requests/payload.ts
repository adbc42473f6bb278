import type { WebhookRequest } from "../relay/webhook.ts";
import type { AccessRequest } from "./repository.ts";

/** The subject the operator's inbox sorts requests by, as when they came through the Contact form. */
export const accessRequestSubject = "Access code request";

/**
 * Relayed to CONTACT_WEBHOOK_URL in the contact message's shape (spec §7: email, subject, message,
 * timestamp), so an automation built for the Contact form takes it unchanged; the fields ride along.
 */
export function accessRequestWebhookRequest(request: AccessRequest, webhookUrl: string): WebhookRequest {
  return {
    method: "POST",
    url: webhookUrl,
    body: {
      email: request.email,
      subject: accessRequestSubject,
      message: `Name: ${request.name}\nCompany: ${request.company}\nRole: ${request.role}\n\n${request.reason}`,
      timestamp: request.created_at,
      kind: "access_request",
      name: request.name,
      company: request.company,
      role: request.role,
      reason: request.reason,
      status: request.status,
    },
  };
}
