// `npm run smoke -- <site url>`, the operator's check after a deploy, passes against the local stack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSmoke, type LocalStack } from "@ai-leaders/local";
import { startTestStack } from "../support/test-stack.ts";

describe("the smoke check", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    // The roast reads the site's own landing page, on loopback here.
    stack = await startTestStack({ settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "true" } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("passes every step against a running site", async () => {
    const steps = await runSmoke({ siteUrl: stack.url, accessCode: stack.config.accessCodes[0]!, resultTimeoutMs: 30_000 });
    expect(steps.map((step) => [step.name, step.ok, step.ok ? "" : step.detail])).toEqual([
      ["public page", true, ""],
      ["address the API sees", true, ""],
      ["access gate", true, ""],
      ["vote counted once", true, ""],
      ["workflow result pushed over the socket", true, ""],
      ["callback route", true, ""],
    ]);
    expect(steps.find((step) => step.name === "address the API sees")?.detail).toBe("127.0.0.1");
  });

  it("fails when the roast fails, and says why: a stack that may not fetch its own loopback address", async () => {
    const guarded = await startTestStack();
    try {
      const steps = await runSmoke({ siteUrl: guarded.url, accessCode: guarded.config.accessCodes[0]!, resultTimeoutMs: 30_000 });
      const roast = steps.find((step) => step.name === "workflow result pushed over the socket");
      expect(roast?.ok).toBe(false);
      expect(roast?.detail).toMatch(/^the roast failed: /);
      expect(steps.filter((step) => !step.ok)).toHaveLength(1);
    } finally {
      await guarded.stop();
    }
  });

  it("fails, and says why, against something that is not the site", async () => {
    const steps = await runSmoke({ siteUrl: stack.url, accessCode: "WRONG-CODE" });
    const gate = steps.find((step) => step.name === "access gate");
    expect(gate?.ok).toBe(false);
    expect(gate?.detail).toMatch(/\/api\/access answered 401/);
  });
});
