import { describe, expect, it } from "vitest";
import { readAppConfig, readWebhookConfig } from "./index.ts";

const base = {
  ACCESS_CODES: "first-code, second-code",
  TOKEN_SECRET: "s".repeat(32),
  PUBLIC_URL: "https://aiforleaders.test/some/path",
};

describe("readAppConfig", () => {
  it("reads the two access codes, the site origin and the webhooks", () => {
    const config = readAppConfig({ ...base, NEWSLETTER_WEBHOOK_URL: "https://hooks.test/n", CONTACT_WEBHOOK_URL: "none" });
    expect(config.accessCodes).toEqual(["first-code", "second-code"]);
    expect(config.publicUrl).toBe("https://aiforleaders.test");
    expect(config.webhooks.newsletter).toBe("https://hooks.test/n");
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

  it("refuses a webhook that is not an http(s) URL", () => {
    expect(() => readWebhookConfig({ NEWSLETTER_WEBHOOK_URL: "ftp://hooks.test" })).toThrow("NEWSLETTER_WEBHOOK_URL");
  });
});
