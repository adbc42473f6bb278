// The cloud's edge, as the local stack imitates it (design.md §3.13): the visitor's address set by
// the same edge function CloudFront runs, one origin enforced by the app itself, and API Gateway's
// answer to a response over Lambda's 6 MB or one that outlasts the function.
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { serve } from "@hono/node-server";
import { createLocalEdge, integrationFailure } from "@ai-leaders/local";
import { apiMessages } from "@ai-leaders/core/messages";
import { scanTable } from "../support/test-stack.ts";
import { requestFrom } from "../support/http-from.ts";
import { useTestStack } from "../support/use-stack.ts";

describe("the visitor's address, as the API sees it", () => {
  const suite = useTestStack();

  it("is the address that connected, written by the edge function, whatever the visitor claims", async () => {
    const claimed = { "x-viewer-address": "203.0.113.9", "x-forwarded-for": "203.0.113.9", "x-origin-verify": "guess" };
    const seen = await requestFrom(`${suite.stack.url}/api/viewer-address`, { from: "127.0.0.31", headers: claimed });
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual({ address: "127.0.0.31" });
    expect((await requestFrom(`${suite.stack.url}/api/viewer-address`, { from: "127.0.0.32" })).json).toEqual({ address: "127.0.0.32" });
  });

  it("sends the security headers with the API's and the callback route's answers alike", async () => {
    for (const answer of [
      await suite.stack.request("/api/viewer-address"),
      await suite.stack.request("/callback/not-a-session", { method: "POST", body: "{}" }),
    ]) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(answer.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    }
  });

  it("refuses what another site's page asks, and stores nothing", async () => {
    const email = `cross-origin-${Date.now()}@company.example`;
    const refused = await requestFrom(`${suite.stack.url}/api/newsletter`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example" },
      body: { email },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(apiMessages.crossOrigin);
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();

    const preflight = await requestFrom(`${suite.stack.url}/api/newsletter`, {
      method: "OPTIONS",
      headers: {
        origin: "https://elsewhere.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-methods"]).toBeUndefined();

    const fetchedAcrossSites = await requestFrom(`${suite.stack.url}/api/newsletter`, {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: { email },
    });
    expect(fetchedAcrossSites.status).toBe(403);
    expect((await scanTable(suite.stack, "newsletterSignups")).filter((signup) => signup.email === email)).toEqual([]);

    // The site's own page, and servers with no Origin at all, are answered.
    const own = await requestFrom(`${suite.stack.url}/api/newsletter`, {
      method: "POST",
      headers: { origin: suite.stack.url, "sec-fetch-site": "same-origin" },
      body: { email },
    });
    expect(own.status).toBe(201);
    expect((await scanTable(suite.stack, "newsletterSignups")).filter((signup) => signup.email === email)).toHaveLength(1);
  });
});

describe("API Gateway's limits on an answer", () => {
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    const edge = createLocalEdge({ responseBytes: 6 * 1024 * 1024, timeoutMs: 300 });
    const app = new Hono()
      .use("/api/*", edge.middleware)
      .get("/api/export", (c) => c.text("x".repeat(Number(c.req.query("bytes")))))
      .get("/api/slow", async (c) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return c.text("too late");
      });
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it("passes an answer within Lambda's 6 MB whole, and fails one over it as API Gateway does", async () => {
    const within = await requestFrom(`${url}/api/export?bytes=${6 * 1024 * 1024}`);
    expect(within.status).toBe(200);
    expect(within.text.length).toBe(6 * 1024 * 1024);

    const over = await requestFrom(`${url}/api/export?bytes=${6.5 * 1024 * 1024}`);
    expect(over.status).toBe(integrationFailure.status);
    expect(over.json).toEqual({ message: "Internal Server Error" });
  });

  it("fails an answer that outlasts the function's time", async () => {
    const late = await requestFrom(`${url}/api/slow`);
    expect(late.status).toBe(500);
    expect(late.json).toEqual({ message: "Internal Server Error" });
  });
});
