import { describe, expect, it } from "vitest";
import { readMailConfig } from "./config.ts";

const from = "AI for Leaders <hello@aiforleaders.example>";

describe("readMailConfig", () => {
  it("sends over SMTP by default, to SMTP_URL", () => {
    expect(readMailConfig({ MAIL_FROM: from, SMTP_URL: "smtp://user:secret@mail.example:587" })).toEqual({
      from,
      transport: { kind: "smtp", url: "smtp://user:secret@mail.example:587" },
    });
    expect(
      readMailConfig({ MAIL_FROM: "hello@aiforleaders.example", MAIL_TRANSPORT: "none", SMTP_URL: "smtps://mail.example" }).transport,
    ).toEqual({
      kind: "smtp",
      url: "smtps://mail.example",
    });
  });

  it("sends through SES with the region and configuration set, when asked", () => {
    const config = readMailConfig({
      MAIL_FROM: from,
      MAIL_TRANSPORT: "ses",
      SES_REGION: "eu-west-1",
      SES_CONFIGURATION_SET: "ai-leaders-prod",
    });
    expect(config.transport).toEqual({ kind: "ses", region: "eu-west-1", configurationSet: "ai-leaders-prod" });
    // Unset or "none": the SDK's own region (the function's), no configuration set.
    const bare = readMailConfig({ MAIL_FROM: from, MAIL_TRANSPORT: "ses", SES_REGION: "none", SES_CONFIGURATION_SET: "" });
    expect(bare.transport).toEqual({ kind: "ses" });
  });

  it.each([
    [{ SMTP_URL: "smtp://mail.example" }, "MAIL_FROM is required"],
    [{ MAIL_FROM: "none", SMTP_URL: "smtp://mail.example" }, "MAIL_FROM is required"],
    [{ MAIL_FROM: "AI for Leaders", SMTP_URL: "smtp://mail.example" }, "MAIL_FROM must be the sender's address"],
    [{ MAIL_FROM: from }, "SMTP_URL is required when MAIL_TRANSPORT is smtp"],
    [{ MAIL_FROM: from, MAIL_TRANSPORT: "pigeon" }, "MAIL_TRANSPORT must be smtp or ses"],
    [{ MAIL_FROM: from, MAIL_TRANSPORT: "ses", SES_REGION: "Ireland" }, "SES_REGION must be an AWS region"],
    [
      { MAIL_FROM: from, MAIL_TRANSPORT: "ses", SES_CONFIGURATION_SET: "prod set" },
      "SES_CONFIGURATION_SET must be an SES configuration set name",
    ],
  ])("names the setting that is wrong: %o", (values, message) => {
    expect(() => readMailConfig(values)).toThrow(message);
  });

  it("never repeats an SMTP URL it refuses: it may hold a password", () => {
    expect(() => readMailConfig({ MAIL_FROM: from, SMTP_URL: "https://user:hunter22@mail.example" })).toThrow(
      /^Invalid mail configuration: SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL, e\.g\. smtp:\/\/user:pass@host:587$/,
    );
  });
});
