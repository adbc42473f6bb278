import { describe, expect, it } from "vitest";
import { readAdminConfig, readAiBudgetConfig, readAiConfig, readAppConfig, readReportWriters, readWebhookConfig } from "./index.ts";

const base = {
  ACCESS_CODES: "first-code, second-code",
  TOKEN_SECRET: "s".repeat(32),
  PUBLIC_URL: "https://aiforleaders.test/some/path",
  WEBHOOK_SIGNING_SECRET: "w".repeat(32),
};

describe("readAppConfig", () => {
  it("reads the two access codes, the site origin and the webhooks", () => {
    const config = readAppConfig({ ...base, NEWSLETTER_WEBHOOK_URL: "https://hooks.test/n", CONTACT_WEBHOOK_URL: "none" });
    expect(config.accessCodes).toEqual(["first-code", "second-code"]);
    expect(config.publicUrl).toBe("https://aiforleaders.test");
    expect(config.webhooks.newsletter).toEqual({ endpoint: { url: "https://hooks.test/n", headers: {}, shown: "https://hooks.test/n" } });
    expect(config.webhookContract).toEqual({ timeoutMs: 30_000, signingSecret: "w".repeat(32) });
    expect(config.webhooks.contact).toBeUndefined();
    expect(config.webhooks.websiteRoast).toBeUndefined();
    expect(config.analyzerAllowPrivateHosts).toBe(false);
  });

  it.each([
    [{ ...base, ACCESS_CODES: "only-one" }, "ACCESS_CODES must hold exactly two codes"],
    [{ ...base, TOKEN_SECRET: "short" }, "TOKEN_SECRET must be at least 32 characters"],
    [{ ...base, PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
  ])("names the setting that is wrong", (values, message) => {
    expect(() => readAppConfig(values)).toThrow(message);
  });

  it("keeps a webhook it cannot use as a problem, so the other webhooks still work", () => {
    const { webhooks } = readWebhookConfig({
      ...base,
      NEWSLETTER_WEBHOOK_URL: "ftp://hooks.test",
      CONTACT_WEBHOOK_URL: "https://hooks.test/c",
    });
    expect(webhooks.newsletter).toEqual({ problem: "NEWSLETTER_WEBHOOK_URL must start with https:// or http://" });
    expect(webhooks.contact).toMatchObject({ endpoint: { url: "https://hooks.test/c" } });
  });

  it("bounds the delivery timeout by the relay's run time, and requires a signing key", () => {
    expect(readWebhookConfig({ ...base, WEBHOOK_TIMEOUT_SECONDS: "80" }).webhookContract.timeoutMs).toBe(80_000);
    expect(() => readWebhookConfig({ ...base, WEBHOOK_TIMEOUT_SECONDS: "81" })).toThrow("WEBHOOK_TIMEOUT_SECONDS must be 80 or less");
    expect(() => readWebhookConfig({ ...base, WEBHOOK_SIGNING_SECRET: undefined })).toThrow("WEBHOOK_SIGNING_SECRET is required");
    expect(() => readWebhookConfig({ ...base, WEBHOOK_SIGNING_SECRET: "short" })).toThrow(
      "WEBHOOK_SIGNING_SECRET must be at least 32 characters",
    );
  });
});

describe("readAiConfig", () => {
  it("defaults to no model (the rule-based analyzer) with daily limits of 20 and no site-wide budget", () => {
    expect(readAiConfig({}).ai).toEqual({ provider: "none", dailyLimitPerIp: 20, dailyLimitPerAccount: 20, dailyBudgetTokens: 0 });
    expect(readAiConfig({ AI_PROVIDER: "", AI_BASE_URL: "none", AI_API_KEY: "none" }).ai.provider).toBe("none");
  });

  it("reads a local Ollama as an OpenAI-compatible endpoint, with the timeout and token limits", () => {
    const { ai } = readAiConfig({
      AI_PROVIDER: "openai",
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_MODEL: "llama3.1",
      AI_TIMEOUT_SECONDS: "30",
      AI_MAX_OUTPUT_TOKENS: "2000",
      AI_DAILY_LIMIT_PER_IP: "5",
      AI_DAILY_BUDGET: "2000000",
    });
    expect(ai).toEqual({
      provider: "openai",
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      model: "llama3.1",
      timeoutMs: 30_000,
      maxOutputTokens: 2000,
      acceptsImages: false,
      judgeRuns: 3,
      dailyLimitPerIp: 5,
      dailyLimitPerAccount: 20,
      dailyBudgetTokens: 2_000_000,
    });
  });

  it("sends screenshots only to a model said to read images", () => {
    const vision = { AI_PROVIDER: "openai", AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4.1-mini" };
    expect(readAiConfig({ ...vision, AI_ACCEPTS_IMAGES: "true" }).ai).toMatchObject({ acceptsImages: true });
    expect(readAiConfig(vision).ai).toMatchObject({ acceptsImages: false });
    expect(() => readAiConfig({ ...vision, AI_ACCEPTS_IMAGES: "yes please" })).toThrow(/AI_ACCEPTS_IMAGES must be true or false/);
  });

  it("judges a page three times unless told otherwise, between 1 and 5", () => {
    const model = { AI_PROVIDER: "openai", AI_BASE_URL: "https://api.openai.com/v1", AI_MODEL: "gpt-4.1-mini" };
    expect(readAiConfig({ ...model, AI_JUDGE_RUNS: "1" }).ai).toMatchObject({ judgeRuns: 1 });
    for (const runs of ["0", "6", "two"]) expect(() => readAiConfig({ ...model, AI_JUDGE_RUNS: runs }), runs).toThrow(/AI_JUDGE_RUNS/);
  });

  it("reads the daily budget alone for the console; 0 or none is no budget", () => {
    expect(readAiBudgetConfig({ AI_DAILY_BUDGET: "500" }).dailyBudgetTokens).toBe(500);
    expect(readAiBudgetConfig({ AI_DAILY_BUDGET: "none" }).dailyBudgetTokens).toBe(0);
    expect(readAiBudgetConfig({}).dailyBudgetTokens).toBe(0);
  });

  it.each([
    [{ AI_PROVIDER: "gemini" }, "AI_PROVIDER must be none, openai or bedrock"],
    [{ AI_PROVIDER: "bedrock" }, "AI_MODEL is required"],
    [{ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini" }, "AI_BASE_URL is required"],
    [{ AI_PROVIDER: "openai", AI_MODEL: "m", AI_BASE_URL: "ftp://x" }, "AI_BASE_URL"],
    [{ AI_TIMEOUT_SECONDS: "soon" }, "AI_TIMEOUT_SECONDS"],
    [{ AI_DAILY_BUDGET: "-5" }, "AI_DAILY_BUDGET must be a whole number of tokens"],
    [{ AI_DAILY_BUDGET: "2M" }, "AI_DAILY_BUDGET must be a whole number of tokens"],
  ])("names the setting that is wrong: %j", (values, message) => {
    expect(() => readAiConfig(values)).toThrow(message);
  });
});

describe("readAdminConfig", () => {
  it("reads ADMIN_EMAILS lower-cased and trimmed; unset or none is nobody", () => {
    expect(readAdminConfig({ ADMIN_EMAILS: " Owner@Site.example, second@site.example ," }).adminEmails).toEqual([
      "owner@site.example",
      "second@site.example",
    ]);
    expect(readAdminConfig({}).adminEmails).toEqual([]);
    expect(readAdminConfig({ ADMIN_EMAILS: "none" }).adminEmails).toEqual([]);
  });

  it("refuses something that is not an address", () => {
    expect(() => readAdminConfig({ ADMIN_EMAILS: "owner@site.example, not-an-address" })).toThrow("ADMIN_EMAILS must be email addresses");
  });
});

describe("readReportWriters", () => {
  it("names the automation where a workflow's webhook is set, else the model, else the rule-based checks", () => {
    expect(readReportWriters({})).toEqual({
      "landing-roast": "rule-based",
      "landing-improve": "rule-based",
      "founder-profile": "rule-based",
      "website-roast": "rule-based",
    });
    expect(
      readReportWriters({
        AI_PROVIDER: "openai",
        WEBSITE_ROAST_WEBHOOK_URL: "https://hooks.example/roast",
        FOUNDER_PROFILE_WEBHOOK_URL: "none",
      }),
    ).toEqual({
      "landing-roast": "model",
      "landing-improve": "model",
      "founder-profile": "model",
      "website-roast": "automation",
    });
    expect(readReportWriters({ AI_PROVIDER: "none", LANDING_ROAST_WEBHOOK_URL: "https://hooks.example/landing" })["landing-roast"]).toBe(
      "automation",
    );
  });
});
