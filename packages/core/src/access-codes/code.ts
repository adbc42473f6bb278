// An access code's text: how a visitor's typing is read, how a new code is drawn, and the keyed
// hash it is stored and found by (the code itself is never stored).
import { createHmac, randomInt } from "node:crypto";

/** Trimmed and upper-cased: "  summit-2026 " opens what "SUMMIT-2026" opens. */
export const normaliseAccessCode = (code: string) => code.trim().toUpperCase();

/** No 0/O, 1/I/L: a code read aloud in a workshop or copied from a slide is typed right. */
export const readableAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const groups = 3;
const groupLength = 4;

/** Three groups of four, e.g. "K7QM-X3RT-9HVW": 31^12, about 59 bits. */
export function drawAccessCode(): string {
  const group = () => Array.from({ length: groupLength }, () => readableAlphabet[randomInt(readableAlphabet.length)]).join("");
  return Array.from({ length: groups }, group).join("-");
}

/**
 * The code's record id: HMAC-SHA256 of the normalised code under the token secret, so a copy of
 * the table without the secret cannot be guessed back into codes.
 */
export function accessCodeId(code: string, tokenSecret: string): string {
  return createHmac("sha256", tokenSecret)
    .update(`access-code:${normaliseAccessCode(code)}`, "utf8")
    .digest("hex");
}
