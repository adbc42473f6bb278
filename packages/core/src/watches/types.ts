// "Watch this page" (issue 27, Deliver 6): a signed-in user's page roasted again every week, mailed
// when it gets worse. What the API answers about a watch. Browser-safe: types and constants only.
import type { AnalysisKind } from "../roast/checks/types.ts";

/** How many pages one account may watch. */
export { watchLimitPerAccount } from "../limits/index.ts";

/** A watched page is roasted again this often. */
export const watchIntervalDays = 7;

/** A watch is worth a mail when its score falls by at least this much since the last check. */
export const watchScoreDropAlert = 5;

/** The page roasts that can be watched: the ones about a URL. */
export const watchableKinds = ["landing-roast", "website-roast", "landing-improve"] as const satisfies readonly AnalysisKind[];
export type WatchableKind = (typeof watchableKinds)[number];

/** A watch as its owner sees it in "Your results" and on the kept report. */
export interface WatchSummary {
  /** Stable per account and page: the same URL watched twice is one watch. */
  id: string;
  url: string;
  kind: WatchableKind;
  created_at: string;
  paused: boolean;
  /** The latest report of the page (the one watched, then each weekly check's). */
  last_result_id: string | null;
  last_score: number | null;
  /** When the page was last checked; null until the first weekly check. */
  last_checked_at: string | null;
  /** When it is checked next; null while paused. */
  next_check_at: string | null;
  /** Why the last check made no report (the page did not answer…); null when it did. */
  last_failure: string | null;
}

/** GET /api/watches */
export interface WatchList {
  watches: WatchSummary[];
  limit: number;
}

/** A watch as the operator's console lists it: whose, and how many mails it sent. */
export interface AdminWatchSummary extends WatchSummary {
  email: string;
  alerts_sent: number;
}
