// Time-based one-time codes (RFC 6238): 6 digits, 30-second steps, SHA-1, the settings every
// authenticator app reads from an otpauth:// address.
import { Secret, TOTP } from "otpauth";

export const totpPeriodSeconds = 30;
const issuer = "AI for Leaders";

const totpFor = (secretBase32: string, label = "", digits = 6) =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secretBase32), algorithm: "SHA1", digits, period: totpPeriodSeconds });

/** A new random secret of 160 bits (RFC 4226's recommended length), in base 32 for typing. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the authenticator app scans (as a QR code) to add the account. */
export const totpEnrolmentUri = (secretBase32: string, email: string) => totpFor(secretBase32, email).toString();

/** The code for a moment; exported for the RFC's test vectors and for tests that sign in. */
export const totpCodeAt = (secretBase32: string, at: Date, digits = 6) =>
  totpFor(secretBase32, "", digits).generate({ timestamp: at.getTime() });

export const totpStepAt = (at: Date) => Math.floor(at.getTime() / 1000 / totpPeriodSeconds);

/**
 * The time step the code belongs to, accepting the step before and after (a clock a little off),
 * or null. A step at or before `lastUsedStep` is refused: a code works once.
 */
export function matchTotp(secretBase32: string, code: string, at: Date, lastUsedStep = -1): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = totpStepAt(at) + delta;
  return step > lastUsedStep ? step : null;
}
