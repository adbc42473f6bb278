// The console's view of analysis jobs (issue 18): recent ones newest first, by kind and status,
// with what each cost and why it failed.
import * as z from "zod/mini";
import { spreadOf, type SpreadPositions } from "../db/spread.ts";
import { operationsMessages } from "../messages/index.ts";
import { analysisKinds, sessionIdPattern, type AnalysisKind } from "./kinds.ts";
import type { AnalysisJob } from "./job.ts";

/**
 * Every job is written into one of these listings of the byCreatedAt index, by a hash of its id,
 * so no index partition takes every new job (1,000 WCU/s each); the console reads all of them.
 */
export const recentJobsSpread = 4;
export const recentJobsListings = Array.from({ length: recentJobsSpread }, (_, spread) => `jobs#${spread}`);
export const recentJobsListing = (sessionId: string) => recentJobsListings[spreadOf(sessionId, recentJobsSpread)]!;
export const recentJobsPageSize = 25;

export const jobStatuses = ["pending", "completed", "failed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const recentJobsQuerySchema = z.object({
  kind: z.optional(z.enum(analysisKinds, { error: operationsMessages.unknownJobKind })),
  status: z.optional(z.enum(jobStatuses, { error: operationsMessages.unknownJobStatus })),
  cursor: z.optional(z.string().check(z.maxLength(2_048, operationsMessages.invalidCursor))),
});

export const jobIdParamSchema = z.object({
  id: z.string().check(z.regex(sessionIdPattern, operationsMessages.jobNotFound)),
});

export interface RecentJobsFilter {
  kind?: AnalysisKind;
  status?: JobStatus;
}

/** Where the next page starts in each listing: just after a job, at its start ({}), or used up (null). */
export type JobPosition = SpreadPositions;

const jobKey = z.strictObject({
  session_id: z.string().check(z.regex(sessionIdPattern)),
  listing: z.string().check(z.maxLength(20)),
  created_at: z.string().check(z.minLength(1), z.maxLength(40)),
});
const positionsSchema = z.array(z.nullable(z.union([jobKey, z.strictObject({})]))).check(z.length(recentJobsSpread));

export function encodeJobCursor(position: JobPosition): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

/** The positions, or null when the string is not a cursor this module made. */
export function decodeJobCursor(text: string): JobPosition | null {
  try {
    const parsed = positionsSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    if (!parsed.success) return null;
    // Each position stays in its own listing.
    const fits = parsed.data.every((key, spread) => key === null || !("listing" in key) || key.listing === recentJobsListings[spread]);
    return fits ? (parsed.data as JobPosition) : null;
  } catch {
    return null;
  }
}

export interface JobSummary {
  session_id: string;
  kind: AnalysisKind;
  status: JobStatus;
  /** The URL or the founder's name the job is about. */
  subject: string;
  created_at: string;
  completed_at: string | null;
  duration_ms: number | null;
  /** Who wrote the result: a model, the rule-based analyzer or an automation. */
  engine: "model" | "rule-based" | "automation" | null;
  provider: string | null;
  model: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  /** Why it failed, or why the answer is not what was asked for (a model that failed, a quota). */
  failure_reason: string | null;
  /** The kept result, opened at /r/{result_id}. */
  result_id: string | null;
}

export function jobSummary(job: AnalysisJob): JobSummary {
  const usage = job.model_usage;
  return {
    session_id: job.session_id,
    kind: job.kind,
    status: job.status,
    subject: "url" in job.input ? job.input.url : job.input.name,
    created_at: job.created_at,
    completed_at: job.completed_at ?? null,
    duration_ms: job.completed_at ? Date.parse(job.completed_at) - Date.parse(job.created_at) : null,
    engine: job.source?.engine ?? null,
    provider: usage?.provider ?? null,
    model: job.source?.model ?? usage?.model ?? null,
    input_tokens: usage?.input_tokens ?? null,
    output_tokens: usage?.output_tokens ?? null,
    failure_reason:
      job.error_detail ?? job.error ?? job.source?.notice ?? (job.relay_status === "failed" ? (job.relay_error ?? null) : null),
    result_id: job.result_id ?? null,
  };
}

export interface JobDetail extends JobSummary {
  /** The result's page, for the console to open. */
  result_path: string | null;
  delivery: { status: AnalysisJob["relay_status"]; attempts: number; last_error: string | null };
  model_ms: number | null;
  model_attempts: number | null;
}

export function jobDetail(job: AnalysisJob): JobDetail {
  const summary = jobSummary(job);
  return {
    ...summary,
    result_path: summary.result_id ? `/r/${summary.result_id}` : null,
    delivery: { status: job.relay_status, attempts: job.relay_attempts ?? 0, last_error: job.relay_error ?? null },
    model_ms: job.model_usage?.model_ms ?? null,
    model_attempts: job.model_usage?.attempts ?? null,
  };
}
