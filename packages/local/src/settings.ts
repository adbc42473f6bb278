// Defaults that make `npm start` work with nothing set (design.md §4).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const defaultPort = 3000;
export const defaultDataDir = ".data";
export const localAccessCodes = "LEADERS-LOCAL-ONE,LEADERS-LOCAL-TWO";

export type Settings = Record<string, string | undefined>;

/** Fills what is unset: access codes, a token secret kept in the data folder, the site origin. */
export function withLocalDefaults(settings: Settings, origin: string, dataDir: string | null): Settings {
  return {
    ...settings,
    ACCESS_CODES: settings.ACCESS_CODES || localAccessCodes,
    TOKEN_SECRET: settings.TOKEN_SECRET || tokenSecret(dataDir),
    PUBLIC_URL: settings.PUBLIC_URL || origin,
  };
}

/** Kept across restarts, so tokens issued before a restart stay valid. */
function tokenSecret(dataDir: string | null): string {
  if (!dataDir) return randomBytes(32).toString("hex");
  const file = join(dataDir, "token-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
