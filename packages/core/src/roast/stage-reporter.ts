// Tells a job's waiting page what its writer is doing (report/stages.ts): kept on the job, for a
// page that polls or connects late, and pushed to the pages watching now. In order, one at a time;
// a stage that cannot be told is only logged, never a reason to fail the report.
import type { JobRepository } from "../jobs/repository.ts";
import { pushToSession, type ConnectionRepository, type PostToConnection } from "../realtime/index.ts";
import type { AnalysisStage } from "../realtime/pushed.ts";
import type { ReportStage } from "./report/stages.ts";

export interface StageReporterDeps {
  jobs: Pick<JobRepository, "setStage">;
  connections: ConnectionRepository;
  post: PostToConnection;
  log?: (entry: Record<string, unknown>) => void;
}

export interface StageReporter {
  report(stage: ReportStage): void;
  /** Resolves once every stage reported so far has been told. */
  told(): Promise<void>;
  /** The stage reported last, told or not yet. */
  last(): ReportStage | undefined;
}

export function createStageReporter(sessionId: string, { jobs, connections, post, log }: StageReporterDeps): StageReporter {
  let telling = Promise.resolve();
  let last: ReportStage | undefined;
  return {
    report(stage) {
      last = stage;
      const message: AnalysisStage = { type: "analysis_stage", stage };
      telling = telling
        .then(async () => {
          await jobs.setStage(sessionId, stage);
          // A socket still opening is kept: the result's push must find it.
          await pushToSession(sessionId, message, connections, post, undefined, { forgetGone: false });
        })
        .catch((error: Error) => log?.({ event: "stage_report_failed", sessionId, stage, error: error.message }));
    },
    told: () => telling,
    last: () => last,
  };
}
