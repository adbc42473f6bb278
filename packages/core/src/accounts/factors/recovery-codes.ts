// Recovery codes: ten, shown once, kept only as hashes, each spent by one conditional write.
import { createHash, randomInt } from "node:crypto";

export const recoveryCodeCount = 10;
// No look-alikes (0/o, 1/l/i), lower case only: read off paper and typed on a phone.
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/** "xxxxx-xxxxx": 10 characters of 31, about 49 bits each, behind the sign-in limits. */
export function newRecoveryCodes(): string[] {
  const code = () => Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]!).join("");
  return Array.from({ length: recoveryCodeCount }, () => code().replace(/^(.{5})/, "$1-"));
}

/** Spaces, dashes and case are forgiven. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");

export const looksLikeRecoveryCode = (code: string) => new RegExp(`^[${alphabet}]{10}$`).test(normalizeRecoveryCode(code));

export const hashRecoveryCode = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
