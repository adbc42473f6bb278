// Kept results (issue 13): one result by its permalink id, deleting it, and the signed-in
// user's list. Every request carries this browser's device key, so the server can tell its maker.
import { deviceKeyHeader, type JobInFlightSummary, type KeptResult, type ResultSummary } from "@ai-leaders/core/roast/store";
import { api, readApiError } from "../../../lib/api-client.ts";
import { deviceKey } from "../../../lib/device-key.ts";

/** A request that failed. `message`: what the answer said, when it said something the visitor can act on. */
export type ResultsFailure = { ok: false; status: number; message?: string };

export type FetchedResult = { ok: true; result: KeptResult } | ResultsFailure;

/** `status` 404: unknown, expired or deleted; 0: the server could not be reached. */
export async function fetchResult(id: string, userToken?: string): Promise<FetchedResult> {
  try {
    const response = await api.api.results[":id"].$get({ param: { id } }, callerHeaders(userToken));
    if (!response.ok) return await failure(response);
    const body = (await response.json()) as { result: KeptResult };
    return { ok: true, result: body.result };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** Fails when the caller may not delete it or the request failed. */
export async function deleteResult(id: string, userToken?: string): Promise<{ ok: true } | ResultsFailure> {
  try {
    const response = await api.api.results[":id"].$delete({ param: { id } }, callerHeaders(userToken));
    return response.ok ? { ok: true } : await failure(response);
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * Newest first, with the account's jobs still running (started on any device); fails when the list
 * could not be loaded (signed out, offline, refused, server error).
 */
export async function listMyResults(
  userToken: string,
): Promise<{ ok: true; results: ResultSummary[]; inFlight: JobInFlightSummary[] } | ResultsFailure> {
  try {
    const response = await api.api.results.$get({}, callerHeaders(userToken));
    if (!response.ok) return await failure(response);
    const body = (await response.json()) as { results: ResultSummary[]; in_flight?: JobInFlightSummary[] };
    return { ok: true, results: body.results, inFlight: body.in_flight ?? [] };
  } catch {
    return { ok: false, status: 0 };
  }
}

async function failure(response: Response): Promise<ResultsFailure> {
  return { ok: false, status: response.status, message: (await readApiError(response))?.message };
}

function callerHeaders(userToken: string | undefined): { headers: Record<string, string> } {
  const headers: Record<string, string> = { [deviceKeyHeader]: deviceKey() };
  if (userToken) headers.authorization = `Bearer ${userToken}`;
  return { headers };
}
