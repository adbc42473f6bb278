// The mailed links' calls: confirm a signup with its one-time token, unsubscribe with the signed one.
import { newsletterMessages } from "@ai-leaders/core/messages";
import { api, readApiError } from "../../lib/api-client.ts";

/** `final`: the API refused the link itself (used, expired, not valid), so pressing again changes nothing. */
export type LinkOutcome = { ok: true } | { ok: false; message: string; final: boolean };

async function settle(request: Promise<Response>): Promise<LinkOutcome> {
  try {
    const response = await request;
    if (response.ok) return { ok: true };
    const refused = await readApiError(response);
    return {
      ok: false,
      message: refused?.message ?? newsletterMessages.failure.description,
      final: refused !== null && response.status !== 429,
    };
  } catch {
    return { ok: false, message: newsletterMessages.failure.description, final: false };
  }
}

export const confirmSubscription = (token: string) => settle(api.api.newsletter.confirm.$post({ json: { token } }));

/** The same RFC 8058 form a mail provider's one-click POST sends: one endpoint for both. */
export function unsubscribe(token: string) {
  const url = api.api.newsletter.unsubscribe.$url();
  url.searchParams.set("token", token);
  return settle(
    fetch(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
  );
}
