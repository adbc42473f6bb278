// Every request the browser makes while showing a user-supplied page goes through our own fetch,
// under the rules the page fetch keeps (checked and pinned address, size caps, one deadline): the
// browser itself never opens a connection. What could slip past the interception (a socket,
// WebRTC, WebTransport) has nowhere to go: the launch flags below leave the browser no resolver, a
// dead proxy, and WebRTC only that proxy, so no UDP at all (page-capture.test's STUN server on loopback).
import type { BrowserContext, Route } from "playwright-core";
import { fetchResource, type Dial, type FetchedResource, type FetchFailure, type Lookup } from "../../safe-fetch/index.ts";
import { fetchFailure } from "../../safe-fetch/failure.ts";

/** Flags every capture browser is launched with, locally and in the cloud. */
export const isolatedBrowserArgs = [
  "--host-resolver-rules=MAP * ~NOTFOUND",
  "--proxy-server=http://127.0.0.1:9",
  "--proxy-bypass-list=<-loopback>",
  "--force-webrtc-ip-handling-policy",
  "--webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--no-default-browser-check",
];

export interface GuardPolicy {
  allowPrivateHosts: boolean;
  lookup?: Lookup;
  dial?: Dial;
  ca?: string;
}

export const guardLimits = {
  requests: 250,
  bytesPerResource: 5 * 1024 * 1024,
  totalBytes: 25 * 1024 * 1024,
};

/** What the guard let through and what it refused, per capture. */
export interface GuardLedger {
  requests: number;
  bytes: number;
  /** Each refused URL with the rule it broke, for the operator and the tests. */
  refused: Array<{ url: string; why: string }>;
}

export async function guardContext(context: BrowserContext, policy: GuardPolicy, signal: AbortSignal, ledger: GuardLedger): Promise<void> {
  await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: "not during a capture" }));
  await context.route("**/*", (route) => answer(route, policy, signal, ledger));
}

async function answer(route: Route, policy: GuardPolicy, signal: AbortSignal, ledger: GuardLedger): Promise<void> {
  const request = route.request();
  const url = request.url();
  const refuse = (why: string) => {
    ledger.refused.push({ url, why });
    return route.abort("blockedbyclient").catch(ignoreClosed);
  };
  // Reading a page sends nothing anywhere: no form posts, no beacons.
  if (request.method() !== "GET" && request.method() !== "HEAD") return refuse(`method ${request.method()}`);
  if (++ledger.requests > guardLimits.requests) return refuse(`more than ${guardLimits.requests} requests`);
  const maxBytes = Math.min(guardLimits.bytesPerResource, guardLimits.totalBytes - ledger.bytes);
  if (maxBytes <= 0) return refuse(`more than ${guardLimits.totalBytes} bytes in all`);
  const followed = await followRedirects(url, (hop) => fetchResource(hop, { ...policy, maxBytes, signal }));
  if (!followed.fetched.ok) {
    if (followed.url !== url) ledger.refused.push({ url: followed.url, why: followed.fetched.detail });
    return refuse(followed.fetched.detail);
  }
  ledger.bytes += followed.fetched.transferBytes;
  const { status, headers, body } = followed.fetched;
  await route.fulfill({ status, headers, body }).catch(ignoreClosed);
}

/** As many redirect hops as the guard follows for one request (a browser gives up after 20). */
export const maxRedirectHops = 10;

/**
 * A request's redirects, each hop fetched (and so checked) by the guard itself: once a request is
 * answered, Chromium follows a redirect on its own, through the dead proxy, and the page is lost.
 */
async function followRedirects(url: string, fetchHop: (url: string) => Promise<FetchedResource | FetchFailure>) {
  let current = url;
  for (let hop = 0; ; hop++) {
    const fetched = await fetchHop(current);
    const location = fetched.ok && fetched.status >= 300 && fetched.status < 400 ? fetched.headers.location : undefined;
    if (!location) return { url: current, fetched };
    if (hop === maxRedirectHops) return { url: current, fetched: fetchFailure("unreachable", `more than ${maxRedirectHops} redirects`) };
    current = new URL(location, current).href;
  }
}

/**
 * Where a page's address lands once its redirects are followed through the guard: the browser is
 * sent there, so the page it draws has its own address (its relative links resolve as on the site).
 */
export async function landingAddress(url: string, policy: GuardPolicy, signal: AbortSignal): Promise<string> {
  const followed = await followRedirects(url, (hop) => fetchResource(hop, { ...policy, maxBytes: guardLimits.bytesPerResource, signal }));
  return followed.url;
}

// The page may be closed (the capture finished or timed out) while a request is in flight.
function ignoreClosed(): void {}
