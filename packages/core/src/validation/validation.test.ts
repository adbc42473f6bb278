import { describe, expect, it } from "vitest";
import { emailSchema, fullNameSchema, passwordSchema, urlSchema } from "./index.ts";

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("the reusable validators of spec §5", () => {
  it.each([
    ["leader@company.com", null],
    ["not-an-address", "Please enter a valid email address"],
    [`${"a".repeat(245)}@company.com`, "Email address is too long"],
  ])("email %s", (value, message) => {
    expect(messageOf(emailSchema.safeParse(value))).toBe(message);
  });

  it.each([
    ["Str0ngPass", null],
    ["Sh0rt", "Password must be at least 8 characters"],
    [`A1${"a".repeat(127)}`, "Password is too long"],
    ["alllowercase1", "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
    ["NoDigitsHere", "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
  ])("password %s", (value, message) => {
    expect(messageOf(passwordSchema.safeParse(value))).toBe(message);
  });

  it.each([
    ["Anne-Marie O'Neill", null],
    ["Zoë Łukasik", null],
    ["A", "Full name must be at least 2 characters"],
    ["A".repeat(101), "Full name is too long"],
    ["R2-D2", "Full name can only contain letters, spaces, hyphens, and apostrophes"],
  ])("full name %s", (value, message) => {
    expect(messageOf(fullNameSchema.safeParse(value))).toBe(message);
  });

  it.each([
    ["https://company.com/pricing", null],
    ["not a url", "Please enter a valid URL"],
    ["https://not a host.com", "Please enter a valid URL"],
    ["ftp://company.com", "URL must use http or https protocol"],
    ["javascript:alert(1)", "URL must use http or https protocol"],
  ])("url %s", (value, message) => {
    expect(messageOf(urlSchema.safeParse(value))).toBe(message);
  });
});
