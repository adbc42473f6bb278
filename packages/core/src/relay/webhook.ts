// The outbound webhook call, one contract for every delivery: the exact body, signed over a
// timestamp (Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`), a User-Agent
// that names the product, bounded time, and success only on a 2xx. The automation's answer is
// acceptance, not the result: the result comes back later to the callback URL.
import { createHmac } from "node:crypto";

export interface WebhookRequest {
  method: "GET" | "POST";
  url: string;
  /** JSON body for POST; serialised exactly once so the signature covers the bytes sent. */
  body?: unknown;
  /** Extra headers: the endpoint's own, and the relay's Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface WebhookContract {
  /** How long the automation's server has to accept a delivery (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** WEBHOOK_SIGNING_SECRET: the key of every delivery's signature. */
  signingSecret: string;
  /** The site's origin, named in the User-Agent. */
  publicUrl: string;
}

export const signatureHeader = "X-AI-Leaders-Signature";
/** The release, named in every delivery's User-Agent. */
export const productRelease = "2026.11";

export type SendWebhook = (request: WebhookRequest) => Promise<void>;

export class WebhookError extends Error {
  override name = "WebhookError";
}

/** The signature header's value for a body sent at `timestampSeconds`; a GET has the empty body. */
export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  const digest = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${digest}`;
}

export function createWebhookSender(contract: WebhookContract, now: () => number = Date.now): SendWebhook {
  const userAgent = `AI-for-Leaders/${productRelease} (+${contract.publicUrl})`;
  return async (request) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: {
          ...request.headers,
          "user-agent": userAgent,
          [signatureHeader]: webhookSignature(contract.signingSecret, Math.floor(now() / 1000), body ?? ""),
          ...(body !== undefined && { "content-type": "application/json" }),
        },
        body,
        signal: AbortSignal.timeout(contract.timeoutMs),
        redirect: "follow",
      });
    } catch (error) {
      throw new WebhookError(unreachable(error as Error, contract.timeoutMs));
    }
    // The automation's answer is not used (spec §7); drain it so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new WebhookError(`Webhook answered ${response.status}`);
  };
}

/** fetch says only "fetch failed"; the reason is in its cause (ECONNREFUSED, ENOTFOUND…). */
function unreachable(error: Error, timeoutMs: number): string {
  if (error.name === "TimeoutError")
    return `Webhook did not accept the delivery within ${timeoutMs / 1000} s (WEBHOOK_TIMEOUT_SECONDS): answer at once, and send the result to callback_url`;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? `Webhook unreachable (${code})` : `Webhook unreachable: ${error.message}`;
}
