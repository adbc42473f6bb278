// The services every function is built from: one per table (and the queue), each loaded by the
// first call that needs it. The relay's targets (relay/targets.ts) and every handler take them from here.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { SQSClient } from "@aws-sdk/client-sqs";
import type { TableNames } from "@ai-leaders/infra";
import type { DocumentRenderer, ScreenshotStore } from "@ai-leaders/core/roast/capture";
import { lazyService } from "./lazy-service.ts";

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
  /** TOKEN_SECRET, read when first needed: it seals the bodies of mails waiting in the outbox. */
  tokenSecret: () => Promise<string>;
}

/**
 * Each repository's code, and the client under it, is loaded by the first call that touches its
 * table: a cold start that answers from code alone (the gated content) loads neither.
 */
export function createServices({ db, sqs, tableNames, relayQueueUrl, screenshots, documents, tokenSecret }: Connections) {
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
      const { createMailOutbox } = await import("@ai-leaders/core/mail-outbox/repository");
      return createMailOutbox(await db(), tableNames.mailOutbox, tokenSecret);
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
    // Who is sent the weekly team digest (issue 48, Deliver 4), and which weeks it went, on the account.
    teamDigestPreferences: lazyService(async () => {
      const { createTeamDigestPreferences } = await import("@ai-leaders/core/digest/repository");
      return createTeamDigestPreferences(await db(), tableNames.users);
    }),
    // Who hears that What's new answered their suggestion, and their choice, on the account.
    answerAudience: lazyService(async () => {
      const { createAnswerAudience } = await import("@ai-leaders/core/changelog/repository");
      return createAnswerAudience(await db(), tableNames.users);
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
      const { createResultRepository } = await import("@ai-leaders/core/roast/store/repository");
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
      const [{ createAccessCodeRepository }, { withCachedLiveCheck }] = await Promise.all([
        import("@ai-leaders/core/access-codes/repository"),
        import("@ai-leaders/core/access-codes"),
      ]);
      return withCachedLiveCheck(createAccessCodeRepository(await db(), tableNames.accessCodes));
    }),
    // One per instance: whether a team's access token still stands is remembered for a few seconds (core/teams/grant-check.ts).
    teams: lazyService(async () => {
      const [{ createTeamRepository }, { withCachedGrantCheck }] = await Promise.all([
        import("@ai-leaders/core/teams/repository"),
        import("@ai-leaders/core/teams"),
      ]);
      return withCachedGrantCheck(
        createTeamRepository(await db(), {
          teams: tableNames.teams,
          oneTimeLinks: tableNames.oneTimeLinks,
          accessCodes: tableNames.accessCodes,
        }),
      );
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
      return {
        record: createAnalyticsRecorder(store),
        counters: store.counters,
        rememberRoast: store.rememberRoast,
        takeRoast: store.takeRoast,
      };
    }),
    audience: lazyService(async () => {
      const { createAudienceRepository } = await import("@ai-leaders/core/audience/repository");
      return createAudienceRepository(await db(), { signups: tableNames.newsletterSignups, contacts: tableNames.contactMessages });
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
