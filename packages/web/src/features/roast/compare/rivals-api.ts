// Starting the rivals' roasts for a kept page report, and asking after each one.
import type { RivalJobs } from "@ai-leaders/core/jobs/schema";
import type { JobUpdate } from "@ai-leaders/core/jobs/updates";
import { deviceKeyHeader } from "@ai-leaders/core/roast/store";
import { api, readApiError } from "../../../lib/api-client.ts";
import { deviceKey } from "../../../lib/device-key.ts";

/** `status` 401: no valid access code; 0: the server could not be reached. */
export type StartedRivals = { ok: true; jobs: RivalJobs["jobs"] } | { ok: false; status: number; message?: string };

export async function startRivals(resultId: string, urls: string[], userToken?: string): Promise<StartedRivals> {
  // The device key lets this browser delete the rivals' kept results later, as with its own roasts.
  const headers = {
    [deviceKeyHeader]: deviceKey(),
    ...(userToken && { authorization: `Bearer ${userToken}` }),
  };
  try {
    const response = await api.api.results[":id"].rivals.$post({ param: { id: resultId }, json: { urls } }, { headers });
    if (response.ok) return { ok: true, jobs: ((await response.json()) as RivalJobs).jobs };
    return {
      ok: false,
      status: response.status,
      message: (await readApiError(response))?.message,
    };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** The roast's state, or null when the answer could not be read (asked again at the next poll). */
export async function fetchRivalRoast(sessionId: string): Promise<JobUpdate | null> {
  try {
    const response = await api.api["get-analysis-result"].$get({
      query: { session_id: sessionId },
    });
    if (!response.ok) return null;
    return ((await response.json()) as { data?: JobUpdate }).data ?? null;
  } catch {
    return null;
  }
}
