// Builds the services every handler uses from one set of connections; the same in Lambda and locally.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { SQSClient } from "@aws-sdk/client-sqs";
import type { TableNames } from "@ai-leaders/infra";
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
import type { DocumentRenderer, PageCapturer, ScreenshotStore } from "@ai-leaders/core/capture";
import { webhookSettings } from "@ai-leaders/core/config";
import { makeShareCard } from "@ai-leaders/core/capture/documents";
import { lazyService } from "./lazy-service.ts";
import type { OutboxMail } from "../mail/outbox.ts";
import { createMailQueue } from "../mail/queue.ts";
import { recordWatchCheck } from "../watches/after-check.ts";
import { countRoastFinished } from "../analytics/index.ts";

/** The clients are made (and the AWS SDK loaded) by the first call that needs them. */
export interface Connections {
  db: () => Promise<DynamoDBDocumentClient>;
  sqs: () => Promise<SQSClient>;
  tableNames: TableNames;
  relayQueueUrl: string;
  /** Where a roast's screenshots are kept (DATA_DIR locally, S3 in the cloud); unset: none are taken. */
  screenshots?: ScreenshotStore;
  /** The browser that draws a report's share card and brief; unset: link previews show the site's image, no PDF. */
  documents?: DocumentRenderer;
}

/**
 * Each repository's code, and the client under it, is loaded by the first call that touches its
 * table: a cold start that answers from code alone (the gated content) loads neither.
 */
export function createServices({ db, sqs, tableNames, relayQueueUrl, screenshots, documents }: Connections) {
  return {
    screenshots,
    documents,
    newsletter: lazyService(async () => {
      const { createNewsletterRepository } = await import("@ai-leaders/core/newsletter/repository");
      return createNewsletterRepository(await db(), tableNames.newsletterSignups);
    }),
    contact: lazyService(async () => {
      const { createContactRepository } = await import("@ai-leaders/core/contact/repository");
      return createContactRepository(await db(), tableNames.contactMessages);
    }),
    accessRequests: lazyService(async () => {
      const { createAccessRequestRepository } = await import("@ai-leaders/core/access-requests/repository");
      return createAccessRequestRepository(await db(), tableNames.accessRequests);
    }),
    mailOutbox: lazyService(async () => {
      const { createMailOutbox } = await import("../mail/outbox.ts");
      return createMailOutbox(await db(), tableNames.mailOutbox);
    }),
    boardEvents: lazyService(async () => {
      const { createBoardEventStore } = await import("@ai-leaders/core/board-events/repository");
      return createBoardEventStore(await db(), tableNames.boardEvents);
    }),
    oneTimeLinks: lazyService(async () => {
      const { createOneTimeLinks } = await import("@ai-leaders/core/one-time-links/repository");
      return createOneTimeLinks(await db(), tableNames.oneTimeLinks);
    }),
    rateLimiter: lazyService(async () => {
      const { createRateLimiter } = await import("@ai-leaders/core/rate-limit/repository");
      return createRateLimiter(await db(), tableNames.rateLimits);
    }),
    // One per instance, made once: it keeps the day's sum for a few seconds, and whether it has told the operator.
    modelBudget: lazyService(async () => {
      const { createModelBudget } = await import("@ai-leaders/core/jobs/budget/repository");
      return createModelBudget(await db(), tableNames.rateLimits);
    }),
    voting: lazyService(async () => {
      const { createVotingRepository } = await import("@ai-leaders/core/voting/repository");
      return createVotingRepository(await db(), {
        suggestions: tableNames.suggestions,
        votes: tableNames.suggestionVotes,
        comments: tableNames.suggestionComments,
        categories: tableNames.boardCategories,
      });
    }),
    accounts: lazyService(async () => {
      const { createAccountRepository } = await import("@ai-leaders/core/accounts/repository");
      return createAccountRepository(await db(), { users: tableNames.users, refreshTokens: tableNames.refreshTokens });
    }),
    // The weekly digest's choice and the week it was last sent, on the admin's account.
    digestPreferences: lazyService(async () => {
      const { createDigestPreferences } = await import("@ai-leaders/core/digest/repository");
      return createDigestPreferences(await db(), tableNames.users);
    }),
    factors: lazyService(async () => {
      const { createFactorRepository } = await import("@ai-leaders/core/accounts/factors/repository");
      return createFactorRepository(await db(), { users: tableNames.users, passkeys: tableNames.passkeys });
    }),
    jobs: lazyService(async () => {
      const { createJobRepository } = await import("@ai-leaders/core/jobs/repository");
      return createJobRepository(await db(), tableNames.analysisJobs);
    }),
    results: lazyService(async () => {
      const { createResultRepository } = await import("@ai-leaders/core/result-store/repository");
      return createResultRepository(await db(), tableNames.results);
    }),
    watches: lazyService(async () => {
      const { createWatchRepository } = await import("@ai-leaders/core/watches/repository");
      return createWatchRepository(await db(), tableNames.watches);
    }),
    changelog: lazyService(async () => {
      const { createChangelogRepository } = await import("@ai-leaders/core/changelog/repository");
      return createChangelogRepository(await db(), tableNames.changelog);
    }),
    promptFeedback: lazyService(async () => {
      const { createFeedbackRepository } = await import("@ai-leaders/core/feedback/repository");
      return createFeedbackRepository(await db(), tableNames.promptFeedback);
    }),
    connections: lazyService(async () => {
      const { createConnectionRepository } = await import("@ai-leaders/core/realtime/repository");
      return createConnectionRepository(await db(), tableNames.connections);
    }),
    relayPublisher: lazyService(async () => {
      const { createRelayPublisher } = await import("@ai-leaders/core/relay/publisher");
      return createRelayPublisher(await sqs(), relayQueueUrl);
    }),
    // One per instance: whether a stored code still stands is remembered for a few seconds (core/access-codes/live-check.ts).
    accessCodes: lazyService(async () => {
      const [{ createAccessCodeRepository }, { cachedLiveCheck }] = await Promise.all([import("@ai-leaders/core/access-codes/repository"), import("@ai-leaders/core/access-codes")]);
      const codes = createAccessCodeRepository(await db(), tableNames.accessCodes);
      const liveCheck = cachedLiveCheck(codes.isLive);
      return {
        ...codes,
        isLive: liveCheck.isLive,
        async revoke(...args: Parameters<typeof codes.revoke>) {
          const outcome = await codes.revoke(...args);
          liveCheck.forget(args[0]);
          return outcome;
        },
      };
    }),
    audit: lazyService(async () => {
      const { createAuditLog } = await import("@ai-leaders/core/audit/repository");
      return createAuditLog(await db(), tableNames.auditLog);
    }),
    // One per instance: it keeps the day's salt and the visitors it has already seen today (core/analytics/recorder.ts).
    analytics: lazyService(async () => {
      const [{ createAnalyticsRepository }, { createAnalyticsRecorder }] = await Promise.all([
        import("@ai-leaders/core/analytics/repository"),
        import("@ai-leaders/core/analytics/recorder"),
      ]);
      const store = createAnalyticsRepository(await db(), tableNames.analytics);
      return { record: createAnalyticsRecorder(store), counters: store.counters, rememberRoast: store.rememberRoast, takeRoast: store.takeRoast };
    }),
    audience: lazyService(async () => {
      const { createAudienceRepository } = await import("@ai-leaders/core/audience/repository");
      return createAudienceRepository(await db(), { signups: tableNames.newsletterSignups, contacts: tableNames.contactMessages });
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** What the relay needs beyond the services: settings, the push channel, a clock. */
export interface RelayContext {
  config: Pick<AppConfig, "webhooks" | "publicUrl" | "callbackBaseUrl" | "analyzerAllowPrivateHosts" | "tokenSecret" | "ai" | "resultRetentionDays">;
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
      log?.({ event: "ai_budget_exhausted", day: budgetDay(now()), used_tokens: check.used, budget_tokens: budget } satisfies BudgetExhaustedEvent);
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
        if (result.ok && result.captureFailure) log?.({ event: "capture_failed", sessionId: job.session_id, detail: result.captureFailure });
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
          await recordWatchCheck({ services, queueMail: createMailQueue(services, (entry) => log?.(entry)), siteUrl: config.publicUrl, now }, job.session_id).catch(
            (error: Error) => log?.({ event: "watch_check_record_failed", sessionId: job.session_id, error: error.message }),
          );
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
      send: ({ to, subject, html, text, headers }: OutboxMail) => sendMail({ to, subject, html, text, ...(headers && { headers }) }),
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
        "access-request": { store: services.accessRequests.relay, describe: (request: AccessRequest) => `${request.email}: access request (${request.company})` },
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
