// What a waiting page is pushed while a report is written, besides the result itself.
import type { PatchOp } from "./patch.ts";
import type { ReportStage } from "../roast/report/stages.ts";

/**
 * Pushed while a model writes: what changed in the report since this socket's previous patch.
 * Patch 1 sets the whole report so far (path []); each later one is numbered one more, and a
 * page that sees a gap stops applying them. Never a completion.
 */
export interface AnalysisPatch {
  type: "analysis_patch";
  /** A socket watches one session (its token's), so a patch does not name it. */
  seq: number;
  ops: PatchOp[];
}

/** Pushed instead of the result when it would pass the WebSocket message limit: the page fetches it. */
export interface AnalysisReady {
  type: "analysis_ready";
  session_id: string;
}

/** Pushed when the writer starts a stage (reportStages), so the waiting page shows what is happening. */
export interface AnalysisStage {
  type: "analysis_stage";
  stage: ReportStage;
}
