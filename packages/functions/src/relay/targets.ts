// What the relay does with each kind of record: its webhook, or what runs in its place (the roast's
// built-in path, core/roast), and the mail it sends itself. Use cases live in core; this only wires them.
import type { AppConfig } from "@ai-leaders/core/config";
import { newsletterWebhookRequest } from "@ai-leaders/core/newsletter";
import { contactWebhookRequest } from "@ai-leaders/core/contact";
import { accessRequestWebhookRequest } from "@ai-leaders/core/access-requests";
import { boardWebhookRequest, type StoredBoardEvent } from "@ai-leaders/core/board-events";
import { callbackToken, callbackUrl, jobWebhookRequest, type AnalysisJob } from "@ai-leaders/core/jobs";
import type { PostToConnection } from "@ai-leaders/core/realtime";
import type { WebhookKind } from "@ai-leaders/core/config";
import type { RelayTargets } from "@ai-leaders/core/relay";
import type { SendMail } from "@ai-leaders/core/mail";
import type { PageCapturer } from "@ai-leaders/core/roast/capture";
import { webhookSettings } from "@ai-leaders/core/config";
import { createRoastRunner, createStageReporter } from "@ai-leaders/core/roast";
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
  const roastRunner = (ai: RelayContext["config"]["ai"]) =>
    createRoastRunner({
      completion,
      rateLimiter: services.rateLimiter,
      modelBudget: services.modelBudget,
      documents: services,
      ...(capture && { capture }),
      ai,
      analyzerAllowPrivateHosts: config.analyzerAllowPrivateHosts,
    });
  const runRoast = roastRunner(config.ai);
  // The smoke check's roast, every five minutes, proves the queue, the capture, the checks, the
  // report and the push; a model's failure would not fail it anyway (the report falls back to the rules).
  const runSmokeRoast = roastRunner({
    provider: "none",
    dailyLimitPerIp: config.ai.dailyLimitPerIp,
    dailyLimitPerAccount: config.ai.dailyLimitPerAccount,
    dailyBudgetTokens: config.ai.dailyBudgetTokens,
  });
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
      // A rival's roast is compared on our rubric, so it never goes to an automation; nor does the smoke check's.
      webhook: (job: AnalysisJob) => (job.built_in_only || job.smoke ? undefined : config.webhooks[workflowWebhooks[job.kind]]),
      // Finishing a job marks its delivery done; a job finished before that rule existed is caught here.
      settled: (job: AnalysisJob) => job.status !== "pending",
      webhookSetting: (job: AnalysisJob) => webhookSettings[workflowWebhooks[job.kind]],
      buildRequest: (job: AnalysisJob, url: string) =>
        jobWebhookRequest(job, url, {
          callbackUrl: callbackUrl(config.callbackBaseUrl, job.session_id, callbackToken(job.session_id, config.tokenSecret)),
          siteOrigin: config.publicUrl,
        }),
      // The waiting page hears that its automation has the request, and waits for its answer.
      async delivered(job: AnalysisJob) {
        const stages = createStageReporter(job.session_id, completion);
        stages.report("automation");
        await stages.told();
      },
      // No automation configured: the built-in path answers through the same completion path,
      // streaming the model's report to the waiting page as it is written (core/roast/run.ts).
      async fallback(job: AnalysisJob) {
        await (job.smoke ? runSmokeRoast : runRoast)(job);
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
