// Starting a workflow, and polling for its result (spec §7 get-analysis-result).
import type { JobTicket, JobUpdate } from "@ai-leaders/core/jobs";
import { deviceKeyHeader } from "@ai-leaders/core/roast/store";
import { api, readApiError, type ApiError } from "../../../lib/api-client.ts";
import { deviceKey } from "../../../lib/device-key.ts";

export type WorkflowKind = "landing-roast" | "landing-improve" | "founder-profile" | "website-roast";
export type StartResult = { ok: true; ticket: JobTicket } | { ok: false; status: number; error: ApiError | null };

export async function startWorkflow(kind: WorkflowKind, body: Record<string, string>, userToken?: string): Promise<StartResult> {
  // The device key lets this browser delete the kept result later, even without an account.
  const options = { headers: { [deviceKeyHeader]: deviceKey(), ...(userToken && { authorization: `Bearer ${userToken}` }) } };
  try {
    const workflows = api.api.workflows;
    const response =
      kind === "founder-profile"
        ? await workflows["founder-profile"].$post({ json: body as { name: string; email: string } }, options)
        : await workflows[kind].$post({ json: body as { url: string } }, options);
    if (response.ok) return { ok: true, ticket: (await response.json()) as JobTicket };
    return { ok: false, status: response.status, error: await readApiError(response) };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

export interface PolledResult {
  success: boolean;
  data?: JobUpdate;
}

export async function fetchAnalysisResult(sessionId: string): Promise<PolledResult | null> {
  try {
    const response = await api.api["get-analysis-result"].$get({ query: { session_id: sessionId } });
    if (!response.ok && response.status !== 404) return null;
    return (await response.json()) as PolledResult;
  } catch (error) {
    // Spec §8: polling errors are only logged.
    console.error("Polling for the analysis result failed", error);
    return null;
  }
}

/** The WebSocket endpoint: the cloud's WebSocket API, or the local stack's /ws. */
export function realtimeUrl(watchToken: string): string {
  const configured: string | undefined = import.meta.env.VITE_REALTIME_URL;
  const base =
    configured && !configured.startsWith("{{")
      ? configured
      : `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}/ws`;
  const url = new URL(base);
  url.searchParams.set("token", watchToken);
  return url.href;
}
