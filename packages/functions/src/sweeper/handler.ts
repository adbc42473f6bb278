// The scheduled sweep: a record is stored before its message is sent, so when the queue refused
// the send, the record waits as pending with no message. The sweep enqueues it again.
import { relayQueue } from "@ai-leaders/infra";
import { requeueStale } from "@ai-leaders/core/relay";
import type { Log } from "../http/index.ts";
import { relaySources, type Services } from "../wiring/index.ts";

export interface SweeperDeps {
  services: Services;
  now: () => Date;
  log: Log;
}

/** Long enough for a record's own message to have been sent and tried. */
export const stalePendingMs = relayQueue.sweep.pendingForMinutes * 60_000;

export function createSweeperHandler({ services, now, log }: SweeperDeps): () => Promise<{ requeued: number }> {
  return async () => {
    const olderThan = new Date(now().getTime() - stalePendingMs);
    const requeued = await requeueStale(relaySources(services), services.relayPublisher, olderThan);
    // Each one is a message the queue once refused: worth the operator's attention.
    if (requeued > 0) log({ event: "relay_requeued", requeued, olderThan: olderThan.toISOString() });
    return { requeued };
  };
}
