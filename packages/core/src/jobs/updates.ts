// What callbacks may send, what a waiting page receives, and what polling answers (spec §7).
import { workflowMessages } from "../messages/index.ts";
import type { Report, ReportSource, ReportStage } from "../roast/report/index.ts";
import type { AnalysisJob } from "./job.ts";

export const callbackBodyLimitBytes = 64 * 1024;

export const isPlaceholderResult = (text: string) => text.trim() === workflowMessages.placeholderResult;

/** Landing roasts are stored with the "ROAST:" prefix the landing page's completion rule expects (spec §4). */
export const roastPrefix = "ROAST:";
export function storedContent(job: Pick<AnalysisJob, "kind">, text: string): string {
  return job.kind === "landing-roast" && !text.startsWith(roastPrefix) ? `${roastPrefix} ${text}` : text;
}
export const displayedContent = (text: string) => (text.startsWith(roastPrefix) ? text.slice(roastPrefix.length).trimStart() : text);

/** The message pushed to waiting pages, and the `data` polling returns. */
export interface JobUpdate {
  session_id: string;
  status: AnalysisJob["status"];
  /** The result text, shown with line breaks kept. */
  content?: string;
  /** Spec §7: the page shows data.analysis, else data.roast, else the whole data. */
  analysis?: string;
  roast?: string;
  error?: string;
  /** The structured report, when the result has one. */
  report?: Report;
  /** Who wrote it: a model, the rule-based analyzer or an automation. */
  source?: ReportSource;
  /** The kept result: its permalink is /r/{result_id}. */
  result_id?: string;
  /** While pending: what its writer is doing. */
  stage?: ReportStage;
}

export type { AnalysisPatch, AnalysisReady } from "../realtime/pushed.ts";

/** The result pushed when a job finishes. */
export type AnalysisResultMessage = { type: "analysis_result" } & JobUpdate;

export function jobUpdate(job: AnalysisJob): JobUpdate {
  const update: JobUpdate = { session_id: job.session_id, status: job.status };
  if (job.status === "pending") return job.stage ? { ...update, stage: job.stage } : update;
  if (job.status === "failed") return { ...update, error: job.error };
  if (job.status !== "completed" || !job.content) return update;
  const content = job.content;
  const written = {
    source: job.source ?? { engine: "automation" as const },
    ...(job.report && { report: job.report }),
    ...(job.result_id && { result_id: job.result_id }),
  };
  return job.kind === "landing-roast" || job.kind === "website-roast"
    ? { ...update, content, roast: displayedContent(content), ...written }
    : { ...update, content, analysis: content, ...written };
}
