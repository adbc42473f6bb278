// GET /api/report-writers: who writes each workflow's report, read from the stack's own settings,
// so the pages promise AI only when an automation or a model writes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { startTestStack } from "../support/test-stack.ts";

describe("who writes each workflow's report", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack({ settings: { AI_PROVIDER: "none", WEBSITE_ROAST_WEBHOOK_URL: "https://hooks.example/website-roast" } });
  });
  afterAll(() => stack?.stop());

  it("names the automation where a webhook is set and the rule-based checks elsewhere, cacheable for a few minutes", async () => {
    const response = await stack.request("/api/report-writers");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await response.json()).toEqual({
      "landing-roast": "rule-based",
      "landing-improve": "rule-based",
      "founder-profile": "rule-based",
      "website-roast": "automation",
    });
  });
});
