import { useEffect, useState } from "react";
import type { PartialReport } from "@ai-leaders/core/roast/report";
import type { ReportResult } from "../report/index.ts";

/** The first ask after 3 s, then less often, up to every 15 s: a capture in line usually takes seconds, in a burst minutes. */
const askAfterMs = (asked: number) => Math.min(3000 * 1.5 ** asked, 15_000);
/** About an hour of asking: by then the server has given up on the capture and the report says so. */
const mostAsks = 250;

const stillComing = (report: PartialReport) => "pendingCapture" in report && Boolean(report.pendingCapture);

/**
 * A finished page report whose screenshots are still in line: its permalink is asked for again
 * until they have arrived, and the report is shown with them (core/roast/arrived-capture.ts).
 */
export function useArrivingCapture(result: ReportResult, resultId: string | undefined): ReportResult {
  const waitingFor = resultId && "report" in result && stillComing(result.report) ? resultId : undefined;
  const [arrived, setArrived] = useState<{ resultId: string; result: ReportResult } | null>(null);

  useEffect(() => {
    if (!waitingFor) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async (asked: number) => {
      // Loaded when first needed: the API client reads the browser's location, which a prerender has not.
      const { fetchResult } = await import("./results-api.ts");
      const fetched = await fetchResult(waitingFor);
      if (stopped) return;
      const report = fetched.ok ? fetched.result.report : undefined;
      if (fetched.ok && report && !stillComing(report))
        return setArrived({ resultId: waitingFor, result: { report, source: fetched.result.source } });
      if (asked + 1 < mostAsks) timer = setTimeout(() => void ask(asked + 1), askAfterMs(asked + 1));
    };
    timer = setTimeout(() => void ask(0), askAfterMs(0));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [waitingFor]);

  return arrived && arrived.resultId === waitingFor ? arrived.result : result;
}
