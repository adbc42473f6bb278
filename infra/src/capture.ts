// The roast's page capture in the cloud (design.md §3.16): its function and its screenshots bucket,
// shared by the SST stack and the functions that read their names.
export const pageCapture = {
  /** The relay invokes the capture function by this name. */
  functionEnvVar: "CAPTURE_FUNCTION_NAME",
  /** The capture function writes screenshots there; the API serves and deletes them. */
  bucketEnvVar: "SCREENSHOT_BUCKET",
  /** Every screenshot's key starts with it: captures/{captureId}/{name}.jpg. */
  keyPrefix: "captures/",
} as const;
