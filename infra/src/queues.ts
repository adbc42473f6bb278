// The relay queue and its dead-letter queue, shared by the SST stack and the local stack.

/**
 * One attempt may fetch the page and call a model for up to AI_TIMEOUT_SECONDS (at most 75 s), so
 * the consumer function runs for at most this long.
 */
const consumerTimeoutSeconds = 90;

export const relayQueue = {
  name: "relay",
  envVar: "RELAY_QUEUE_URL",
  consumerTimeoutSeconds,
  /**
   * Six times the consumer's timeout, as AWS advises for a Lambda event source: Lambda may retry a
   * batch its throttled function could not take before the messages show up again. A failed
   * attempt sets its own, shorter wait (retryDelaySeconds).
   */
  visibilityTimeoutSeconds: 6 * consumerTimeoutSeconds,
  /** Attempts before a message moves to the dead-letter queue. */
  maxReceiveCount: 5,
  /** Wait before attempt n+1 after attempt n failed: 10 s, 30 s, 90 s, 270 s. */
  retryDelaySeconds: (attempt: number) => Math.min(10 * 3 ** (attempt - 1), 900),
  batchSize: 10,
  /**
   * The most relay functions Lambda runs at once for this queue: a backlog (an automation down for
   * an hour, a burst of roasts) drains at this pace instead of taking the account's concurrency
   * from the API. Each runs a batch for up to 90 s, mostly waiting on a model or an automation.
   */
  maxConcurrency: 50,
  /**
   * The cloud's sweep: every few minutes, records stored this long ago whose message never reached
   * the queue are enqueued again.
   */
  sweep: { everyMinutes: 5, pendingForMinutes: 5 },
  deadLetter: {
    name: "relay-dlq",
    /** The sweeper drops the dead letters of records sent again, so the alarm on its depth clears. */
    envVar: "RELAY_DLQ_URL",
    /** SQS's longest: failed deliveries wait two weeks for a redrive. */
    retentionDays: 14,
  },
} as const;
