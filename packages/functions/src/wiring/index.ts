// The roast and every other delivery's targets: what the relay does with each kind of record (the composition of the use cases).
import type { AppConfig } from "@ai-leaders/core/config";
import { newsletterWebhookRequest } from "@ai-leaders/core/newsletter";
import { contactWebhookRequest } from "@ai-leaders/core/contact";
import { accessRequestWebhookRequest, type AccessRequest } from "@ai-leaders/core/access-requests";
import { boardWebhookRequest, describeBoardEvent, type StoredBoardEvent } from "@ai-leaders/core/board-events";
import {
  callbackToken,
  callbackUrl,
  completeJob,
  jobWebhookRequest,
  type AnalysisJob,
  type AnalysisPatch,
  type BudgetExhaustedEvent,
  budgetDay,
  countModelCall,
} from "@ai-leaders/core/jobs";
import type { AnalysisInput } from "@ai-leaders/core/analyzer";
import { createConfiguredModel, type ModelUsage } from "@ai-leaders/core/ai";
import { runBuiltIn, type EarlierReport } from "@ai-leaders/core/built-in";
import { createProgressPusher, type PostToConnection } from "@ai-leaders/core/realtime";
import type { WebhookKind } from "@ai-leaders/core/config";
import { workflowMessages } from "@ai-leaders/core/messages";
import type { RelayTargets } from "@ai-leaders/core/relay";
import type { NewsletterSignup } from "@ai-leaders/core/newsletter";
import type { ContactMessage } from "@ai-leaders/core/contact";
import type { SendMail } from "@ai-leaders/core/mail";
import type { PageCapturer } from "@ai-leaders/core/capture";
import { webhookSettings } from "@ai-leaders/core/config";
import { makeShareCard } from "@ai-leaders/core/capture/documents";
import { lazyService } from "../services/lazy-service.ts";
import type { Services } from "../services/index.ts";
import type { OutboxMail } from "@ai-leaders/core/mail-outbox";
import { createMailQueue } from "../mail/queue.ts";
import { deferredMailWriter } from "../mail/deferred.ts";
import { recordWatchCheck } from "../watches/after-check.ts";
import { countRoastFinished } from "../analytics/index.ts";

/** What the relay needs beyond the services: settings, the push channel, a clock. */
export interface RelayContext {
  config: Pick<
    AppConfig,
    "webhooks" | "publicUrl" | "callbackBaseUrl" | "analyzerAllowPrivateHosts" | "tokenSecret" | "ai" | "resultRetentionDays"
  >;
  post: PostToConnection;
  sendMail: SendMail;
  now: () => Date;
  log?: (entry: Record<string, unknown>) => void;
  /** Shows a roasted page in a browser (the machine's Chromium, or the capture function); unset: HTML only. */
  capture?: PageCapturer;
}

const workflowWebhooks: Record<AnalysisJob["kind"], WebhookKind> = {
  "landing-roast": "landingRoast",
  "landing-improve": "landingImprove",
  "founder-profile": "founderProfile",
  "website-roast": "websiteRoast",
};

/** Where each relay kind's records live and where they go. */
export function createRelayTargets(services: Services, { config, post, sendMail, now, log, capture }: RelayContext): RelayTargets {
  const writeDeferredMail = deferredMailWriter({ services, siteUrl: config.publicUrl, now });
  const completion = {
    jobs: services.jobs,
    results: services.results,
    resultRetentionDays: config.resultRetentionDays,
    connections: services.connections,
    post,
    now,
    log,
    completed: countRoastFinished(services, now),
  };
  const model = createConfiguredModel(config.ai);
  const quotaLimits = { perIp: config.ai.dailyLimitPerIp, perAccount: config.ai.dailyLimitPerAccount };
  /** "Roast again": the earlier report, when it exists and judged the same page. */
  async function earlierReport(job: AnalysisJob): Promise<EarlierReport | null> {
    if (!job.previous_result_id || !("url" in job.input)) return null;
    const earlier = await services.results.get(job.previous_result_id, now());
    if (earlier?.report?.kind !== "page" || earlier.subject !== job.input.url) return null;
    return { resultId: earlier.result_id, report: earlier.report, engine: earlier.source.engine };
  }

  /** The notice to show when this job may not call the model (the site's budget or a daily quota), else null. */
  async function modelWithheldNotice(job: AnalysisJob): Promise<string | null> {
    // The budget first: a job it withholds is not counted against the visitor's own quota.
    if (await overDailyBudget()) return workflowMessages.modelBudgetReached;
    const passed = await countModelCall(services.rateLimiter, job.quota_keys ?? [], quotaLimits, now());
    return passed === null ? null : workflowMessages.modelQuotaReached(passed);
  }

  async function overDailyBudget(): Promise<boolean> {
    const budget = config.ai.dailyBudgetTokens;
    if (budget === 0) return false;
    const check = await services.modelBudget.check(budget, now());
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
      await services.modelBudget.spend(usage.inputTokens + usage.outputTokens, now());
    } catch (error) {
      log?.({ event: "ai_budget_count_failed", sessionId: job.session_id, error: (error as Error).message });
    }
  }
  return {
    newsletter: {
      store: services.newsletter.relay,
      webhook: config.webhooks.newsletter,
      webhookSetting: webhookSettings.newsletter,
      buildRequest: (signup, url) => newsletterWebhookRequest(signup, url, config.publicUrl),
    },
    contact: {
      store: services.contact.relay,
      webhook: config.webhooks.contact,
      webhookSetting: webhookSettings.contact,
      buildRequest: contactWebhookRequest,
    },
    // Relayed to the Contact form's webhook, in its shape: requests used to come through that form.
    "access-request": {
      store: services.accessRequests.relay,
      webhook: config.webhooks.contact,
      webhookSetting: webhookSettings.contact,
      buildRequest: accessRequestWebhookRequest,
    },
    analysis: {
      store: services.jobs.relay,
      // A rival's roast is compared on our rubric, so it never goes to an automation.
      webhook: (job: AnalysisJob) => (job.built_in_only ? undefined : config.webhooks[workflowWebhooks[job.kind]]),
      // Finishing a job marks its delivery done; a job finished before that rule existed is caught here.
      settled: (job: AnalysisJob) => job.status !== "pending",
      webhookSetting: (job: AnalysisJob) => webhookSettings[workflowWebhooks[job.kind]],
      buildRequest: (job: AnalysisJob, url: string) =>
        jobWebhookRequest(job, url, {
          callbackUrl: callbackUrl(config.callbackBaseUrl, job.session_id, callbackToken(job.session_id, config.tokenSecret)),
          siteOrigin: config.publicUrl,
        }),
      // No automation configured: the built-in path answers through the same completion path,
      // streaming the model's report to the waiting page as it is written.
      async fallback(job: AnalysisJob) {
        const progress = createProgressPusher({
          sessionId: job.session_id,
          connections: services.connections,
          post,
          message: (patch) => ({ type: "analysis_patch", ...patch }) satisfies AnalysisPatch,
          onError: (error) => log?.({ event: "progress_push_failed", sessionId: job.session_id, error: error.message }),
        });
        const modelWithheld = model ? await modelWithheldNotice(job) : null;
        const earlier = await earlierReport(job);
        const result = await runBuiltIn(analyzerInput(job), {
          analyzer: { allowPrivateHosts: config.analyzerAllowPrivateHosts },
          model,
          ...(modelWithheld && { modelWithheld }),
          ...(earlier && { earlier }),
          onPartial: (report) => progress.push(report),
          ...(capture && services.screenshots && { capture, screenshots: services.screenshots }),
          now,
        });
        if (result.ok && result.captureFailure)
          log?.({ event: "capture_failed", sessionId: job.session_id, detail: result.captureFailure });
        await progress.finish();
        // The share card, made before the result is kept: ready before anyone can share (or delete)
        // it. One not made now is made when a preview first asks, never a reason to fail the job.
        if (result.ok && result.report?.kind === "page") {
          await makeShareCard(services, result.report, (entry) => log?.(entry)).catch((error: Error) =>
            log?.({ event: "document_failed", document: "card", detail: error.message }),
          );
        }
        if (result.ok && result.usage) {
          log?.({
            event: "model_call",
            sessionId: job.session_id,
            kind: job.kind,
            used: result.source.engine === "model",
            ...(result.modelFailure && { failure: result.modelFailure }),
            ...result.usage,
          });
          await countTokens(job, result.usage);
        }
        await completeJob(
          completion,
          job.session_id,
          result.ok
            ? {
                content: result.content,
                scores: result.scores,
                source: result.source,
                ...(result.report && { report: result.report }),
                ...(result.modelFailure && { error_detail: result.modelFailure }),
                ...(result.usage && {
                  model_usage: {
                    input_tokens: result.usage.inputTokens,
                    output_tokens: result.usage.outputTokens,
                    model_ms: Math.round(result.usage.modelMs),
                    attempts: result.usage.attempts,
                    ...(config.ai.provider !== "none" && { provider: config.ai.provider, model: config.ai.model }),
                  },
                }),
              }
            : { error: result.reason },
        );
        if (job.watch_id) {
          await recordWatchCheck(
            { services, queueMail: createMailQueue(services, (entry) => log?.(entry)), siteUrl: config.publicUrl, now },
            job.session_id,
          ).catch((error: Error) => log?.({ event: "watch_check_record_failed", sessionId: job.session_id, error: error.message }));
        }
      },
    },
    board: {
      store: services.boardEvents.relay,
      webhook: config.webhooks.board,
      webhookSetting: webhookSettings.board,
      buildRequest: (event: StoredBoardEvent, url: string) => boardWebhookRequest(event, url, config.publicUrl),
    },
    // Mail is sent by the relay itself; a failed send is retried like any delivery.
    mail: {
      store: services.mailOutbox.relay,
      send: async (mail: OutboxMail) => {
        const { to, subject, html, text, headers } = mail.deferred ? await writeDeferredMail(mail) : mail;
        await sendMail({ to, subject, html, text, ...(headers && { headers }) });
      },
    },
  };
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

/** Every kind whose pending records are enqueued again on start. */
export function relaySources(services: Services) {
  return [
    { kind: "newsletter" as const, listPending: services.newsletter.relay.listPending },
    { kind: "contact" as const, listPending: services.contact.relay.listPending },
    { kind: "access-request" as const, listPending: services.accessRequests.relay.listPending },
    { kind: "analysis" as const, listPending: services.jobs.relay.listPending },
    { kind: "mail" as const, listPending: services.mailOutbox.relay.listPending },
    { kind: "board" as const, listPending: services.boardEvents.relay.listPending },
  ];
}

/** The console's failed deliveries across the kinds; its code is loaded by the first call. */
export function createFailedDeliveriesService(services: Services, now: () => Date = () => new Date()) {
  return lazyService(async () => {
    const { createFailedDeliveries } = await import("@ai-leaders/core/relay/failed-deliveries");
    return createFailedDeliveries({
      sources: {
        newsletter: { store: services.newsletter.relay, describe: (signup: NewsletterSignup) => signup.email },
        contact: { store: services.contact.relay, describe: (message: ContactMessage) => `${message.email}: ${message.subject}` },
        "access-request": {
          store: services.accessRequests.relay,
          describe: (request: AccessRequest) => `${request.email}: access request (${request.company})`,
        },
        analysis: {
          store: services.jobs.relay,
          describe: (job: AnalysisJob) => `${job.kind} ${"url" in job.input ? job.input.url : job.input.name}`,
        },
        mail: { store: services.mailOutbox.relay, describe: (mail: OutboxMail) => `to ${mail.to}: ${mail.subject}` },
        board: { store: services.boardEvents.relay, describe: describeBoardEvent },
      },
      publisher: services.relayPublisher,
      now,
    });
  });
}
