// The contract with the relay (issue 7): one entry point, a text to store or a typed failure.
import type { PageReport } from "../report/index.ts";
import type { Dial, Lookup } from "../../safe-fetch/index.ts";

export type AnalysisKind = "landing-roast" | "landing-improve" | "founder-profile" | "website-roast";

export type AnalysisInput =
  | { kind: "landing-roast" | "landing-improve" | "website-roast"; url: string }
  | { kind: "founder-profile"; name: string; email: string; company_url?: string };

export type AnalysisFailureCode = "blocked" | "unreachable" | "not-html" | "too-large" | "timeout" | "invalid-input";

export type AnalysisResult =
  /** content: Markdown; scores: 0-10 per section, overall 0-100; report: the structured critique (none for a founder brief). */
  | { ok: true; content: string; scores: Record<string, number>; report: PageReport | null }
  | { ok: false; reason: string; code: AnalysisFailureCode };

export interface AnalyzerOptions {
  /** ANALYZER_ALLOW_PRIVATE_HOSTS, read by the caller from config: allows loopback and any port. Default false. */
  allowPrivateHosts?: boolean;
  /** DNS stub for tests. Default: the system resolver. */
  lookup?: Lookup;
  /** Total fetch time limit. Default 10 s. */
  timeoutMs?: number;
  /** Largest page accepted. Default 2 MB. */
  maxBytes?: number;
  /** Clock (ms) for the response time, so golden tests get the same text every run. Default Date.now. */
  now?: () => number;
  /** Test seam passed to safe fetch: where the socket goes once every check has passed. */
  dial?: Dial;
}
