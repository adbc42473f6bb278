// One request a browser made while showing a user-supplied page (a stylesheet, an image, a redirect
// hop), fetched under the same rules as the page itself: checked and pinned address, size cap,
// deadline. A redirect is answered as it came, and the browser's request for the next hop is
// checked again.
import { FetchRefusal, describe, fetchFailure, type FetchFailure } from "./failure.ts";
import { requestOnce, type Dial } from "./request.ts";
import { checkTarget, parseTargetUrl, systemLookup, type Lookup } from "./target.ts";

export interface ResourceFetchOptions {
  allowPrivateHosts: boolean;
  lookup?: Lookup;
  dial?: Dial;
  ca?: string;
  maxBytes: number;
  signal: AbortSignal;
}

export interface FetchedResource {
  ok: true;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  transferBytes: number;
}

export async function fetchResource(rawUrl: string, options: ResourceFetchOptions): Promise<FetchedResource | FetchFailure> {
  try {
    const url = parseTargetUrl(rawUrl);
    url.hash = "";
    const target = await checkTarget(url, {
      allowPrivateHosts: options.allowPrivateHosts,
      lookup: options.lookup ?? systemLookup,
      signal: options.signal,
    });
    const result = await requestOnce(target, {
      signal: options.signal,
      maxBytes: options.maxBytes,
      dial: options.dial ?? ((checked) => checked),
      ca: options.ca,
      mode: "resource",
    });
    if (result.kind === "redirect") {
      return { ok: true, status: result.status, headers: { location: result.location }, body: Buffer.alloc(0), transferBytes: 0 };
    }
    if (result.kind === "page") throw new Error("a resource request answered as a page");
    return { ok: true, status: result.status, headers: result.headers, body: result.body, transferBytes: result.transferBytes };
  } catch (error) {
    if (error instanceof FetchRefusal) return error.failure;
    if (options.signal.aborted) return fetchFailure("timeout", describe(error));
    return fetchFailure("unreachable", describe(error));
  }
}
