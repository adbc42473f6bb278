/**
 * What the page shows when the edge in front of the API refused a request on its own (AWS WAF's
 * rate rule or block page, API Gateway's throttle): those answers carry no message of ours. The
 * WAF rule's custom 429 body uses the same words.
 */
export const edgeMessages = {
  title: "Too many requests",
  tooManyRequests: "Too many requests, try again in a moment",
  /** While a newsletter signup or contact message waits to be sent again. */
  retrying: (seconds: number) => `Too many requests, trying again in ${seconds} s…`,
  /** The same, after the request could not reach us at all (offline, connection lost). */
  retryingOffline: (seconds: number) => `Could not reach us, trying again in ${seconds} s…`,
} as const;
