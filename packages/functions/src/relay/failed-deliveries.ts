// The console's failed deliveries (the Deliveries tab): every relay kind's records that did not go
// out, each described in a line, and sent again through the queue.
import type { AccessRequest } from "@ai-leaders/core/access-requests";
import type { ContactMessage } from "@ai-leaders/core/contact";
import { describeBoardEvent } from "@ai-leaders/core/board-events";
import type { AnalysisJob } from "@ai-leaders/core/jobs";
import type { OutboxMail } from "@ai-leaders/core/mail-outbox";
import type { NewsletterSignup } from "@ai-leaders/core/newsletter";
import { lazyService } from "../services/lazy-service.ts";
import type { Services } from "../services/index.ts";

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
