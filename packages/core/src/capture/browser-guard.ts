// Every request the browser makes while showing a user-supplied page goes through our own fetch,
// under the rules the page fetch keeps (checked and pinned address, size caps, one deadline): the
// browser itself never opens a connection. What could slip past the interception (a socket,
// WebRTC, WebTransport) has nowhere to go: the launch flags below leave the browser no resolver, a
// dead proxy, and WebRTC only that proxy, so no UDP at all (page-capture.test's STUN server on loopback).
import type { BrowserContext, Route } from "playwright-core";
import { fetchResource, type Dial, type Lookup } from "../safe-fetch/index.ts";

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
  const fetched = await fetchResource(url, { ...policy, maxBytes, signal });
  if (!fetched.ok) return refuse(fetched.detail);
  ledger.bytes += fetched.transferBytes;
  await route.fulfill({ status: fetched.status, headers: fetched.headers, body: fetched.body }).catch(ignoreClosed);
}

// The page may be closed (the capture finished or timed out) while a request is in flight.
function ignoreClosed(): void {}
