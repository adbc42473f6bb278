// The local stack serves the built SPA with the cloud's rules.
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
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>AI for Leaders</title>");
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')");
    writeFileSync(join(dist, "favicon.svg"), "<svg/>");
    stack = await startTestStack({ webDistDir: dist });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it.each(["/", "/level-2/tools", "/blog/model-context-protocol-mcp", "/prompts/claude"])(
    "answers the deep link %s with index.html, not cached",
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<title>AI for Leaders</title>");
    },
  );

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
  });
});
