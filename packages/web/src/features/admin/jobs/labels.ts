// How a job's kind, status, engine, duration and tokens, and the day's model use, read in the console.
import type { AnalysisKind, JobStatus, JobSummary, ModelBudgetUse } from "@ai-leaders/core/jobs";

export const kindLabels: Record<AnalysisKind, string> = {
  "landing-roast": "Landing page roast",
  "landing-improve": "Landing page improvement",
  "founder-profile": "Founder profile",
  "website-roast": "Website roast",
};

export const statusLabels: Record<JobStatus, string> = {
  pending: "Pending",
  completed: "Completed",
  failed: "Failed",
};

const engineLabels: Record<NonNullable<JobSummary["engine"]>, string> = {
  model: "Model",
  "rule-based": "Rule-based",
  automation: "Automation",
};

/** "Model: openai, gpt-x", or a dash when nothing wrote a result yet. */
export function engineText({ engine, provider, model }: Pick<JobSummary, "engine" | "provider" | "model">): string {
  const by = [provider, model].filter(Boolean).join(", ");
  if (!engine) return by || "—";
  return by ? `${engineLabels[engine]}: ${by}` : engineLabels[engine];
}

const count = new Intl.NumberFormat("en-GB");

export function tokensText({ input_tokens, output_tokens }: Pick<JobSummary, "input_tokens" | "output_tokens">): string {
  if (input_tokens === null && output_tokens === null) return "—";
  return `${input_tokens === null ? "—" : count.format(input_tokens)} in / ${output_tokens === null ? "—" : count.format(output_tokens)} out`;
}

export function durationText(ms: number | null): string {
  if (ms === null) return "—";
  if (ms < 1_000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1_000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** "412,000 of 2,000,000 tokens today", or the use alone when no budget is set. */
export function budgetText({ used_tokens, daily_tokens }: ModelBudgetUse): string {
  if (daily_tokens === null) return `${count.format(used_tokens)} tokens today; no daily budget set`;
  return `${count.format(used_tokens)} of ${count.format(daily_tokens)} tokens today`;
}
