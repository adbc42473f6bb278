// A real HTTP server on loopback for the fetch and analyzer tests and the bench: each path answers
// with a fixed response or a handler. Not used by production code.
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Dial } from "./request.ts";
import type { Lookup, ResolvedAddress } from "./target.ts";

export type FixtureRoute =
  | { status?: number; headers?: Record<string, string>; body?: string | Buffer }
  | ((request: IncomingMessage, response: ServerResponse) => void);

export interface FixtureServer {
  origin: string;
  port: number;
  /** Requests received, in order, with the Host header each one carried. */
  requests: Array<{ path: string; host: string | undefined }>;
  close(): Promise<void>;
}

export async function startFixtureServer(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const requests: FixtureServer["requests"] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, host: request.headers.host });
    // A route is a path ("/page") or, to serve several sites, a host and path ("acme.example/").
    const route = routes[`${request.headers.host ?? ""}${path}`] ?? routes[path];
    if (!route) {
      response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
    } else if (typeof route === "function") {
      route(request, response);
    } else {
      const body = route.body ?? "";
      response.writeHead(route.status ?? 200, { "content-type": "text/html; charset=utf-8", ...route.headers });
      response.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port with nothing listening on it: opened, noted, closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Makes a loopback fixture server look like public sites: each name resolves to its own public
 * address (stubbed DNS), and the dial seam sends plain-http connections to those addresses to the
 * server. https connections go to `httpsPort` (by default a closed port, so https is unreachable).
 */
export function asPublicSites(server: FixtureServer, names: readonly string[], httpsPort: number): { lookup: Lookup; dial: Dial } {
  const zone = new Map<string, ResolvedAddress>(names.map((name, index) => [name, { address: `93.184.216.${10 + index}`, family: 4 }]));
  const addresses = new Set([...zone.values()].map((entry) => entry.address));
  return {
    lookup: async (hostname) => {
      const entry = zone.get(hostname);
      if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
      return [entry];
    },
    dial: (checked) => {
      if (!addresses.has(checked.address)) return checked;
      return { address: "127.0.0.1", family: 4, port: checked.port === 443 ? httpsPort : server.port };
    },
  };
}
