// The scheduled sweep: a record is stored before its message is sent, so when the queue refused
// the send, the record waits as pending with no message. The sweep enqueues it again. It also
// drops the dead letters of records that were sent again since, so the dead-letter alarm clears,
// and starts the weekly checks of watched pages that are due.
import { relayQueue } from "@ai-leaders/infra";
import { dropSettledDeadLetters, requeueStale, type DeadLetterQueue } from "@ai-leaders/core/relay";
import type { Log } from "../logging/index.ts";
import { type Services } from "../services/index.ts";
import { relaySources } from "../relay/targets.ts";
import { startDueWatchChecks } from "../watches/start-checks.ts";

export interface SweeperDeps {
  services: Services;
  deadLetters: DeadLetterQueue;
  now: () => Date;
  log: Log;
}

/** Long enough for a record's own message to have been sent and tried. */
export const stalePendingMs = relayQueue.sweep.pendingForMinutes * 60_000;

export function createSweeperHandler({ services, deadLetters, now, log }: SweeperDeps) {
  return async (): Promise<{ requeued: number; deadLettersDropped: number; watchChecksStarted: number }> => {
    const olderThan = new Date(now().getTime() - stalePendingMs);
    const requeued = await requeueStale(relaySources(services), services.relayPublisher, olderThan);
    // Each one is a message the queue once refused: worth the operator's attention.
    if (requeued > 0) log({ event: "relay_requeued", requeued, olderThan: olderThan.toISOString() });
    const { dropped, kept } = await dropSettledDeadLetters(deadLetters, {
      newsletter: services.newsletter.relay,
      contact: services.contact.relay,
      analysis: services.jobs.relay,
      mail: services.mailOutbox.relay,
      board: services.boardEvents.relay,
      "access-request": services.accessRequests.relay,
    });
    if (dropped > 0) log({ event: "dead_letters_dropped", dropped, stillFailed: kept });
    const watchChecksStarted = await startDueWatchChecks(services, now(), log);
    if (watchChecksStarted > 0) log({ event: "watch_checks_started", started: watchChecksStarted });
    return { requeued, deadLettersDropped: dropped, watchChecksStarted };
  };
}
