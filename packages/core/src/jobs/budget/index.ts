// The site-wide daily budget of model tokens (AI_DAILY_BUDGET): every built-in report's tokens count
// against the UTC day, whoever asked; once the day's use reaches the budget, reports are rule-based
// until midnight UTC. Types only here: the counter's table code is "@ai-leaders/core/jobs/budget/repository".
export type * from "./repository.ts";

export { budgetDay } from "./day.ts";

/** What the console shows: today's use against the budget. */
export interface ModelBudgetUse {
  day: string;
  used_tokens: number;
  /** null: no daily budget set. */
  daily_tokens: number | null;
}

/** The operator's signal, written once per function instance per day: a metric filter counts it. */
export interface BudgetExhaustedEvent {
  event: "ai_budget_exhausted";
  day: string;
  used_tokens: number;
  budget_tokens: number;
}
