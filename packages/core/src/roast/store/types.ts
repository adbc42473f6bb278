// Kept results (issue 13): what the API answers about a result, for its permalink page and for
// the lists of results. Browser-safe: types only.
import type { AnalysisKind } from "../checks/types.ts";
import type { Report, ReportSource } from "../report/index.ts";

/** A result as its permalink page shows it. */
export interface KeptResult {
  result_id: string;
  kind: AnalysisKind;
  /** The URL judged, or the person's name for a founder profile. */
  subject: string;
  created_at: string;
  /** When the result (and its link) is deleted automatically (RESULT_RETENTION_DAYS). */
  expires_at: string;
  /** The result as text (Markdown); always there. */
  text: string;
  /** The structured report, when the writer made one. */
  report?: Report;
  source: ReportSource;
  /** The caller made it (signed-in account, or this device): it may delete it. */
  can_delete: boolean;
}

/** A line in "Your results". */
export interface ResultSummary {
  result_id: string;
  kind: AnalysisKind;
  subject: string;
  created_at: string;
  /** A page report's score out of 100. */
  score?: number;
}

/**
 * How long a page keeps listening for a result, past its own timeout (one to two minutes, when it
 * says the result is late): long enough for the relay's first four retries (10, 30, 90 and 270 s)
 * of an automation that was down, so a result that comes late still reaches the page and "Your results".
 */
export const longestJobWaitMs = 15 * 60_000;

/** A signed-in account's job still running (started on any device): its page can wait on it again. */
export interface JobInFlightSummary {
  kind: AnalysisKind;
  /** The URL or the name the job is about. */
  subject: string;
  /** Epoch milliseconds. */
  started_at: number;
  /** The session to wait on and a fresh token to watch it live. */
  ticket: { session_id: string; watch_token: string };
}

/** The header a browser sends with its device key, so results made on it can be deleted from it. */
export const deviceKeyHeader = "x-device-key";
