// Counting where things happen (core/analytics): best effort, never a reason for a request to fail
// or wait long, and nothing at all for a visitor whose browser sends Do Not Track or GPC.
import type { Context } from "hono";
import { optedOut, type AnalyticsEvent } from "@ai-leaders/core/analytics";
import type { AnalysisJob } from "@ai-leaders/core/jobs";
import type { Services } from "../services/index.ts";
import type { Log } from "../http/index.ts";

/** The workflows counted as roasts ("roasts run and finished"). */
const roastKinds: ReadonlyArray<AnalysisJob["kind"]> = ["landing-roast", "website-roast"];
export const isRoast = (kind: AnalysisJob["kind"]) => roastKinds.includes(kind);

export interface EventCounterDeps {
  services: Pick<Services, "analytics">;
  /** The caller's address as the API sees it: hashed with the day's salt, never stored. */
  clientIp: (c: Context) => string;
  siteUrl: string;
  now: () => Date;
  log: Log;
}

export function createEventCounter({ services, clientIp, siteUrl, now, log }: EventCounterDeps) {
  const siteHost = new URL(siteUrl).host;
  const counted = (c: Context) => !optedOut((name) => c.req.header(name));

  /** Counts the request's events for its visitor; false when the visitor opted out. Never throws. */
  async function count(c: Context, events: readonly AnalyticsEvent[]): Promise<boolean> {
    if (!counted(c)) return false;
    const visitor = { address: clientIp(c), userAgent: c.req.header("user-agent") ?? "" };
    await services.analytics
      .record({ visitor, siteHost }, events, now())
      .catch((error: Error) => log({ event: "analytics_count_failed", error: error.message }));
    return true;
  }

  /** A roast started: counted, and marked so its finish is counted once (unless the visitor opted out). Never throws. */
  async function roastStarted(c: Context, sessionId: string): Promise<void> {
    if (!counted(c)) return;
    await Promise.all([
      count(c, [{ name: "roast_run" }]),
      services.analytics
        .rememberRoast(sessionId, now())
        .catch((error: Error) => log({ event: "analytics_count_failed", error: error.message })),
    ]);
  }

  return { count, roastStarted, counted };
}

/** completeJob's hook: a roast whose start was counted is counted as finished, once. */
export function countRoastFinished(services: Pick<Services, "analytics">, now: () => Date) {
  return async (job: AnalysisJob): Promise<void> => {
    if (!isRoast(job.kind) || !(await services.analytics.takeRoast(job.session_id))) return;
    await services.analytics.record({ visitor: null, siteHost: "" }, [{ name: "roast_finished" }], now());
  };
}

export type EventCounter = ReturnType<typeof createEventCounter>;
