// The application's settings (design.md §4), read once from one source of names.
// zod/mini: the full zod adds ~400 KB to each function. What the API reads on every cold start is
// read without zod (plain.ts), and handed to these schemas only when something is wrong.
import * as z from "zod/mini";
import { optionalText, parseSettings, type SettingValues } from "./settings.ts";
import { headerSettingOf, readWebhook, type Webhook } from "../relay/webhook-endpoint.ts";
import { webhookSettings, type WebhookKind } from "./webhook-settings.ts";
import { readCaptureConfig, type CaptureConfig } from "./capture-settings.ts";

export { webhookSettings, type WebhookKind } from "./webhook-settings.ts";
export { readReportWriters, reportWriterSettings, type ReportWriter, type ReportWriters } from "./report-writers.ts";
export { readCaptureConfig, type CaptureConfig } from "./capture-settings.ts";

export interface AppConfig extends CaptureConfig {
  accessCodes: string[];
  tokenSecret: string;
  /** The site origin, for canonical links, webhook payloads and callback URLs. */
  publicUrl: string;
  /** Where automations post results back: the site's own origin (one origin in the cloud, too). */
  callbackBaseUrl: string;
  /** Unset means: nothing to relay to (forms) or the built-in analyzer (workflows). */
  webhooks: Record<WebhookKind, Webhook | undefined>;
  /** What every delivery is held to: how long the automation has to accept it, and its signing key. */
  webhookContract: { timeoutMs: number; signingSecret: string };
  analyzerAllowPrivateHosts: boolean;
  /** How long a kept result (and its permalink) lives. */
  resultRetentionDays: number;
  /** The model behind the built-in path; provider "none" means the rule-based analyzer. */
  ai: AiConfig;
  /** Lower-cased addresses whose accounts may be admins (made by `npm run admin`, never by sign-up). */
  adminEmails: string[];
  /** BOARD_VOTE_THRESHOLD: a suggestion reaching this many votes sends `vote.threshold` to BOARD_WEBHOOK_URL; 0: never. */
  boardVoteThreshold: number;
}

/** The daily limits on model reports: per address, per account, and the site's tokens (0: no budget). */
export interface AiLimits {
  dailyLimitPerIp: number;
  dailyLimitPerAccount: number;
  /** AI_DAILY_BUDGET: model tokens the whole site may use per UTC day; 0 means no budget. */
  dailyBudgetTokens: number;
}

export type AiConfig =
  | ({ provider: "none" } & AiLimits)
  | ({
      provider: "openai" | "bedrock";
      /** OpenAI-compatible endpoints only, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
      baseUrl: string | undefined;
      apiKey: string | undefined;
      model: string;
      timeoutMs: number;
      maxOutputTokens: number;
      /** The model reads images (OpenAI-compatible image_url, Bedrock image blocks): it gets the page's screenshots. */
      acceptsImages: boolean;
      /** AI_JUDGE_RUNS: how many times the model judges a page; the report shows the median and the range. */
      judgeRuns: number;
    } & AiLimits);

const httpUrl = (params?: { error: string }) => z.url({ protocol: /^https?$/, ...params });
const optionalUrl = z.pipe(optionalText, z.optional(httpUrl()));
/** A whole number, the fallback when unset. */
const wholeNumber = (fallback: number, error?: string) =>
  z.pipe(
    z.pipe(
      optionalText,
      z.transform((value) => (value ? Number(value) : fallback)),
    ),
    z.int({ error }),
  );
const positiveInt = (fallback: number) => wholeNumber(fallback).check(z.positive());
const budgetMessage = "AI_DAILY_BUDGET must be a whole number of tokens (0 or unset: no budget)";
const dailyBudgetTokens = wholeNumber(0, budgetMessage).check(z.minimum(0, budgetMessage));
const thresholdMessage = "BOARD_VOTE_THRESHOLD must be a whole number of votes (0: no vote.threshold events)";
const boardSchema = z.object({ BOARD_VOTE_THRESHOLD: wholeNumber(50, thresholdMessage).check(z.minimum(0, thresholdMessage)) });

const accessSchema = z.object({
  ACCESS_CODES: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) =>
        value
          .split(",")
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ),
    z.array(z.string()).check(z.length(2, "ACCESS_CODES must hold exactly two codes, comma-separated")),
  ),
  TOKEN_SECRET: z.string().check(z.minLength(32, "TOKEN_SECRET must be at least 32 characters")),
});

const siteSchema = z.object({
  PUBLIC_URL: z.pipe(
    httpUrl(),
    z.transform((value) => new URL(value).origin),
  ),
  CALLBACK_BASE_URL: z.optional(httpUrl()),
  ANALYZER_ALLOW_PRIVATE_HOSTS: z.optional(z.enum(["0", "1", "true", "false", ""])),
  RESULT_RETENTION_DAYS: wholeNumber(365, "RESULT_RETENTION_DAYS must be a whole number of days").check(z.minimum(1), z.maximum(3650)),
});

/** The relay function runs for at most 90 s; a delivery must be accepted well within it. */
export const webhookTimeoutMaxSeconds = 80;
const webhookContractSchema = z.object({
  WEBHOOK_TIMEOUT_SECONDS: positiveInt(30).check(
    z.maximum(
      webhookTimeoutMaxSeconds,
      `WEBHOOK_TIMEOUT_SECONDS must be ${webhookTimeoutMaxSeconds} or less: the relay function runs for at most 90 s`,
    ),
  ),
  WEBHOOK_SIGNING_SECRET: z
    .string({ error: "WEBHOOK_SIGNING_SECRET is required: the key that signs every webhook delivery (32+ characters)" })
    .check(z.minLength(32, "WEBHOOK_SIGNING_SECRET must be at least 32 characters")),
});

const aiSchema = z
  .object({
    AI_PROVIDER: z.pipe(
      z.pipe(
        optionalText,
        z.transform((value) => value ?? "none"),
      ),
      z.enum(["none", "openai", "bedrock"], { error: "AI_PROVIDER must be none, openai or bedrock" }),
    ),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    // The relay function runs for at most 90 s, and the page must be fetched first.
    AI_TIMEOUT_SECONDS: positiveInt(45).check(
      z.maximum(75, "AI_TIMEOUT_SECONDS must be 75 or less: the relay function runs for at most 90 s"),
    ),
    AI_MAX_OUTPUT_TOKENS: positiveInt(4000),
    AI_ACCEPTS_IMAGES: z.optional(z.enum(["0", "1", "true", "false", ""], { error: "AI_ACCEPTS_IMAGES must be true or false" })),
    AI_JUDGE_RUNS: positiveInt(3).check(z.maximum(5, "AI_JUDGE_RUNS must be between 1 and 5")),
    AI_DAILY_LIMIT_PER_IP: positiveInt(20),
    AI_DAILY_LIMIT_PER_ACCOUNT: positiveInt(20),
    AI_DAILY_BUDGET: dailyBudgetTokens,
  })
  .check(
    z.refine((ai) => ai.AI_PROVIDER === "none" || Boolean(ai.AI_MODEL), {
      message: "AI_MODEL is required when AI_PROVIDER is set",
      path: ["AI_MODEL"],
    }),
    z.refine((ai) => ai.AI_PROVIDER !== "openai" || Boolean(ai.AI_BASE_URL), {
      message: "AI_BASE_URL is required for AI_PROVIDER=openai (e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1)",
      path: ["AI_BASE_URL"],
    }),
  );

const adminSchema = z.object({
  ADMIN_EMAILS: z.pipe(
    z.pipe(
      optionalText,
      z.transform((value) =>
        (value ?? "")
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    ),
    z.array(z.email("ADMIN_EMAILS must be email addresses, comma-separated")),
  ),
});

type Values = SettingValues;
const parse = <T extends z.ZodMiniType>(schema: T, values: Values) => parseSettings(schema, values);

/** Each function reads only the part it needs, so it is bound only to those secrets. */
export function readAccessConfig(values: Values): Pick<AppConfig, "accessCodes" | "tokenSecret"> {
  const settings = parse(accessSchema, values);
  return { accessCodes: settings.ACCESS_CODES, tokenSecret: settings.TOKEN_SECRET };
}

/** Just the signing key, for functions that sign or check tokens but never see the codes. */
export function readTokenConfig(values: Values): Pick<AppConfig, "tokenSecret"> {
  return { tokenSecret: parse(z.pick(accessSchema, { TOKEN_SECRET: true }), values).TOKEN_SECRET };
}

export function readSiteConfig(
  values: Values,
): Pick<AppConfig, "publicUrl" | "callbackBaseUrl" | "analyzerAllowPrivateHosts" | "resultRetentionDays"> {
  const settings = parse(siteSchema, values);
  return {
    publicUrl: settings.PUBLIC_URL,
    callbackBaseUrl: settings.CALLBACK_BASE_URL ?? settings.PUBLIC_URL,
    analyzerAllowPrivateHosts: ["1", "true"].includes(settings.ANALYZER_ALLOW_PRIVATE_HOSTS ?? ""),
    resultRetentionDays: settings.RESULT_RETENTION_DAYS,
  };
}

/** Just how long a kept result lives, for the stacks: its screenshots expire a day after it. */
export function readResultRetentionConfig(values: Values): Pick<AppConfig, "resultRetentionDays"> {
  return { resultRetentionDays: parse(z.pick(siteSchema, { RESULT_RETENTION_DAYS: true }), values).RESULT_RETENTION_DAYS };
}

/** Each webhook as set, or the problem that keeps it from being used (reported, never thrown: one bad setting stops no other). */
export function readWebhookConfig(values: Values): Pick<AppConfig, "webhooks" | "webhookContract"> {
  const contract = parse(webhookContractSchema, values);
  const setting = (name: string) => optionalText.parse(values[name]);
  return {
    webhooks: Object.fromEntries(
      Object.entries(webhookSettings).map(([kind, name]) => [kind, readWebhook(name, setting(name), setting(headerSettingOf(name)))]),
    ) as AppConfig["webhooks"],
    webhookContract: { timeoutMs: contract.WEBHOOK_TIMEOUT_SECONDS * 1000, signingSecret: contract.WEBHOOK_SIGNING_SECRET },
  };
}

/** What the operator should hear about each webhook that is set: where it goes, and what is wrong with it. */
export interface WebhookReportLine {
  setting: string;
  shown?: string;
  problem?: string;
  warning?: string;
}

export function webhookReport(webhooks: AppConfig["webhooks"]): WebhookReportLine[] {
  return (Object.entries(webhooks) as Array<[WebhookKind, Webhook | undefined]>).flatMap(([kind, webhook]): WebhookReportLine[] => {
    if (!webhook) return [];
    const setting = webhookSettings[kind];
    return "problem" in webhook
      ? [{ setting, problem: webhook.problem }]
      : [{ setting, shown: webhook.endpoint.shown, warning: webhook.endpoint.warning }];
  });
}

export function readAiConfig(values: Values): Pick<AppConfig, "ai"> {
  const settings = parse(aiSchema, values);
  const limits: AiLimits = {
    dailyLimitPerIp: settings.AI_DAILY_LIMIT_PER_IP,
    dailyLimitPerAccount: settings.AI_DAILY_LIMIT_PER_ACCOUNT,
    dailyBudgetTokens: settings.AI_DAILY_BUDGET,
  };
  if (settings.AI_PROVIDER === "none") return { ai: { provider: "none", ...limits } };
  return {
    ai: {
      provider: settings.AI_PROVIDER,
      baseUrl: settings.AI_BASE_URL,
      apiKey: settings.AI_API_KEY,
      model: settings.AI_MODEL!,
      timeoutMs: settings.AI_TIMEOUT_SECONDS * 1000,
      maxOutputTokens: settings.AI_MAX_OUTPUT_TOKENS,
      acceptsImages: ["1", "true"].includes(settings.AI_ACCEPTS_IMAGES ?? ""),
      judgeRuns: settings.AI_JUDGE_RUNS,
      ...limits,
    },
  };
}

/**
 * Just the site's daily token budget, for the console (the API function is not bound to the model's
 * secrets, so it cannot read the whole model setting).
 */
export function readAiBudgetConfig(values: Values): Pick<AiLimits, "dailyBudgetTokens"> {
  return { dailyBudgetTokens: parse(z.object({ AI_DAILY_BUDGET: dailyBudgetTokens }), values).AI_DAILY_BUDGET };
}

/** The board's settings the API reads. */
export function readBoardConfig(values: Values): Pick<AppConfig, "boardVoteThreshold"> {
  return { boardVoteThreshold: parse(boardSchema, values).BOARD_VOTE_THRESHOLD };
}

/** The admins' addresses; unset or "none" means nobody can use the console. */
export function readAdminConfig(values: Values): Pick<AppConfig, "adminEmails"> {
  return { adminEmails: parse(adminSchema, values).ADMIN_EMAILS };
}

export function readAppConfig(values: Values): AppConfig {
  return {
    ...readAccessConfig(values),
    ...readSiteConfig(values),
    ...readWebhookConfig(values),
    ...readAiConfig(values),
    ...readAdminConfig(values),
    ...readBoardConfig(values),
    ...readCaptureConfig(values),
  };
}
