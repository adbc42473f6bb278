import type { ContactMessageRequest } from "@ai-leaders/core/contact";
import { contactMessages, type ToastMessage } from "@ai-leaders/core/messages";
import { api, readApiError } from "../../../lib/api-client.ts";
import { sendAgainWhileRefused, type SendAgainOptions } from "../../../lib/send-again.ts";

export type ContactOutcome = { ok: true } | { ok: false; message: ToastMessage };

/**
 * Sends the message, and again while the edge refuses for now or the network fails. The message
 * carries its submission id on every send, so the API stores it once however many arrive.
 */
export async function sendContactMessage(message: ContactMessageRequest & { submission_id: string }, sendAgain: SendAgainOptions = {}): Promise<ContactOutcome> {
  try {
    const response = await sendAgainWhileRefused(() => api.api.contact.$post({ json: message }), sendAgain);
    if (response.ok) return { ok: true };
    const error = await readApiError(response);
    return { ok: false, message: { ...contactMessages.failure, ...(error ? { description: error.message } : {}) } };
  } catch {
    return { ok: false, message: contactMessages.failure };
  }
}
