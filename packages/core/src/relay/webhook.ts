// The outbound webhook call: exact body, bounded time, success only on a 2xx.

export interface WebhookRequest {
  method: "GET" | "POST";
  url: string;
  /** JSON body for POST; serialised exactly once so retries send the same bytes. */
  body?: unknown;
  /** Extra headers: the relay adds Idempotency-Key. */
  headers?: Record<string, string>;
}

export const webhookTimeoutMs = 10_000;

export type SendWebhook = (request: WebhookRequest) => Promise<void>;

export class WebhookError extends Error {
  override name = "WebhookError";
}

export const sendWebhook: SendWebhook = async (request) => {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { ...request.headers, ...(request.body === undefined ? {} : { "content-type": "application/json" }) },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(webhookTimeoutMs),
      redirect: "follow",
    });
  } catch (error) {
    throw new WebhookError(unreachable(error as Error));
  }
  // The automation's answer is not used (spec §7); drain it so the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new WebhookError(`Webhook answered ${response.status}`);
};

/** fetch says only "fetch failed"; the reason is in its cause (ECONNREFUSED, ENOTFOUND…). */
function unreachable(error: Error): string {
  if (error.name === "TimeoutError") return `Webhook did not answer within ${webhookTimeoutMs / 1000} s`;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? `Webhook unreachable (${code})` : `Webhook unreachable: ${error.message}`;
}
