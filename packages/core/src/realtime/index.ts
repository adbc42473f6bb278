// WebSocket connections and the push of a message to the browsers waiting on a session.
import type { ConnectionRepository } from "./repository.ts";
import { batchPatchOps, jsonBytes, patchOps, utf8Bytes, type PatchOp } from "./patch.ts";

// Types only: the table code is imported on its own ("@ai-leaders/core/realtime/repository"), when first used.
export type * from "./repository.ts";
export * from "./patch.ts";

/**
 * API Gateway refuses a WebSocket message over 128 KB, and carries it in frames of at most
 * 32 KB (https://docs.aws.amazon.com/apigateway/latest/developerguide/apigateway-execution-service-websocket-limits-table.html).
 */
export const messageLimitBytes = 128 * 1024;
export const frameLimitBytes = 32 * 1024;

/** Sends to one connection; resolves false when the connection is gone. */
export type PostToConnection = (connectionId: string, data: string) => Promise<boolean>;

/**
 * Pushes to every socket subscribed to the session, forgetting those that are gone. A message
 * over the limit is replaced by `whenTooLarge` (a small one telling the page to fetch it).
 *
 * A socket is listed from its $connect, a moment before it can be sent to (API Gateway answers
 * "gone" until then): a push made early in a job (a stage) keeps such a socket (`forgetGone:
 * false`), or the result would find nobody to tell, and the page, whose socket is open, would not
 * look for it. The result's own push forgets them; a page opening then looks for the result itself.
 * `listed`: the sockets to send to, when the caller has listed them already.
 */
export async function pushToSession(
  sessionId: string,
  message: unknown,
  connections: ConnectionRepository,
  post: PostToConnection,
  whenTooLarge?: unknown,
  { forgetGone = true, listed }: { forgetGone?: boolean; listed?: readonly string[] } = {},
): Promise<number> {
  let data = JSON.stringify(message);
  if (utf8Bytes(data) > messageLimitBytes) {
    if (whenTooLarge === undefined) throw new Error(`A push to ${sessionId} is over the ${messageLimitBytes}-byte message limit`);
    data = JSON.stringify(whenTooLarge);
  }
  let delivered = 0;
  for (const connectionId of listed ?? (await connections.listBySession(sessionId))) {
    if (await postOrRetry(post, connectionId, data)) delivered += 1;
    else if (forgetGone) await connections.remove(connectionId);
  }
  return delivered;
}

/** A page with an open socket does not poll, so a send refused for a moment (throttled) is tried once more. */
const retryPauseMs = 200;
async function postOrRetry(post: PostToConnection, connectionId: string, data: string): Promise<boolean> {
  try {
    return await post(connectionId, data);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryPauseMs));
    return post(connectionId, data);
  }
}

/** A socket's next patch: its number (1 carries everything so far) and what changed. */
export interface ValuePatch {
  seq: number;
  ops: PatchOp[];
}

export interface ProgressPusherOptions {
  sessionId: string;
  connections: ConnectionRepository;
  post: PostToConnection;
  /** The message a patch travels in. */
  message: (patch: ValuePatch) => unknown;
  onError: (error: Error) => void;
}

/** Never two messages to a socket closer than this; a finished section goes at once otherwise. */
export const patchGapMs = 250;
/** While a section is only growing, it is sent at this pace. */
export const growingPatchGapMs = 750;
/**
 * Each message waits this much longer than the one before it, so the count grows with the log of
 * a stream's length: a report streamed for 5 s or for a minute stays well within the budget of 30
 * messages a report (with its stages and its result); progress-pusher.test counts them.
 */
export const patchGapGrowth = 1.2;
/** Pages that connect while the value is being written are found within this. */
const watcherRefreshMs = 1_000;

interface Watcher {
  /** The value as this socket has it; undefined until its first patch. */
  sent: unknown;
  seq: number;
}

/**
 * Streams a value that grows (a report being written) to a session's sockets as patches: the first
 * change at once, then at most one message per `patchGapMs`, sent as soon as a top-level section
 * is finished (a new one has started) and otherwise every `growingPatchGapMs`, each gap growing by
 * `patchGapGrowth` over the one before. Each socket gets
 * numbered patches against what it was sent before; a socket that joins late, or whose send
 * failed, starts again from patch 1 carrying the whole value.
 */
export function createProgressPusher({ sessionId, connections, post, message, onError }: ProgressPusherOptions) {
  let newest: unknown;
  let flushed: unknown;
  let flushedAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dueAt = Number.POSITIVE_INFINITY;
  let sending: Promise<void> | null = null;
  const watchers = new Map<string, Watcher>();
  let listedAt = Number.NEGATIVE_INFINITY;
  let flushes = 0;

  const sectionCount = (value: unknown) => (typeof value === "object" && value !== null ? Object.keys(value).length : 0);

  function schedule(): void {
    if (sending || newest === flushed) return;
    const gap = sectionCount(newest) > sectionCount(flushed) ? patchGapMs : growingPatchGapMs;
    const due = flushedAt + gap * patchGapGrowth ** Math.max(0, flushes - 1);
    if (timer && due >= dueAt) return;
    if (timer) clearTimeout(timer);
    dueAt = due;
    timer = setTimeout(flush, Math.max(0, due - performance.now()));
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    dueAt = Number.POSITIVE_INFINITY;
    const value = newest;
    flushed = value;
    flushedAt = performance.now();
    flushes += 1;
    sending = sendToWatchers(value)
      .catch(onError)
      .finally(() => {
        sending = null;
        schedule();
      });
  }

  async function sendToWatchers(value: unknown): Promise<void> {
    if (performance.now() - listedAt > watcherRefreshMs) {
      const listed = new Set(await connections.listBySession(sessionId));
      listedAt = performance.now();
      for (const connectionId of watchers.keys()) if (!listed.has(connectionId)) watchers.delete(connectionId);
      for (const connectionId of listed) if (!watchers.has(connectionId)) watchers.set(connectionId, { sent: undefined, seq: 0 });
    }
    const failures = await Promise.all(
      [...watchers].map(([connectionId, watcher]) =>
        sendTo(connectionId, watcher, value).then(
          () => null,
          (error: Error) => error,
        ),
      ),
    );
    const failure = failures.find((error) => error !== null);
    if (failure) throw failure;
  }

  async function sendTo(connectionId: string, watcher: Watcher, value: unknown): Promise<void> {
    const ops = watcher.seq === 0 ? [{ path: [], set: value }] : patchOps(watcher.sent, value);
    if (ops.length === 0) return;
    const envelope = jsonBytes(message({ seq: Number.MAX_SAFE_INTEGER, ops: [] }));
    try {
      for (const batch of batchPatchOps(ops, messageLimitBytes - envelope)) {
        watcher.seq += 1;
        // Gone, or not open yet (listed from its $connect): dropped here, found again by the next
        // listing if it opens; the result's push forgets it if it never does.
        if (!(await post(connectionId, JSON.stringify(message({ seq: watcher.seq, ops: batch }))))) {
          watchers.delete(connectionId);
          return;
        }
      }
      watcher.sent = value;
    } catch (error) {
      // The page may have missed a patch: its next one carries the whole value again.
      watcher.seq = 0;
      throw error;
    }
  }

  return {
    push(value: unknown): void {
      newest = value;
      schedule();
    },
    /** Sends the last change at once (the end of the value finishes its last section), then resolves. */
    async finish(): Promise<void> {
      while (sending) await sending;
      if (newest !== flushed) flush();
      while (sending) await sending;
    },
  };
}
