// A roast's (and every analysis job's) built-in path, from the stored job to the kept result: the
// site's model budget and the visitor's quota, the earlier report for "roast again", the page seen
// in a browser, the report streamed to the waiting page as it is written, the share card, the tokens
// counted, and the job completed. The relay runs it for a job no automation takes (functions/src/relay/targets.ts).
import { createConfiguredModel, type ModelUsage } from "./judge/index.ts";
import type { AnalysisInput } from "./checks/index.ts";
import { runBuiltIn, type EarlierReport } from "./built-in.ts";
import type { PageCapturer } from "./capture/index.ts";
import { makeShareCard, type DocumentServices } from "./capture/documents/index.ts";
import type { AiConfig } from "../config/index.ts";
import { completeJob, type CompletionDeps } from "../jobs/complete.ts";
import type { AnalysisJob } from "../jobs/job.ts";
import { countModelCall } from "../jobs/quota.ts";
import { budgetDay } from "../jobs/budget/day.ts";
import type { BudgetExhaustedEvent } from "../jobs/budget/index.ts";
import type { ModelBudget } from "../jobs/budget/repository.ts";
import { workflowMessages } from "../messages/index.ts";
import type { RateLimiter } from "../rate-limit/repository.ts";
import { createProgressPusher } from "../realtime/index.ts";
import type { AnalysisPatch } from "../realtime/pushed.ts";
import type { PageReport } from "./report/index.ts";
import { createStageReporter } from "./stage-reporter.ts";
import { startStageClock, type StageTimings } from "./stage-timings.ts";

export interface RoastRunDeps {
  /** Where the result goes: the job, the kept result, the waiting page's socket. */
  completion: CompletionDeps;
  rateLimiter: RateLimiter;
  modelBudget: ModelBudget;
  /** Where a capture's screenshots are kept and the share card is drawn. */
  documents: DocumentServices;
  /** Shows the page in a browser; unset: the page's HTML only. */
  capture?: PageCapturer;
  ai: AiConfig;
  analyzerAllowPrivateHosts: boolean;
}

/** Runs the built-in path for a job, then completes it (with a result or the reason it has none). */
export function createRoastRunner(deps: RoastRunDeps): (job: AnalysisJob) => Promise<void> {
  const { completion, rateLimiter, modelBudget, documents, capture, ai, analyzerAllowPrivateHosts } = deps;
  const { now, post, log } = completion;
  const model = createConfiguredModel(ai);
  const quotaLimits = { perIp: ai.dailyLimitPerIp, perAccount: ai.dailyLimitPerAccount };
  /** "Roast again": the earlier report, when it exists and judged the same page. */
  async function earlierReport(job: AnalysisJob): Promise<EarlierReport | null> {
    if (!job.previous_result_id || !("url" in job.input)) return null;
    const earlier = await completion.results.get(job.previous_result_id, now());
    if (earlier?.report?.kind !== "page" || earlier.subject !== job.input.url) return null;
    return { resultId: earlier.result_id, report: earlier.report, engine: earlier.source.engine };
  }

  /** The notice to show when this job may not call the model (the site's budget or a daily quota), else null. */
  async function modelWithheldNotice(job: AnalysisJob): Promise<string | null> {
    // The budget first: a job it withholds is not counted against the visitor's own quota.
    if (await overDailyBudget()) return workflowMessages.modelBudgetReached;
    const passed = await countModelCall(rateLimiter, job.quota_keys ?? [], quotaLimits, now());
    return passed === null ? null : workflowMessages.modelQuotaReached(passed);
  }

  async function overDailyBudget(): Promise<boolean> {
    const budget = ai.dailyBudgetTokens;
    if (budget === 0) return false;
    const check = await modelBudget.check(budget, now());
    if (check.exhausted && check.firstToday) {
      log?.({
        event: "ai_budget_exhausted",
        day: budgetDay(now()),
        used_tokens: check.used,
        budget_tokens: budget,
      } satisfies BudgetExhaustedEvent);
    }
    return check.exhausted;
  }

  /** Counted with or without a budget (the console shows the day's use); a failed count fails no report. */
  async function countTokens(job: AnalysisJob, usage: ModelUsage) {
    try {
      await modelBudget.spend(usage.inputTokens + usage.outputTokens, now());
    } catch (error) {
      log?.({ event: "ai_budget_count_failed", sessionId: job.session_id, error: (error as Error).message });
    }
  }

  return async function runRoast(job: AnalysisJob): Promise<void> {
    const progress = createProgressPusher({
      sessionId: job.session_id,
      connections: completion.connections,
      post,
      message: (patch) => ({ type: "analysis_patch", ...patch }) satisfies AnalysisPatch,
      onError: (error) => log?.({ event: "progress_push_failed", sessionId: job.session_id, error: error.message }),
    });
    const stages = createStageReporter(job.session_id, { ...completion, log });
    const clock = startStageClock(job.created_at);
    // Whether the model may be called, and the earlier report, are found while the page is opened.
    const deciding = Promise.all([model ? modelWithheldNotice(job) : null, earlierReport(job)]).then(([modelWithheld, earlier]) => ({
      ...(modelWithheld && { modelWithheld }),
      ...(earlier && { earlier }),
    }));
    const result = await runBuiltIn(analyzerInput(job), {
      analyzer: { allowPrivateHosts: analyzerAllowPrivateHosts },
      model,
      deciding,
      onPartial: (report) => progress.push(report),
      onStage: (stage) => {
        clock.mark(stage);
        stages.report(stage);
      },
      ...(capture && documents.screenshots && { capture, screenshots: documents.screenshots }),
      now,
    });
    if (result.ok && result.captureFailure) log?.({ event: "capture_failed", sessionId: job.session_id, detail: result.captureFailure });
    // The result is ready: from here the timings' "completing" (the writes, the last patch and stages, the push).
    const timings = clock.stop();
    // Neither rejects (each logs its failures); the result's push waits for them, the writes do not.
    const told = Promise.all([progress.finish(), stages.told()]);
    // Counted before the job reads completed (its next job's budget check sees them), beside the result's write.
    let counted: Promise<void> | undefined;
    if (result.ok && result.usage) {
      log?.({
        event: "model_call",
        sessionId: job.session_id,
        kind: job.kind,
        used: result.source.engine === "model",
        ...(result.modelFailure && { failure: result.modelFailure }),
        ...result.usage,
      });
      counted = countTokens(job, result.usage);
    }
    const lastStage = stages.last();
    let completing: Pick<StageTimings, "completing" | "total"> | undefined;
    try {
      await completeJob(
        completion,
        job.session_id,
        result.ok
          ? {
              content: result.content,
              scores: result.scores,
              source: result.source,
              ...(result.report && { report: result.report }),
              timings_ms: timings,
              ...(result.modelFailure && { error_detail: result.modelFailure }),
              ...(result.usage && {
                model_usage: {
                  input_tokens: result.usage.inputTokens,
                  output_tokens: result.usage.outputTokens,
                  model_ms: Math.round(result.usage.modelMs),
                  attempts: result.usage.attempts,
                  ...(ai.provider !== "none" && { provider: ai.provider, model: ai.model }),
                },
              }),
            }
          : { error: result.reason },
        {
          job,
          beforePush: told,
          ...(counted && { beforeCompleted: counted }),
          ...(lastStage && { lastStage }),
          pushed: () => (completing = clock.completed()),
        },
      );
    } finally {
      await Promise.all([told, counted]);
    }
    if (completing && result.ok) await keepCompletionTime(job, completing);
    if (result.ok && result.report?.kind === "page") await shareCardAfter(job, result.report);
  };

  /** What completing the job took, known once the result is pushed: kept with its other timings. */
  async function keepCompletionTime(job: AnalysisJob, timings: Pick<StageTimings, "completing" | "total">) {
    await completion.jobs
      .setTimings(job.session_id, timings)
      .catch((error: Error) => log?.({ event: "timings_failed", sessionId: job.session_id, error: error.message }));
  }

  /**
   * The share card, made once the visitor has the report (it waits on nothing else of ours); a
   * preview asking before it is ready has it made then. A result deleted meanwhile keeps no card:
   * its capture is removed again. Never a reason to fail the job.
   */
  async function shareCardAfter(job: AnalysisJob, report: PageReport) {
    const stillKept = async () => {
      const resultId = (await completion.jobs.get(job.session_id))?.result_id;
      return Boolean(resultId && (await completion.results.get(resultId, now())));
    };
    try {
      if (!(await stillKept())) return;
      await makeShareCard(documents, report, (entry) => log?.(entry));
      if (report.capture && !(await stillKept())) await documents.screenshots?.remove(report.capture.id);
    } catch (error) {
      log?.({ event: "document_failed", document: "card", detail: (error as Error).message });
    }
  }
}

/**
 * The improve page always puts https:// before what the visitor typed (spec §5), so the analyzer
 * gets the bare address and may fall back to plain http for a site without TLS.
 */
function analyzerInput(job: AnalysisJob): AnalysisInput {
  if (job.kind === "landing-improve" && "url" in job.input) {
    return { kind: job.kind, url: job.input.url.replace(/^https:\/\//i, "") };
  }
  return { kind: job.kind, ...job.input } as AnalysisInput;
}
