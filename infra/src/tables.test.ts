import { describe, expect, it } from "vitest";
import { tableNames, tableNamesFromEnv, tables } from "./tables.ts";

describe("table names", () => {
  it("prefixes every table", () => {
    expect(tableNames("t1_")).toEqual({
      newsletterSignups: "t1_newsletter_signups",
      contactMessages: "t1_contact_messages",
      mailOutbox: "t1_mail_outbox",
      rateLimits: "t1_rate_limits",
      suggestions: "t1_suggestions",
      suggestionVotes: "t1_suggestion_votes",
      suggestionComments: "t1_suggestion_comments",
      users: "t1_users",
      results: "t1_results",
      refreshTokens: "t1_refresh_tokens",
      analysisJobs: "t1_analysis_jobs",
      connections: "t1_ws_connections",
      oneTimeLinks: "t1_one_time_links",
      passkeys: "t1_passkeys",
      watches: "t1_watches",
      boardEvents: "t1_board_events",
      changelog: "t1_changelog",
      boardCategories: "t1_board_categories",
      promptFeedback: "t1_prompt_feedback",
      accessCodes: "t1_access_codes",
      accessRequests: "t1_access_requests",
      analytics: "t1_analytics",
      teams: "t1_teams",
      auditLog: "t1_audit_log",
      stageMigrations: "t1_stage_migrations",
    });
  });

  it("reads deployed names from the environment, naming a missing variable", () => {
    const env = Object.fromEntries(Object.values(tables).map((table) => [table.envVar, `prod-${table.name}`]));
    expect(tableNamesFromEnv(env).newsletterSignups).toBe("prod-newsletter_signups");
    expect(() => tableNamesFromEnv({})).toThrow("Missing environment variable NEWSLETTER_SIGNUPS_TABLE");
  });
});
