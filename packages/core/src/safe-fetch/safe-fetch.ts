// Fetches one user-supplied web page without letting the URL reach our own network: every hop
// of a redirect chain is checked and pinned again, and the whole exchange has one deadline.
import { FetchRefusal, describe, fetchFailure } from "./failure.ts";
import type { FetchFailure } from "./failure.ts";
import { requestOnce } from "./request.ts";
import type { Dial } from "./request.ts";
import { checkTarget, parseTargetUrl, systemLookup } from "./target.ts";
import type { Lookup } from "./target.ts";

export interface SafeFetchOptions {
  /** Local testing and demos only (ANALYZER_ALLOW_PRIVATE_HOSTS): allows loopback and any port. Default false. */
  allowPrivateHosts?: boolean;
  /** DNS resolution; tests inject a stub. Default: the system resolver. */
  lookup?: Lookup;
  /** Total time for every hop, headers and body. Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted, on the wire and decompressed. Default 2 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Clock for the reported response time (ms). Default Date.now. */
  now?: () => number;
  /** Test seam: the socket address used after every check has passed. Default: the checked address. */
  dial?: Dial;
  /** Test seam: trust anchors (PEM) for https, replacing the system roots. */
  ca?: string;
}

export interface FetchedPage {
  ok: true;
  requestedUrl: string;
  /** The URL the page was finally read from, after redirects. */
  url: string;
  /** Each URL a redirect led to, in order (the last one is `url`). */
  redirects: string[];
  status: number;
  contentType: string | null;
  /** The body, decompressed. */
  body: Buffer;
  transferBytes: number;
  /** From the first request to the last byte, on the injected clock. */
  elapsedMs: number;
}

export type SafeFetchResult = FetchedPage | FetchFailure;

export const safeFetchDefaults = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? safeFetchDefaults.timeoutMs;
  const now = options.now ?? Date.now;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new FetchRefusal("timeout", `no complete answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    return await followRedirects(rawUrl, options, deadline.signal, now);
  } catch (error) {
    if (error instanceof FetchRefusal) return error.failure;
    if (deadline.signal.aborted) return fetchFailure("timeout", describe(error));
    return fetchFailure("unreachable", describe(error));
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(rawUrl: string, options: SafeFetchOptions, signal: AbortSignal, now: () => number): Promise<FetchedPage> {
  const started = now();
  const maxRedirects = options.maxRedirects ?? safeFetchDefaults.maxRedirects;
  const policy = {
    allowPrivateHosts: options.allowPrivateHosts ?? false,
    lookup: options.lookup ?? systemLookup,
    signal,
  };
  const hopOptions = {
    signal,
    maxBytes: options.maxBytes ?? safeFetchDefaults.maxBytes,
    dial: options.dial ?? ((checked) => checked),
    ca: options.ca,
  } satisfies Parameters<typeof requestOnce>[1];
  const redirects: string[] = [];
  let url = withoutFragment(parseTargetUrl(rawUrl));
  for (let hop = 0; ; hop++) {
    const target = await checkTarget(url, policy);
    const result = await requestOnce(target, hopOptions);
    if (result.kind === "resource") throw new Error("a page request answered as a resource");
    if (result.kind === "page") {
      const { kind: _kind, ...page } = result;
      return { ok: true, requestedUrl: rawUrl, url: url.href, redirects, ...page, elapsedMs: now() - started };
    }
    if (hop >= maxRedirects) throw new FetchRefusal("unreachable", `more than ${maxRedirects} redirects`);
    if (!URL.canParse(result.location, url.href)) throw new FetchRefusal("unreachable", "redirect to an invalid URL");
    url = withoutFragment(new URL(result.location, url));
    redirects.push(url.href);
  }
}

function withoutFragment(url: URL): URL {
  url.hash = "";
  return url;
}
