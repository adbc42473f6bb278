// One analysis job as the jobs table keeps it: what was asked, by whom, and what came of it.
import type { RelayedRecord } from "../relay/status-store.ts";
import type { Report, ReportSource, ReportStage } from "../roast/report/index.ts";
import type { AnalysisKind } from "./kinds.ts";

/** Milliseconds: waiting in the queue, each stage passed, completing the job, and the whole run after the queue. */
export type StageTimings = Partial<Record<ReportStage | "queued" | "completing" | "total", number>>;

export interface AnalysisJob extends RelayedRecord {
  session_id: string;
  kind: AnalysisKind;
  input: { url: string } | { name: string; email: string; company_url?: string };
  status: "pending" | "completed" | "failed";
  /** While pending: what its writer is doing (a page that polls, or connects late, reads it here). */
  stage?: ReportStage;
  content?: string;
  /** Why it failed, as the visitor is told. */
  error?: string;
  /** What the operator is told beyond that (the automation's own words, what a callback lacked, why a model's answer was not used). */
  error_detail?: string;
  scores?: Record<string, number>;
  /** The structured report, when the result has one (a model's or the rule-based analyzer's). */
  report?: Report;
  /** Who wrote the result, and why it is not what was asked for, if it isn't. */
  source?: ReportSource;
  /** Model calls only: tokens and time spent, for the operator. */
  model_usage?: {
    input_tokens: number;
    output_tokens: number;
    model_ms: number;
    attempts: number;
    /** Which configured model was called (AI_PROVIDER, AI_MODEL), even when its answer was not used. */
    provider?: "openai" | "bedrock";
    model?: string;
  };
  /**
   * Built-in path only: milliseconds in the queue, in each stage of the writer, and completing it
   * (the result's writes and push, added once it is pushed); total from the relay's pick-up (roast/stage-timings.ts).
   */
  timings_ms?: StageTimings;
  /** What a model call for this job counts against (quota.ts). */
  quota_keys?: string[];
  /** The device that asked, as a hash of its key: it may delete the kept result. */
  device_key_hash?: string;
  /** "Roast again": the earlier result of the same URL, to report progress against. */
  previous_result_id?: string;
  /** A rival's roast for "Compare with competitors": the built-in analyzer's, never an automation's, so it shares the leader's rubric. */
  built_in_only?: true;
  /** A watched page's weekly check (core/watches): its completion is recorded on the watch of `user_id`. */
  watch_id?: string;
  /**
   * The smoke check's roast (core/smoke), every five minutes: built in and without the model, so it
   * spends no tokens, counts against no quota and reaches no automation; not on the console's list.
   */
  smoke?: true;
  /** The kept result's id (its permalink), once completed. */
  result_id?: string;
  user_id?: string;
  created_at: string;
  completed_at?: string;
  /** Epoch seconds (DynamoDB TTL): jobs are kept for 30 days. */
  expires_at: number;
}
