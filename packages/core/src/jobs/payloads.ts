// The exact outbound requests of spec §7, one per workflow.
import type { WebhookRequest } from "../relay/webhook.ts";
import type { AnalysisJob } from "./repository.ts";

export interface CallbackContext {
  /** Where the automation posts its result: `{base}/callback/{session_id}?token=…`. */
  callbackUrl: string;
  /** The site origin (spec §7 `triggered_from`). */
  siteOrigin: string;
}

export function callbackUrl(base: string, sessionId: string, token: string): string {
  const url = new URL(`/callback/${encodeURIComponent(sessionId)}`, base);
  url.searchParams.set("token", token);
  return url.href;
}

function withQuery(webhookUrl: string, query: Record<string, string>): string {
  const url = new URL(webhookUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

export function jobWebhookRequest(job: AnalysisJob, webhookUrl: string, context: CallbackContext): WebhookRequest {
  const { session_id, created_at: timestamp } = job;
  switch (job.kind) {
    case "landing-roast": {
      const { url } = job.input as { url: string };
      return {
        method: "POST",
        url: withQuery(webhookUrl, { session_id }),
        body: { website_url: url, session_id, timestamp, triggered_from: context.siteOrigin, callback_url: context.callbackUrl },
      };
    }
    case "landing-improve": {
      const { url } = job.input as { url: string };
      return {
        method: "GET",
        url: withQuery(webhookUrl, { "Landing Page Url": url, session_id, callback_url: context.callbackUrl }),
      };
    }
    case "founder-profile": {
      const { name, email } = job.input as { name: string; email: string };
      return {
        method: "POST",
        url: webhookUrl,
        body: { name, email, session_id, timestamp, source: "founder-profile", callback_url: context.callbackUrl },
      };
    }
    case "website-roast": {
      const { url } = job.input as { url: string };
      return {
        method: "POST",
        url: webhookUrl,
        body: { url, session_id, timestamp, source: "roast-website", callback_url: context.callbackUrl },
      };
    }
  }
}
