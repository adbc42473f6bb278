import type { AccessGrant } from "@ai-leaders/core/access";
import { accessMessages, newsletterMessages, type ToastMessage } from "@ai-leaders/core/messages";
import { api, readApiError } from "./api-client.ts";

export type AccessOutcome = { ok: true; grant: AccessGrant } | { ok: false; message: ToastMessage };

/** Exchanges the code for an access token; the code itself is never stored. */
export async function requestAccess(code: string, { remember = false } = {}): Promise<AccessOutcome> {
  try {
    const response = await api.api.access.$post({ json: remember ? { code, remember } : { code } });
    if (response.ok) return { ok: true, grant: (await response.json()) as AccessGrant };
    if (response.status === 401) return { ok: false, message: accessMessages.invalidCode };
    const error = await readApiError(response);
    return {
      ok: false,
      message: error ? { title: error.title ?? accessMessages.invalidCode.title, description: error.message } : newsletterMessages.failure,
    };
  } catch {
    return { ok: false, message: newsletterMessages.failure };
  }
}
