// Kept results (issue 13): one result by its permalink id, deleting it, and the signed-in
// user's list. Every request carries this browser's device key, so the server can tell its maker.
import { deviceKeyHeader, type KeptResult, type ResultSummary } from "@ai-leaders/core/results";
import { api } from "../api-client.ts";
import { deviceKey } from "../device-key.ts";

export type FetchedResult = { ok: true; result: KeptResult } | { ok: false; status: number };

/** `status` 404: unknown, expired or deleted; 0: the server could not be reached. */
export async function fetchResult(id: string, userToken?: string): Promise<FetchedResult> {
  try {
    const response = await api.api.results[":id"].$get({ param: { id } }, callerHeaders(userToken));
    if (!response.ok) return { ok: false, status: response.status };
    const body = (await response.json()) as { result: KeptResult };
    return { ok: true, result: body.result };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** True when the result is gone; false when the caller may not delete it or the request failed. */
export async function deleteResult(id: string, userToken?: string): Promise<boolean> {
  try {
    const response = await api.api.results[":id"].$delete({ param: { id } }, callerHeaders(userToken));
    return response.ok;
  } catch {
    return false;
  }
}

/** Newest first; null when the list could not be loaded (signed out, offline, server error). */
export async function listMyResults(userToken: string): Promise<ResultSummary[] | null> {
  try {
    const response = await api.api.results.$get({}, callerHeaders(userToken));
    if (!response.ok) return null;
    const body = (await response.json()) as { results: ResultSummary[] };
    return body.results;
  } catch {
    return null;
  }
}

function callerHeaders(userToken: string | undefined): { headers: Record<string, string> } {
  const headers: Record<string, string> = { [deviceKeyHeader]: deviceKey() };
  if (userToken) headers.authorization = `Bearer ${userToken}`;
  return { headers };
}
