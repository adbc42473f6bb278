// How long a job spent in each stage of its writer (report/stages.ts), kept on the completed job
// so the console and the bench can see where the server's own time goes beyond the model's.
import type { ReportStage } from "./report/stages.ts";
import type { StageTimings } from "../jobs/job.ts";

export type { StageTimings } from "../jobs/job.ts";

export interface StageClock {
  /** A stage starts now, ending the one before. */
  mark(stage: ReportStage): void;
  /** Ends the last stage; the timings so far, whole milliseconds. */
  stop(): StageTimings;
  /** Once the result is pushed: the time since stop() (the job's completion) and the new total. */
  completed(): Pick<StageTimings, "completing" | "total">;
}

export function startStageClock(
  createdAt: string,
  now: () => number = () => performance.now(),
  wallNow: () => number = Date.now,
): StageClock {
  const started = now();
  const timings: StageTimings = { queued: Math.max(0, wallNow() - Date.parse(createdAt)) };
  let current: { stage: ReportStage; at: number } | undefined;
  let stoppedAt: number | undefined;
  const end = (at: number) => {
    if (current) timings[current.stage] = (timings[current.stage] ?? 0) + (at - current.at);
  };
  return {
    mark(stage) {
      const at = now();
      end(at);
      current = { stage, at };
    },
    stop() {
      const at = now();
      end(at);
      current = undefined;
      stoppedAt = at;
      timings.total = at - started;
      return Object.fromEntries(Object.entries(timings).map(([name, ms]) => [name, Math.round(ms!)])) as StageTimings;
    },
    completed() {
      const at = now();
      return { completing: Math.round(at - (stoppedAt ?? at)), total: Math.round(at - started) };
    },
  };
}
