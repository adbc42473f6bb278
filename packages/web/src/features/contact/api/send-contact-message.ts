import type { ContactMessageRequest } from "@ai-leaders/core/contact";
import { contactMessages, type ToastMessage } from "@ai-leaders/core/messages";
import { api, readApiError } from "../../../lib/api-client.ts";

export type ContactOutcome = { ok: true } | { ok: false; message: ToastMessage };

export async function sendContactMessage(message: ContactMessageRequest): Promise<ContactOutcome> {
  try {
    const response = await api.api.contact.$post({ json: message });
    if (response.ok) return { ok: true };
    const error = await readApiError(response);
    return { ok: false, message: { ...contactMessages.failure, ...(error ? { description: error.message } : {}) } };
  } catch {
    return { ok: false, message: contactMessages.failure };
  }
}
