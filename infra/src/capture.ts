// The roast's page capture in the cloud (design.md §3.16): its function and its screenshots bucket,
// shared by the SST stack and the functions that read their names.
export const pageCapture = {
  /** The relay and the API invoke the capture function by this name, for a share card or a brief. */
  functionEnvVar: "CAPTURE_FUNCTION_NAME",
  /** The relay puts a roast's page in line there; the capture function takes it when a browser is free. */
  queueEnvVar: "CAPTURE_QUEUE_URL",
  /** The capture function writes screenshots there; the API serves and deletes them. */
  bucketEnvVar: "SCREENSHOT_BUCKET",
  /** Every screenshot's key starts with it: captures/{captureId}/{name}.jpg. */
  keyPrefix: "captures/",
} as const;

/** The capture function's longest run: one page, both views, or one document. */
const captureTimeoutSeconds = 60;

/**
 * The queue of roasted pages waiting for a browser (docs/scale.md, "Page captures"). Its event
 * source holds the function to CAPTURE_CONCURRENCY browsers at once, so a burst waits in line
 * instead of being refused, and no concurrency is reserved (a new account could not hold it).
 */
export const captureQueue = {
  timeoutSeconds: captureTimeoutSeconds,
  /** Six times the function's timeout, as AWS advises for a Lambda event source (see relayQueue). */
  visibilityTimeoutSeconds: 6 * captureTimeoutSeconds,
  /** One page per invocation: each has its own 60 s and its own retry. */
  batchSize: 1,
  /** A page whose browser crashed this often goes to the dead-letter queue; its report says the shots could not be taken. */
  maxReceiveCount: 3,
  /** A page not taken within the hour is not coming (core/roast/arrived-capture.ts gives up then): SQS drops it. */
  retentionMinutes: 60,
  /** Browsers at once unless CAPTURE_CONCURRENCY says otherwise; SQS event sources take 2 to 1,000. */
  defaultConcurrency: 5,
  concurrencyRange: { min: 2, max: 1000 },
} as const;
