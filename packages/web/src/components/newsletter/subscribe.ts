import { newsletterMessages, type ToastMessage } from "@ai-leaders/core/messages";
import { newsletterSignupSchema } from "@ai-leaders/core/newsletter/schema";
import { api, failureToast, readApiError } from "../../lib/api-client.ts";
import { sendAgainWhileRefused, type SendAgainOptions } from "../../lib/send-again.ts";

export type SubscribeOutcome = { ok: true } | { ok: false; message: ToastMessage; sent: boolean };

/**
 * Validates with the schema the API uses, then subscribes, sending again while the edge refuses
 * for now (the API keeps one signup per address); success only when the API says it is stored.
 * `sent` tells whether anything left the browser.
 */
export async function subscribeToNewsletter(
  email: string,
  trap: { homepage?: string } = {},
  sendAgain: SendAgainOptions = {},
): Promise<SubscribeOutcome> {
  const parsed = newsletterSignupSchema.safeParse({ email, ...trap });
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    const title =
      message === newsletterMessages.emailRequired.description ? newsletterMessages.emailRequired.title : newsletterMessages.failure.title;
    return { ok: false, message: { title, description: message }, sent: false };
  }
  try {
    const response = await sendAgainWhileRefused(() => api.api.newsletter.$post({ json: parsed.data }), sendAgain);
    if (response.ok) return { ok: true };
    return { ok: false, sent: true, message: failureToast(await readApiError(response), newsletterMessages.failure) };
  } catch {
    return { ok: false, sent: true, message: newsletterMessages.failure };
  }
}
