// The local stack answers only requests addressed to it by a name it knows. A web page on another
// site can point a DNS name it owns at 127.0.0.1 ("DNS rebinding") and then read the stack as its
// own origin: the caught mail at /_mail (reset links), the API. Such a request still names the
// attacker's host in its Host header, so it is refused here.
import { isIP } from "node:net";
import type { MiddlewareHandler } from "hono";

/** Hosts no page can rebind: loopback names and IP literals, and the names the stack is served as. */
export function refuseForeignHosts(servedAs: string[]): MiddlewareHandler {
  const known = new Set(["localhost", ...servedAs.map((name) => name.toLowerCase())]);
  return async (c, next) => {
    const hostname = hostnameOf(c.req.header("host") ?? "");
    if (known.has(hostname) || hostname.endsWith(".localhost") || isIP(hostname) !== 0) return next();
    return c.text(`This server answers only to its own addresses, not to “${hostname}”.`, 403);
  };
}

/** "Example.com:3000" → "example.com"; "[::1]:3000" → "::1". */
function hostnameOf(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return host.replace(/:\d+$/, "").toLowerCase();
}
