import { describe, expect, it } from "vitest";
import { newsletterSignupSchema, newsletterWebhookRequest } from "./index.ts";

describe("the newsletter signup schema", () => {
  it("trims the address", () => {
    expect(newsletterSignupSchema.parse({ email: "  leader@company.com " })).toEqual({ email: "leader@company.com" });
  });

  it.each([{}, { email: "" }, { email: "   " }, { email: null }])("asks for an address when given %j", (body) => {
    const result = newsletterSignupSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter your email address.");
  });
});

describe("the newsletter webhook request", () => {
  it("is the spec's payload, stamped with the signup time", () => {
    const request = newsletterWebhookRequest(
      { email: "leader@company.com", created_at: "2026-11-22T09:30:00.000Z", relay_status: "pending" },
      "https://hooks.test/newsletter",
      "https://aiforleaders.test",
    );
    expect(request).toEqual({
      method: "POST",
      url: "https://hooks.test/newsletter",
      body: {
        email: "leader@company.com",
        timestamp: "2026-11-22T09:30:00.000Z",
        source: "newsletter_signup",
        website: "https://aiforleaders.test",
      },
    });
  });
});
