import type { Table } from "sst/constructs";
import {
  captureQueue,
  mailSettingNames,
  modelSettingNames,
  operationsSettingNames,
  relayQueue,
  secretsByFunction,
  siteDomainSettingNames,
  tables,
  type TableKey,
} from "@ai-leaders/infra";
import { readResultRetentionConfig } from "@ai-leaders/core/config";
import type { Storage } from "./storage.ts";

type StorageOutputs = ReturnType<typeof Storage>;

/**
 * The env vars every handler reads (tableNamesFromEnv, the relay queue URL, the model settings).
 * The site origin (PUBLIC_URL) is added by the stack that knows it, to the functions that read it.
 */
export function handlerEnvironment(storage: StorageOutputs, stage: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      (Object.entries(storage.tables) as Array<[TableKey, Table]>).map(([key, table]) => [tables[key].envVar, table.tableName]),
    ),
    [relayQueue.envVar]: storage.relay.queueUrl,
    ...modelSettings(stage),
    ...(process.env.RESULT_RETENTION_DAYS?.trim() && { RESULT_RETENTION_DAYS: process.env.RESULT_RETENTION_DAYS.trim() }),
    ...(process.env.WEBHOOK_TIMEOUT_SECONDS?.trim() && { WEBHOOK_TIMEOUT_SECONDS: process.env.WEBHOOK_TIMEOUT_SECONDS.trim() }),
    ...(process.env.BOARD_VOTE_THRESHOLD?.trim() && { BOARD_VOTE_THRESHOLD: process.env.BOARD_VOTE_THRESHOLD.trim() }),
  };
}

/** Only the secrets the handler reads. Tables and the queue are granted action by action (permissions.ts). */
export function secretBindings(storage: StorageOutputs, fn: keyof typeof secretsByFunction) {
  return secretsByFunction[fn].map((name) => storage.secrets[name]);
}

const modelProviders = ["none", "openai", "bedrock"] as const;
export type ModelProvider = (typeof modelProviders)[number];

/**
 * prod's daily budget of model tokens when none is set (docs/settings.md, AI_DAILY_BUDGET): about 250
 * roasts of a typical page a day, or 90 of the largest (3 judge runs each), before reports turn
 * rule-based and the ai-budget-exhausted alarm fires. `AI_DAILY_BUDGET=0` turns it off.
 */
export const prodDailyBudgetTokens = 3_000_000;

/**
 * The model settings set when deploying, AI_PROVIDER defaulting to none. Checked here, so a typo
 * fails the deploy instead of the first report. With a model, prod gets a daily budget unless one is set.
 */
export function modelSettings(stage?: string): Record<string, string> & { AI_PROVIDER: ModelProvider } {
  const settings = settingsFromEnv(modelSettingNames);
  const provider = settings.AI_PROVIDER ?? "none";
  if (!isModelProvider(provider)) throw new Error(`Set AI_PROVIDER to none, openai or bedrock (it is "${provider}").`);
  if (provider !== "none" && !settings.AI_MODEL) {
    throw new Error(`Set AI_MODEL (the model id, e.g. anthropic.claude-3-5-haiku-20241022-v1:0) when AI_PROVIDER is ${provider}.`);
  }
  const budgeted = stage === "prod" && provider !== "none" && settings.AI_DAILY_BUDGET === undefined;
  return { ...settings, AI_PROVIDER: provider, ...(budgeted && { AI_DAILY_BUDGET: String(prodDailyBudgetTokens) }) };
}

function isModelProvider(value: string): value is ModelProvider {
  return (modelProviders as readonly string[]).includes(value);
}

export interface SiteDomain {
  domainName: string;
  /** The Route 53 zone that holds the domain; unset when its DNS is managed elsewhere. */
  hostedZone?: string;
  certificateArn?: string;
}

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
// CloudFront takes its certificates from us-east-1 only.
const cloudFrontCertificate = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/;

/** The site's own domain when SITE_DOMAIN is set, checked before anything is deployed. */
export function siteDomain(): SiteDomain | undefined {
  const { SITE_DOMAIN, SITE_HOSTED_ZONE, SITE_CERTIFICATE_ARN } = settingsFromEnv(siteDomainSettingNames);
  if (!SITE_DOMAIN) {
    if (SITE_HOSTED_ZONE || SITE_CERTIFICATE_ARN)
      throw new Error("Set SITE_DOMAIN too: SITE_HOSTED_ZONE and SITE_CERTIFICATE_ARN are for the site's own domain.");
    return undefined;
  }
  if (!hostName.test(SITE_DOMAIN))
    throw new Error(`Set SITE_DOMAIN to a host name only, e.g. aiforleaders.example (it is "${SITE_DOMAIN}").`);
  if (SITE_CERTIFICATE_ARN && !cloudFrontCertificate.test(SITE_CERTIFICATE_ARN)) {
    throw new Error(
      `Set SITE_CERTIFICATE_ARN to an ACM certificate in us-east-1, the only region CloudFront reads (it is "${SITE_CERTIFICATE_ARN}").`,
    );
  }
  if (SITE_CERTIFICATE_ARN)
    return { domainName: SITE_DOMAIN, certificateArn: SITE_CERTIFICATE_ARN, ...(SITE_HOSTED_ZONE && { hostedZone: SITE_HOSTED_ZONE }) };
  return { domainName: SITE_DOMAIN, hostedZone: SITE_HOSTED_ZONE ?? SITE_DOMAIN };
}

const emailAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface MailSender {
  /** The From header, as set. */
  from: string;
  /** Its address: SES checks it is (on) a verified identity; the relay may send from it only. */
  address: string;
}

/** The sender of the site's mail, when MAIL_FROM is set; checked before anything is deployed. */
export function mailSender(): MailSender | undefined {
  const { MAIL_FROM } = settingsFromEnv(mailSettingNames);
  if (!MAIL_FROM) return undefined;
  const address = /<([^<>]+)>\s*$/.exec(MAIL_FROM)?.[1] ?? MAIL_FROM;
  if (!emailAddress.test(address))
    throw new Error(`Set MAIL_FROM to one address, e.g. AI for Leaders <hello@aiforleaders.example> (it is "${MAIL_FROM}").`);
  return { from: MAIL_FROM, address };
}

/** The address the alarms notify, when ALARM_EMAIL is set; checked before anything is deployed. */
export function alarmEmail(): string | undefined {
  const { ALARM_EMAIL } = settingsFromEnv(operationsSettingNames);
  if (ALARM_EMAIL && !emailAddress.test(ALARM_EMAIL)) throw new Error(`Set ALARM_EMAIL to one email address (it is "${ALARM_EMAIL}").`);
  return ALARM_EMAIL;
}

/** The named settings that are set (trimmed, not empty) in the deploy's environment. */
function settingsFromEnv<Name extends string>(names: readonly Name[]): Partial<Record<Name, string>> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = process.env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  ) as Partial<Record<Name, string>>;
}

/** How long a kept result lives (RESULT_RETENTION_DAYS, read and checked as the functions read it). */
export function resultRetentionDays(): number {
  return readResultRetentionConfig(process.env).resultRetentionDays;
}

/** Whether AWS WAF guards the distribution: on unless WAF=off (its web ACL and rules cost by the month). */
export function firewallEnabled(): boolean {
  const { WAF = "on" } = settingsFromEnv(operationsSettingNames);
  if (WAF !== "on" && WAF !== "off") throw new Error(`Set WAF to on or off (it is "${WAF}").`);
  return WAF === "on";
}

/** Browsers at once taking pages from the capture queue (CAPTURE_CONCURRENCY); checked before anything is deployed. */
export function captureConcurrency(): number {
  const { CAPTURE_CONCURRENCY } = settingsFromEnv(operationsSettingNames);
  if (CAPTURE_CONCURRENCY === undefined) return captureQueue.defaultConcurrency;
  const { min, max } = captureQueue.concurrencyRange;
  const value = Number(CAPTURE_CONCURRENCY);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`Set CAPTURE_CONCURRENCY to a whole number from ${min} to ${max} (it is "${CAPTURE_CONCURRENCY}").`);
  return value;
}
