// Fixture pages on a real loopback server (private hosts allowed, as in local demos): sizes,
// content types, slow answers, redirect chains and status codes.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort, startFixtureServer } from "./fixture-server.ts";
import type { FixtureServer } from "./fixture-server.ts";
import { fetchFailureReasons, safeFetch } from "./index.ts";
import type { SafeFetchOptions } from "./index.ts";

const html = "<!doctype html><html><head><title>Fixture</title></head><body><p>Hello</p></body></html>";
const threeMegabytes = `<!doctype html><html><body>${"<p>filler text</p>".repeat(175_000)}</body></html>`;

let server: FixtureServer;
const local: SafeFetchOptions = { allowPrivateHosts: true };
const url = (path: string) => `${server.origin}${path}`;
/** Fetching `path` is refused with `code`, and the reason a visitor is given. */
const expectRefused = async (path: string, code: string, reason: string) =>
  expect(await safeFetch(url(path), local)).toMatchObject({ ok: false, code, reason });

beforeAll(async () => {
  server = await startFixtureServer({
    "/page": { body: html },
    "/xhtml": { headers: { "content-type": "application/xhtml+xml" }, body: html },
    "/empty": { body: "" },
    "/big": { body: threeMegabytes },
    "/big-chunked": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      for (let i = 0; i < 30; i++) response.write("x".repeat(100_000));
      response.end();
    },
    "/gzip": { headers: { "content-encoding": "gzip" }, body: gzipSync(html) },
    "/gzip-bomb": { headers: { "content-encoding": "gzip" }, body: gzipSync(threeMegabytes) },
    "/json": { headers: { "content-type": "application/json" }, body: '{"hello":"world"}' },
    "/png": { headers: { "content-type": "image/png" }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    "/untyped-html": (_request, response) => {
      response.writeHead(200).end(html);
    },
    "/untyped-text": (_request, response) => {
      response.writeHead(200).end("just some text");
    },
    "/slow-headers": () => {
      // Never answers: the deadline must end the exchange.
    },
    "/slow-body": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<!doctype html><html><body>");
    },
    "/not-found": { status: 404, body: "<h1>Not found</h1>" },
    "/server-error": { status: 500, body: "<h1>Oops</h1>" },
    "/redirect-no-location": { status: 302, body: "" },
    "/hop1": { status: 301, headers: { location: "/hop2" } },
    "/hop2": { status: 302, headers: { location: "/hop3" } },
    "/hop3": { status: 307, headers: { location: "http://10.0.0.5/admin" } },
    "/to-metadata": { status: 308, headers: { location: "http://169.254.169.254/latest/meta-data/" } },
    ...redirectChain("/five", 5, "/page"),
    ...redirectChain("/six", 6, "/page"),
  });
});

afterAll(() => server.close());

function redirectChain(prefix: string, hops: number, end: string) {
  const routes: Record<string, { status: number; headers: Record<string, string> }> = {};
  for (let hop = 0; hop < hops; hop++) {
    const next = hop + 1 < hops ? `${prefix}-${hop + 1}` : end;
    routes[hop === 0 ? prefix : `${prefix}-${hop}`] = { status: 302, headers: { location: next } };
  }
  return routes;
}

describe("safe fetch on loopback", () => {
  it("reads an HTML page and reports the response time from the injected clock", async () => {
    const ticks = [1_000, 1_450];
    const result = await safeFetch(url("/page"), { ...local, now: () => ticks.shift() ?? 0 });
    expect(result).toMatchObject({ ok: true, status: 200, url: url("/page"), redirects: [], elapsedMs: 450 });
    if (result.ok) expect(result.body.toString()).toBe(html);
  });

  it("accepts XHTML and decompresses gzip", async () => {
    expect(await safeFetch(url("/xhtml"), local)).toMatchObject({ ok: true });
    const gzip = await safeFetch(url("/gzip"), local);
    expect(gzip.ok && gzip.body.toString()).toBe(html);
  });

  it("returns an empty HTML body as a page, for the analyzer to judge", async () => {
    const result = await safeFetch(url("/empty"), local);
    expect(result.ok && result.body.length).toBe(0);
  });

  it.each(["/big", "/big-chunked", "/gzip-bomb"])("refuses more than 2 MB (%s)", async (path) => {
    await expectRefused(path, "too-large", fetchFailureReasons.unreachable);
  });

  it.each(["/json", "/png", "/untyped-text"])("refuses what isn't HTML (%s)", async (path) => {
    await expectRefused(path, "not-html", fetchFailureReasons.notHtml);
  });

  it("accepts an untyped body that starts like HTML", async () => {
    expect(await safeFetch(url("/untyped-html"), local)).toMatchObject({ ok: true, contentType: null });
  });

  it.each(["/slow-headers", "/slow-body"])("gives up at the time limit (%s)", async (path) => {
    const result = await safeFetch(url(path), { ...local, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, code: "timeout", reason: fetchFailureReasons.unreachable });
  });

  it("follows redirects by hand and refuses a chain that ends on a private address", async () => {
    const result = await safeFetch(url("/hop1"), local);
    expect(result).toMatchObject({ ok: false, code: "blocked", reason: fetchFailureReasons.blocked });
    expect(result.ok === false && result.detail).toContain("10.0.0.5");
  });

  it("refuses a redirect to cloud metadata even when loopback is allowed", async () => {
    expect(await safeFetch(url("/to-metadata"), local)).toMatchObject({ ok: false, code: "blocked" });
  });

  it("follows five redirects and no more", async () => {
    const five = await safeFetch(url("/five"), local);
    expect(five).toMatchObject({ ok: true, url: url("/page") });
    expect(five.ok && five.redirects).toHaveLength(5);
    expect(await safeFetch(url("/six"), local)).toMatchObject({ ok: false, code: "unreachable" });
  });

  it.each(["/not-found", "/server-error", "/redirect-no-location"])("treats %s as unreachable", async (path) => {
    await expectRefused(path, "unreachable", fetchFailureReasons.unreachable);
  });

  it("reports a refused connection as unreachable", async () => {
    const port = await closedPort();
    expect(await safeFetch(`http://127.0.0.1:${port}/`, local)).toMatchObject({ ok: false, code: "unreachable" });
  });

  it("refuses the same loopback server when private hosts are not allowed", async () => {
    expect(await safeFetch(url("/page"))).toMatchObject({ ok: false, code: "blocked" });
    expect(await safeFetch(url("/page"), { allowPrivateHosts: false })).toMatchObject({ ok: false, code: "blocked" });
  });
});
