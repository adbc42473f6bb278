import type { Context } from "hono";
import type { RateLimits } from "@ai-leaders/core/rate-limit";
import type { CsvPageLimits } from "@ai-leaders/core/audience";
import type { ReportWriters } from "@ai-leaders/core/config";
import type { Services } from "../services/index.ts";
import type { Log } from "../http/index.ts";

export interface ApiDeps {
  services: Services;
  /** The two access codes and the token signing key. */
  access: { codes: string[]; tokenSecret: string };
  /** ADMIN_EMAILS: the only addresses whose admin accounts open the console, and that sign-up refuses. */
  adminEmails: string[];
  /** AI_DAILY_BUDGET: the site's model tokens per UTC day, shown in the console; unset or 0, like the setting, is no budget. */
  aiDailyBudgetTokens?: number;
  /** BOARD_VOTE_THRESHOLD: votes at which a suggestion sends `vote.threshold` to the board's webhook; 0 or unset: never. */
  boardVoteThreshold?: number;
  /** Who writes each workflow's report (an automation, the model or the rule-based checks), for the pages' words. */
  reportWriters: ReportWriters;
  /** PUBLIC_URL: the site's origin. Every link the site mails is built from it, never from a request's Host. */
  siteUrl: string;
  /** Origins allowed to call the API from a browser (the site itself). */
  allowedOrigins: string[];
  /** The caller's IP from the platform (Lambda request context, socket), never X-Forwarded-For. */
  clientIp: (c: Context) => string;
  /** Per-IP limits on attempts and writes (core's defaults; raised only by load benches). */
  limits: RateLimits;
  /** Rows and bytes of one page of a CSV export (core's; tests page a smaller audience with smaller pages). */
  exportPageLimits?: CsvPageLimits;
  /** Cookies only over https: true in the cloud, false on http://127.0.0.1. */
  secureCookies: boolean;
  now: () => Date;
  log: Log;
}
