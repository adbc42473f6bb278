// Defaults that make `npm start` work with nothing set (design.md §4).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const defaultPort = 3000;
export const defaultDataDir = ".data";
export const localAccessCodes = "LEADERS-LOCAL-ONE,LEADERS-LOCAL-TWO";
/** The admin `npm start` makes on its first run when ADMIN_EMAILS is unset (`.test` never resolves: RFC 2606). */
export const localAdminEmail = "admin@localhost.test";

export type Settings = Record<string, string | undefined>;

/** Who local mail is from (`.test` never resolves: RFC 2606). */
export const localMailFrom = "AI for Leaders <hello@localhost.test>";

/** Mail goes to a real server when SMTP_URL is set; otherwise the stack catches it. */
export function sendsRealMail(settings: Settings): boolean {
  return Boolean(settings.SMTP_URL?.trim());
}

/** Where the local stack keeps the key that signs webhook deliveries (the banner names it). */
export const webhookSigningSecretFile = "webhook-signing-secret";

/**
 * Fills what is unset: access codes, the token and webhook signing secrets kept in the data folder,
 * the site origin, the local admin, and mail: from a local address to the catcher (`catcherUrl`).
 */
export function withLocalDefaults(settings: Settings, origin: string, dataDir: string | null, catcherUrl?: string): Settings {
  return {
    ...settings,
    ACCESS_CODES: settings.ACCESS_CODES || localAccessCodes,
    TOKEN_SECRET: settings.TOKEN_SECRET || tokenSecret(dataDir),
    WEBHOOK_SIGNING_SECRET:
      settings.WEBHOOK_SIGNING_SECRET || keptInDataDir(dataDir, webhookSigningSecretFile, () => randomBytes(32).toString("hex")),
    PUBLIC_URL: settings.PUBLIC_URL || origin,
    ADMIN_EMAILS: adminEmailsSetting(settings),
    MAIL_FROM: settings.MAIL_FROM || localMailFrom,
    SMTP_URL: sendsRealMail(settings) ? settings.SMTP_URL : catcherUrl,
  };
}

/** ADMIN_EMAILS as set, else the local admin's address. */
export function adminEmailsSetting(settings: Settings): string {
  return settings.ADMIN_EMAILS || localAdminEmail;
}

/** Kept across restarts, so tokens issued before a restart stay valid. */
function tokenSecret(dataDir: string | null): string {
  return keptInDataDir(dataDir, "token-secret", () => randomBytes(32).toString("hex"));
}

/** A secret made on first start and kept in the data folder for its owner only; new each time without one. */
export function keptInDataDir(dataDir: string | null, fileName: string, create: () => string): string {
  if (!dataDir) return create();
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = create();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
