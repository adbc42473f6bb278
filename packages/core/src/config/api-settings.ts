// The settings the API reads to answer any request, checked without zod, which would add ~90 KB to
// every cold start. Each check accepts only what the schemas in index.ts accept and gives what they
// give; anything else goes to those schemas (loaded then), which say what is wrong.
import { settingText } from "./setting-text.ts";
import { readReportWriters, type ReportWriters } from "./report-writers.ts";
import type { SettingValues } from "./settings.ts";

export interface ApiSettings {
  publicUrl: string;
  accessCodes: string[];
  tokenSecret: string;
  adminEmails: string[];
  dailyBudgetTokens: number;
  boardVoteThreshold: number;
  reportWriters: ReportWriters;
}

/** The API's settings, as readSiteConfig, readAccessConfig, readAdminConfig, readAiBudgetConfig, readBoardConfig and readReportWriters read them. */
export async function readApiSettings(values: SettingValues): Promise<ApiSettings> {
  return apiSettingsWithoutZod(values) ?? readWithSchemas(values);
}

/** The API's settings when every one is plainly sound; undefined when only the schemas can tell. */
export function apiSettingsWithoutZod(values: SettingValues): ApiSettings | undefined {
  const publicUrl = httpOrigin(values.PUBLIC_URL);
  const accessCodes = values.ACCESS_CODES?.split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  const tokenSecret = values.TOKEN_SECRET;
  const adminEmails = (settingText(values.ADMIN_EMAILS) ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const retentionDays = wholeNumber(values.RESULT_RETENTION_DAYS, 365);
  const dailyBudgetTokens = wholeNumber(values.AI_DAILY_BUDGET, 0);
  const boardVoteThreshold = wholeNumber(values.BOARD_VOTE_THRESHOLD, 50);
  const sound =
    (values.CALLBACK_BASE_URL === undefined || httpOrigin(values.CALLBACK_BASE_URL) !== undefined) &&
    [undefined, "0", "1", "true", "false", ""].includes(values.ANALYZER_ALLOW_PRIVATE_HOSTS) &&
    retentionDays !== undefined &&
    retentionDays >= 1 &&
    retentionDays <= 3650 &&
    accessCodes?.length === 2 &&
    typeof tokenSecret === "string" &&
    tokenSecret.length >= 32 &&
    adminEmails.every((email) => zodEmail.test(email));
  if (!sound || publicUrl === undefined || dailyBudgetTokens === undefined || boardVoteThreshold === undefined) return undefined;
  return {
    publicUrl,
    accessCodes,
    tokenSecret,
    adminEmails,
    dailyBudgetTokens,
    boardVoteThreshold,
    reportWriters: readReportWriters(values),
  };
}

async function readWithSchemas(values: SettingValues): Promise<ApiSettings> {
  const config = await import("./index.ts");
  const { publicUrl } = config.readSiteConfig(values);
  const { accessCodes, tokenSecret } = config.readAccessConfig(values);
  return {
    publicUrl,
    accessCodes,
    tokenSecret,
    ...config.readAdminConfig(values),
    ...config.readAiBudgetConfig(values),
    ...config.readBoardConfig(values),
    reportWriters: readReportWriters(values),
  };
}

/** The origin of an http(s) address without spaces, which z.url({ protocol: /^https?$/ }) takes as it is (nothing to trim). */
function httpOrigin(value: string | undefined): string | undefined {
  if (value === undefined || !/^https?:\/\/\S+$/.test(value)) return undefined;
  return URL.parse(value)?.origin;
}

/** A whole number of zero or more, the fallback when unset (index.ts's wholeNumber). */
function wholeNumber(value: string | undefined, fallback: number): number | undefined {
  const text = settingText(value);
  const number = text ? Number(text) : fallback;
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** zod's own pattern for z.email() (zod/v4/core/regexes.js). */
const zodEmail = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
