// Turns a failed answer into what every form and hook shows: ours, the edge's, or none.
import { edgeMessages, type ToastMessage } from "@ai-leaders/core/messages";

export interface ApiError {
  title?: string;
  message: string;
}

/**
 * What every form and hook shows for a failed answer: the error a 4xx of ours carries; for the
 * edge's own refusals (API Gateway's throttle, WAF) one clear sentence; null for anything else
 * (5xx, other pages), where the caller shows its own failure message.
 */
export async function readApiError(response: Response): Promise<ApiError | null> {
  if (response.status < 400 || response.status >= 500) return null;
  return (
    (await ourError(response)) ??
    ((await isRefusedForNow(response)) ? { title: edgeMessages.title, message: edgeMessages.tooManyRequests } : null)
  );
}

/** A page's failure toast, worded by the failed answer when it said something (see readApiError). */
export function failureToast(error: ApiError | null, failure: ToastMessage): ToastMessage {
  return error ? { title: error.title ?? failure.title, description: error.message } : failure;
}

/**
 * "Not now": any 429 (API Gateway's throttle answers `{"message":"Too Many Requests"}`, WAF's rate
 * rule its custom body, our own limits our JSON error), and a 403 that is not ours (WAF's block
 * page). Worth sending again a little later.
 */
export async function isRefusedForNow(response: Response): Promise<boolean> {
  if (response.status === 429) return true;
  return response.status === 403 && (await ourError(response)) === null;
}

/** The `{ error: { message } }` body our API answers with, or null; the response stays readable. */
async function ourError(response: Response): Promise<ApiError | null> {
  try {
    const body = (await response.clone().json()) as { error?: ApiError };
    return typeof body.error?.message === "string" && body.error.message ? body.error : null;
  } catch {
    return null;
  }
}

/** A call's answer as a hook uses it: the value read from a success, or the status and our message. */
export type Settled<T> = { ok: true; value: T } | { ok: false; status: number; message?: string };

/** Sends the request and reads its answer; a network failure is status 0. */
export async function settle<T>(request: Promise<Response>, read: (response: Response) => Promise<T>): Promise<Settled<T>> {
  try {
    const response = await request;
    if (response.ok) return { ok: true, value: await read(response) };
    return { ok: false, status: response.status, message: (await readApiError(response))?.message };
  } catch {
    return { ok: false, status: 0 };
  }
}
