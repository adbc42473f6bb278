import { newsletterMessages, type ToastMessage } from "@ai-leaders/core/messages";
import { api, readApiError } from "../../../lib/api-client.ts";

export type SubscribeOutcome = { ok: true } | { ok: false; message: ToastMessage };

/** Subscribes; success only when the API says the signup is stored. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  try {
    const response = await api.api.newsletter.$post({ json: { email } });
    if (response.ok) return { ok: true };
    const error = await readApiError(response);
    return {
      ok: false,
      message: error
        ? { title: error.title ?? newsletterMessages.failure.title, description: error.message }
        : newsletterMessages.failure,
    };
  } catch {
    return { ok: false, message: newsletterMessages.failure };
  }
}
