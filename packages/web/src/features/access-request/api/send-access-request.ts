import type { NewAccessRequest } from "@ai-leaders/core/access-requests/schema";
import { accessRequestMessages, type ToastMessage } from "@ai-leaders/core/messages";
import { api, readApiError } from "../../../lib/api-client.ts";
import { sendAgainWhileRefused, type SendAgainOptions } from "../../../lib/send-again.ts";

export type AccessRequestOutcome = { ok: true } | { ok: false; message: ToastMessage };

/** Sends the request, and again while the edge refuses for now; its submission id keeps it stored once. */
export async function sendAccessRequest(request: NewAccessRequest & { submission_id: string }, sendAgain: SendAgainOptions = {}): Promise<AccessRequestOutcome> {
  try {
    const response = await sendAgainWhileRefused(() => api.api["access-requests"].$post({ json: request }), sendAgain);
    if (response.ok) return { ok: true };
    const error = await readApiError(response);
    return { ok: false, message: { ...accessRequestMessages.failure, ...(error ? { description: error.message } : {}) } };
  } catch {
    return { ok: false, message: accessRequestMessages.failure };
  }
}
