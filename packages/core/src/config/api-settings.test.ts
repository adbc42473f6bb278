import { describe, expect, it } from "vitest";
import { apiSettingsWithoutZod, readApiSettings } from "./api-settings.ts";
import { readAccessConfig, readAdminConfig, readAiBudgetConfig, readBoardConfig, readReportWriters, readSiteConfig } from "./index.ts";
import type { SettingValues } from "./settings.ts";

const sound = {
  ACCESS_CODES: "first-code, second-code",
  TOKEN_SECRET: "s".repeat(32),
  PUBLIC_URL: "https://aiforleaders.test/some/path",
  ADMIN_EMAILS: "Operator@AIforLeaders.test, second.admin+ops@aiforleaders.test",
  BOARD_VOTE_THRESHOLD: "25",
  AI_DAILY_BUDGET: "2000000",
  LANDING_ROAST_WEBHOOK_URL: "https://hooks.test/roast",
  AI_PROVIDER: "bedrock",
};

/** What the schemas make of the settings, in the order the API read them before; or the error they throw. */
function bySchemas(values: SettingValues) {
  try {
    const { publicUrl } = readSiteConfig(values);
    const { accessCodes, tokenSecret } = readAccessConfig(values);
    return {
      publicUrl,
      accessCodes,
      tokenSecret,
      ...readAdminConfig(values),
      ...readAiBudgetConfig(values),
      ...readBoardConfig(values),
      reportWriters: readReportWriters(values),
    };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function byApi(values: SettingValues) {
  try {
    return await readApiSettings(values);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe("readApiSettings", () => {
  it("reads sound settings without the schemas, as the schemas read them", () => {
    for (const values of [sound, { ...sound, ADMIN_EMAILS: "none", BOARD_VOTE_THRESHOLD: undefined, AI_DAILY_BUDGET: " " }]) {
      expect(apiSettingsWithoutZod(values)).toEqual(bySchemas(values));
    }
    expect(apiSettingsWithoutZod({ ...sound, CALLBACK_BASE_URL: "http://127.0.0.1:3000", RESULT_RETENTION_DAYS: "30" })).toBeDefined();
  });

  it.each<[string, SettingValues]>([
    ["no access codes", { ...sound, ACCESS_CODES: undefined }],
    ["one access code", { ...sound, ACCESS_CODES: "only-one" }],
    ["a short token secret", { ...sound, TOKEN_SECRET: "short" }],
    ["no site address", { ...sound, PUBLIC_URL: undefined }],
    ["a site address that is no address", { ...sound, PUBLIC_URL: "not a url" }],
    ["a site address over ftp", { ...sound, PUBLIC_URL: "ftp://aiforleaders.test" }],
    ["a site address with spaces around it", { ...sound, PUBLIC_URL: "  https://aiforleaders.test/  " }],
    ["a site address without its slashes", { ...sound, PUBLIC_URL: "https:aiforleaders.test" }],
    ["a site address in capitals", { ...sound, PUBLIC_URL: "HTTPS://AIFORLEADERS.TEST" }],
    ["a callback address left empty", { ...sound, CALLBACK_BASE_URL: "" }],
    ["a callback address that is no address", { ...sound, CALLBACK_BASE_URL: "none" }],
    ["private hosts allowed by a word the schema does not know", { ...sound, ANALYZER_ALLOW_PRIVATE_HOSTS: "yes" }],
    ["a retention of no days", { ...sound, RESULT_RETENTION_DAYS: "0" }],
    ["a retention of half a day", { ...sound, RESULT_RETENTION_DAYS: "0.5" }],
    ["an admin's address that is none", { ...sound, ADMIN_EMAILS: "operator, second@aiforleaders.test" }],
    ["an admin's address with two dots", { ...sound, ADMIN_EMAILS: "first..last@aiforleaders.test" }],
    ["a negative threshold", { ...sound, BOARD_VOTE_THRESHOLD: "-1" }],
    ["a threshold in words", { ...sound, BOARD_VOTE_THRESHOLD: "fifty" }],
    ["a budget beyond a safe integer", { ...sound, AI_DAILY_BUDGET: "1e30" }],
    ["a budget in hexadecimal", { ...sound, AI_DAILY_BUDGET: "0x10" }],
  ])("gives what the schemas give, or their error, for %s", async (_, values) => {
    expect(await byApi(values)).toEqual(bySchemas(values));
  });
});
