// One name per setting (design.md §4), the same locally and in the cloud.

/** Where the forms, the four AI workflows and the board's events are relayed; unset or "none" means no webhook. */
const webhookSecretNames = [
  "NEWSLETTER_WEBHOOK_URL",
  "CONTACT_WEBHOOK_URL",
  "LANDING_ROAST_WEBHOOK_URL",
  "LANDING_IMPROVE_WEBHOOK_URL",
  "FOUNDER_PROFILE_WEBHOOK_URL",
  "WEBSITE_ROAST_WEBHOOK_URL",
  "BOARD_WEBHOOK_URL",
] as const;

/** One optional header per webhook ("Name: value", for n8n's Header Auth). */
const webhookHeaderSecretNames = [
  "NEWSLETTER_WEBHOOK_HEADER",
  "CONTACT_WEBHOOK_HEADER",
  "LANDING_ROAST_WEBHOOK_HEADER",
  "LANDING_IMPROVE_WEBHOOK_HEADER",
  "FOUNDER_PROFILE_WEBHOOK_HEADER",
  "WEBSITE_ROAST_WEBHOOK_HEADER",
  "BOARD_WEBHOOK_HEADER",
] as const;

/** Settings stored as SST secrets in the cloud; environment or `.env` locally. */
export const secretNames = [
  "ACCESS_CODES",
  "TOKEN_SECRET",
  "AI_BASE_URL",
  "AI_API_KEY",
  "ADMIN_EMAILS",
  "WEBHOOK_SIGNING_SECRET",
  ...webhookSecretNames,
  ...webhookHeaderSecretNames,
] as const;
export type SecretName = (typeof secretNames)[number];

/** Secrets a stage may leave unset (a function reads them as unset): the rest must be set, `none` at least. */
export const optionalSecretNames: ReadonlySet<SecretName> = new Set(webhookHeaderSecretNames);

/** Which function needs which secret: bind nothing more (least privilege). */
export const secretsByFunction = {
  // The four workflows' webhook addresses only tell the pages who writes a report (readReportWriters).
  api: [
    "ACCESS_CODES",
    "TOKEN_SECRET",
    "ADMIN_EMAILS",
    "LANDING_ROAST_WEBHOOK_URL",
    "LANDING_IMPROVE_WEBHOOK_URL",
    "FOUNDER_PROFILE_WEBHOOK_URL",
    "WEBSITE_ROAST_WEBHOOK_URL",
  ],
  callback: ["TOKEN_SECRET"],
  ws: ["TOKEN_SECRET"],
  // The weekly digest reads who the admins are, and seals the mails it queues (TOKEN_SECRET).
  digest: ["ADMIN_EMAILS", "TOKEN_SECRET"],
  relay: ["TOKEN_SECRET", "AI_BASE_URL", "AI_API_KEY", "WEBHOOK_SIGNING_SECRET", ...webhookSecretNames, ...webhookHeaderSecretNames],
} as const satisfies Record<string, readonly SecretName[]>;

/**
 * The model behind the built-in path, read from the environment when deploying
 * (`AI_PROVIDER=bedrock AI_MODEL=… npx sst deploy`) and set on every function: the stack must know
 * the model to grant invoke on that model only. Unset means the default in parentheses.
 */
export const modelSettingNames = [
  "AI_PROVIDER", // none | openai | bedrock (none)
  "AI_MODEL",
  "AI_TIMEOUT_SECONDS", // (45)
  "AI_MAX_OUTPUT_TOKENS", // (4000)
  "AI_ACCEPTS_IMAGES", // the model gets the page's screenshots (false)
  "AI_JUDGE_RUNS", // how many times the model judges a page: median and range shown (3)
  "AI_DAILY_LIMIT_PER_IP", // (20)
  "AI_DAILY_LIMIT_PER_ACCOUNT", // (20)
  "AI_DAILY_BUDGET", // model tokens per UTC day, site-wide (unset or 0: no budget)
] as const;

/**
 * The site's own domain, read when deploying (`SITE_DOMAIN=… npx sst deploy`, or `.env.<stage>`);
 * cloud only. Unset, the site answers on its CloudFront domain, and that is its origin.
 */
export const siteDomainSettingNames = [
  "SITE_DOMAIN", // the host name, e.g. aiforleaders.example
  "SITE_HOSTED_ZONE", // the Route 53 zone that holds it (SITE_DOMAIN; none when a certificate is given)
  "SITE_CERTIFICATE_ARN", // an ACM certificate in us-east-1 (one is created and validated in the zone)
] as const;

/**
 * Who the site's mail is from, read when deploying (`MAIL_FROM=… npx sst deploy`, or `.env.<stage>`);
 * the relay sends through Amazon SES from the stage's region, with the stage's configuration set.
 * Unset, no mail can leave: each one fails with its reason, listed in the console's Deliveries.
 */
export const mailSettingNames = [
  "MAIL_FROM", // e.g. AI for Leaders <hello@aiforleaders.example>: an address or domain verified in SES
] as const;

/**
 * Where the alarms are sent, read when deploying (`ALARM_EMAIL=… npx sst deploy`, or
 * `.env.<stage>`); cloud only. Unset, the alarms still exist (CloudWatch console) but notify no one.
 */
export const operationsSettingNames = [
  "ALARM_EMAIL", // an email address, subscribed to the stage's alarm topic (AWS asks it to confirm)
  "WAF", // on | off (on): AWS WAF's per-address limits on the distribution; off saves its monthly cost
  "CAPTURE_CONCURRENCY", // 2–1000 (5): browsers at once taking roasted pages from the capture queue
] as const;
