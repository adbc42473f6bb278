// The local stack serves the built site by the cloud's rules (infra's routeSitePath).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LocalStack } from "@ai-leaders/local";
import { startTestStack } from "../support/test-stack.ts";

describe("the static site", () => {
  let stack: LocalStack;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "site-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>AI for Leaders</title><h1>Landing</h1>");
    writeFileSync(join(dist, "app.html"), "<!doctype html><title>AI for Leaders</title><div id=root></div>");
    mkdirSync(join(dist, "blog", "model-context-protocol-mcp"), { recursive: true });
    writeFileSync(
      join(dist, "blog", "model-context-protocol-mcp", "index.html"),
      "<!doctype html><title>AI for Leaders</title><h1>MCP</h1>",
    );
    writeFileSync(join(dist, "404.html"), "<!doctype html><title>Page not found</title><h1>404</h1>");
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(dist, "favicon.svg"), "<svg/>");
    stack = await startTestStack({ webDistDir: dist });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it.each([
    ["/", "<h1>Landing</h1>"],
    ["/blog/model-context-protocol-mcp", "<h1>MCP</h1>"],
    ["/blog/model-context-protocol-mcp/", "<h1>MCP</h1>"],
  ])("answers the public page %s with its prerendered HTML, not cached, indexable", async (path, content) => {
    const response = await fetch(`${stack.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(await response.text()).toContain(content);
  });

  it.each(["/level-2/tools", "/prompts/claude", "/level-3-expert-panel", "/admin/audience", "/teams", "/teams/t-1/backlog"])(
    "answers the app's route %s with the app shell, not cached, noindex",
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await response.text()).toContain("<div id=root></div>");
    },
  );

  it.each(["/no-such-page", "/prompts/no-such-tool", "/level-2/no-such-tab"])(
    "answers the unknown path %s with the 404 page and status",
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("<h1>404</h1>");
    },
  );

  it("answers a kept result's page that does not exist from the API: the app shell (its not-found page), a 404, noindex", async () => {
    const response = await fetch(`${stack.url}/r/AbCdEfGhIjKlMnOpQrStUv`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain("<div id=root></div>");
    expect(html).toContain("<title>Result not found — AI for Leaders</title>");
  });

  it("answers an unknown post with the app shell (its own not-found page) and a 404", async () => {
    const response = await fetch(`${stack.url}/blog/no-such-post`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<div id=root></div>");
  });

  it("serves hashed assets as immutable", async () => {
    const response = await fetch(`${stack.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/javascript");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/assets/index-missing.js", "/assets/chunk", "/robots.txt", "/assets/../../package.json"])(
    "answers the missing file %s with a 404 that is not HTML",
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).not.toContain("text/html");
    },
  );

  it("sends the security headers", async () => {
    const response = await fetch(`${stack.url}/`);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers a mailed link's page with the app shell, noindex, and a Referrer-Policy that sends nothing", async () => {
    const response = await fetch(`${stack.url}/link/reset-password`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await response.text()).toContain("<div id=root></div>");
  });
});
