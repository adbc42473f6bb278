// A visitor's form (Contact Us, an access request) sent, and sent again while the edge refuses it for
// now or the network fails; its submission id keeps it stored once however many arrive.
import type { ToastMessage } from "@ai-leaders/core/messages";
import { readApiError } from "./api-client.ts";
import { sendAgainWhileRefused, type SendAgainOptions } from "./send-again.ts";

export type SendOutcome = { ok: true } | { ok: false; message: ToastMessage };

/** `failure` is the form's own toast; a refusal of ours keeps its title with the server's reason under it. */
export async function sendVisitorForm(
  post: () => Promise<Response>,
  failure: ToastMessage,
  sendAgain: SendAgainOptions = {},
): Promise<SendOutcome> {
  try {
    const response = await sendAgainWhileRefused(post, sendAgain);
    if (response.ok) return { ok: true };
    const error = await readApiError(response);
    return { ok: false, message: { ...failure, ...(error ? { description: error.message } : {}) } };
  } catch {
    return { ok: false, message: failure };
  }
}
