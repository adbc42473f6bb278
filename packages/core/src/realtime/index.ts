// WebSocket connections and the push of a message to the browsers waiting on a session.
import type { ConnectionRepository } from "./repository.ts";

// Types only: the table code is imported on its own ("@ai-leaders/core/realtime/repository"), when first used.
export type * from "./repository.ts";

/** Sends to one connection; resolves false when the connection is gone. */
export type PostToConnection = (connectionId: string, data: string) => Promise<boolean>;

/** Pushes to every socket subscribed to the session, forgetting those that are gone. */
export async function pushToSession(
  sessionId: string,
  message: unknown,
  connections: ConnectionRepository,
  post: PostToConnection,
): Promise<number> {
  const data = JSON.stringify(message);
  let delivered = 0;
  for (const connectionId of await connections.listBySession(sessionId)) {
    if (await post(connectionId, data)) delivered += 1;
    else await connections.remove(connectionId);
  }
  return delivered;
}

/**
 * Streams progress to a session's sockets: only the newest message is sent, one at a time, so a
 * fast writer never queues stale copies behind a slow socket. The watcher list is looked up
 * again each second, for pages that connect while the report is being written.
 */
export function createProgressPusher(
  sessionId: string,
  connections: ConnectionRepository,
  post: PostToConnection,
  onError: (error: Error) => void,
) {
  let newest: string | null = null;
  let sending: Promise<void> | null = null;
  let watchers: string[] = [];
  let listedAt = Number.NEGATIVE_INFINITY;

  async function sendNewest(): Promise<void> {
    while (newest !== null) {
      const data = newest;
      newest = null;
      if (performance.now() - listedAt > 1_000) {
        watchers = await connections.listBySession(sessionId);
        listedAt = performance.now();
      }
      await Promise.all(watchers.map((connectionId) => post(connectionId, data)));
    }
  }

  function start(): void {
    sending = sendNewest()
      .catch(onError)
      .finally(() => {
        sending = null;
        if (newest !== null) start();
      });
  }

  return {
    push(message: unknown): void {
      newest = JSON.stringify(message);
      if (!sending) start();
    },
    /** Resolves once everything pushed so far has been sent (or has failed). */
    async drained(): Promise<void> {
      while (sending) await sending;
    },
  };
}
