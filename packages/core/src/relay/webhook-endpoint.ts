// A webhook as the operator sets it: a URL, and optionally one header ("Name: value", for n8n's
// Header Auth). Credentials in the URL (https://user:pass@host/…) are sent as basic auth: fetch
// refuses a URL that holds them, and they must never be logged. A setting the relay cannot use is
// a problem, reported at start-up and as the reason on every record it leaves undelivered.

export interface WebhookEndpoint {
  /** The URL to call, without credentials. */
  url: string;
  /** Sent with every delivery: basic auth from the URL's credentials, and the setting's header. */
  headers: Record<string, string>;
  /** The URL for people (logs, the console, the start-up banner): no credentials, no query values. */
  shown: string;
  /** Works, but the operator should know (n8n's test URL, no TLS). */
  warning?: string;
}

export type Webhook = { endpoint: WebhookEndpoint } | { problem: string };

/** RFC 9110 token characters for the header's name. */
const headerLine = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(.*\S)\s*$/;
const reservedHeaders = new Set(["content-type", "content-length", "host", "idempotency-key", "user-agent"]);

/** The header setting's name for a webhook URL setting: NEWSLETTER_WEBHOOK_URL → NEWSLETTER_WEBHOOK_HEADER. */
export const headerSettingOf = (urlSetting: string) => urlSetting.replace(/_URL$/, "_HEADER");

export function readWebhook(urlSetting: string, value: string | undefined, header: string | undefined): Webhook | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${urlSetting} is not a URL` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { problem: `${urlSetting} must start with https:// or http://` };

  const headers: Record<string, string> = {};
  if (url.username || url.password) {
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString("base64")}`;
    url.username = "";
    url.password = "";
  }
  if (header) {
    const match = headerLine.exec(header.trim());
    const setting = headerSettingOf(urlSetting);
    if (!match) return { problem: `${setting} must be "Name: value", e.g. "X-Webhook-Key: 1f0c…"` };
    const name = match[1]!.toLowerCase();
    if (reservedHeaders.has(name) || (name === "authorization" && headers.authorization)) {
      return { problem: `${setting} may not set ${match[1]}: the relay sets it` };
    }
    headers[name] = match[2]!;
  }
  return { endpoint: { url: url.href, headers, shown: shownUrl(url), ...warningFor(urlSetting, url) } };
}

function shownUrl(url: URL): string {
  const names = [...new Set(url.searchParams.keys())];
  return `${url.origin}${url.pathname}${names.length > 0 ? `?${names.map((name) => `${name}=…`).join("&")}` : ""}`;
}

const loopback = /^(localhost|127(\.\d+){3}|\[::1\])$/;

function warningFor(urlSetting: string, url: URL): { warning: string } | Record<string, never> {
  if (url.pathname.includes("/webhook-test/")) {
    return {
      warning: `${urlSetting} is n8n's test URL: it answers only while the workflow editor listens. Use the production URL (/webhook/…) and activate the workflow.`,
    };
  }
  if (url.protocol === "http:" && !loopback.test(url.hostname))
    return { warning: `${urlSetting} is not https: deliveries travel unencrypted.` };
  return {};
}
