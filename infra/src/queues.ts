// The relay queue and its dead-letter queue, shared by the SST stack and the local stack.

export const relayQueue = {
  name: "relay",
  envVar: "RELAY_QUEUE_URL",
  /** Longer than one delivery attempt (webhook timeout 10 s) with room to spare. */
  visibilityTimeoutSeconds: 60,
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
