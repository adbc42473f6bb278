// Builds the services every handler uses from one set of connections; the same in Lambda and locally.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { SQSClient } from "@aws-sdk/client-sqs";
import type { TableNames } from "@ai-leaders/infra";
import type { AppConfig } from "@ai-leaders/core/config";
import { createNewsletterRepository, newsletterWebhookRequest } from "@ai-leaders/core/newsletter";
import { createConnectionRepository } from "@ai-leaders/core/realtime";
import { contactWebhookRequest, createContactRepository } from "@ai-leaders/core/contact";
import { createRateLimiter } from "@ai-leaders/core/rate-limit";
import { createVotingRepository } from "@ai-leaders/core/voting";
import { createAccountRepository } from "@ai-leaders/core/accounts";
import { createRelayPublisher, type RelayTargets } from "@ai-leaders/core/relay";
import { webhookSettings } from "@ai-leaders/core/config";

export interface Connections {
  db: DynamoDBDocumentClient;
  sqs: SQSClient;
  tableNames: TableNames;
  relayQueueUrl: string;
}

export function createServices({ db, sqs, tableNames, relayQueueUrl }: Connections) {
  return {
    newsletter: createNewsletterRepository(db, tableNames.newsletterSignups),
    contact: createContactRepository(db, tableNames.contactMessages),
    rateLimiter: createRateLimiter(db, tableNames.rateLimits),
    voting: createVotingRepository(db, {
      suggestions: tableNames.suggestions,
      votes: tableNames.suggestionVotes,
      comments: tableNames.suggestionComments,
    }),
    accounts: createAccountRepository(db, { users: tableNames.users, refreshTokens: tableNames.refreshTokens }),
    connections: createConnectionRepository(db, tableNames.connections),
    relayPublisher: createRelayPublisher(sqs, relayQueueUrl),
  };
}
export type Services = ReturnType<typeof createServices>;

/** Where each relay kind's records live and where they go. */
export function createRelayTargets(services: Services, config: Pick<AppConfig, "webhooks" | "publicUrl">): RelayTargets {
  return {
    newsletter: {
      store: services.newsletter.relay,
      webhookUrl: config.webhooks.newsletter,
      webhookSetting: webhookSettings.newsletter,
      buildRequest: (signup, url) => newsletterWebhookRequest(signup, url, config.publicUrl),
    },
    contact: {
      store: services.contact.relay,
      webhookUrl: config.webhooks.contact,
      webhookSetting: webhookSettings.contact,
      buildRequest: contactWebhookRequest,
    },
  };
}

/** Every kind whose pending records are enqueued again on start. */
export function relaySources(services: Services) {
  return [
    { kind: "newsletter" as const, listPending: services.newsletter.relay.listPending },
    { kind: "contact" as const, listPending: services.contact.relay.listPending },
  ];
}
