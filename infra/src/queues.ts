// The relay queue and its dead-letter queue, shared by the SST stack and the local stack.

export const relayQueue = {
  name: "relay",
  envVar: "RELAY_QUEUE_URL",
  /**
   * Longer than one attempt, which may include the page fetch and a model call of up to
   * AI_TIMEOUT_SECONDS; the consumer's timeout is half of it.
   */
  visibilityTimeoutSeconds: 180,
  /** Attempts before a message moves to the dead-letter queue. */
  maxReceiveCount: 5,
  /** Wait before attempt n+1 after attempt n failed: 10 s, 30 s, 90 s, 270 s. */
  retryDelaySeconds: (attempt: number) => Math.min(10 * 3 ** (attempt - 1), 900),
  batchSize: 10,
  deadLetter: {
    name: "relay-dlq",
    retentionDays: 14,
  },
} as const;
