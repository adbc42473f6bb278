// Who writes each workflow's report, read on every cold start of the API: no zod here.
import { settingText } from "./setting-text.ts";
import { webhookSettings } from "./webhook-settings.ts";
import type { SettingValues } from "./settings.ts";

/** Who writes a workflow's report: the automation set for it, else the model, else the rule-based checks. */
export type ReportWriter = "automation" | "model" | "rule-based";

/** The four workflows by the webhook setting that hands each to an automation. */
const workflowWebhooks = {
  "landing-roast": webhookSettings.landingRoast,
  "landing-improve": webhookSettings.landingImprove,
  "founder-profile": webhookSettings.founderProfile,
  "website-roast": webhookSettings.websiteRoast,
} as const;
export type ReportWriters = Record<keyof typeof workflowWebhooks, ReportWriter>;

/** The setting names readReportWriters reads: the API is bound to these, and to none of the relay's other secrets. */
export const reportWriterSettings = ["AI_PROVIDER", ...Object.values(workflowWebhooks)] as const;

/**
 * Who writes each workflow's report, so the pages promise AI only when an AI writes it. A model
 * over its daily limits hands a report to the rule-based checks, which the report itself then says.
 */
export function readReportWriters(values: SettingValues): ReportWriters {
  const model = (settingText(values.AI_PROVIDER) ?? "none") !== "none";
  return Object.fromEntries(
    Object.entries(workflowWebhooks).map(([kind, setting]) => [
      kind,
      settingText(values[setting]) ? "automation" : model ? "model" : "rule-based",
    ]),
  ) as ReportWriters;
}
