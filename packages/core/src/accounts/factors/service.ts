// A second factor: enrol an authenticator app (confirmed by a first code, answered with ten
// recovery codes), check a code at sign-in, turn it off; and which factors an account has.
import type { StoredUser } from "../repository.ts";
import type { FactorRepository } from "./repository.ts";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes.ts";
import { openSecret, sealSecret } from "./secret-box.ts";
import { matchTotp, newTotpSecret, totpEnrolmentUri } from "./totp.ts";

export type SecondFactor = "totp" | "passkey" | "recovery_code";

/** How a session's sign-in was proved beyond the password (the access token's `amr`). */
export type FactorMethod = "otp" | "recovery_code" | "passkey";

export function createFactorService(factors: FactorRepository, tokenSecret: string) {
  return {
    async enrolled(user: StoredUser): Promise<SecondFactor[]> {
      const found: SecondFactor[] = [];
      if (user.totp_secret) found.push("totp");
      if ((await factors.passkeysOf(user.email)).length > 0) found.push("passkey");
      if (user.totp_secret && (user.recovery_codes?.size ?? 0) > 0) found.push("recovery_code");
      return found;
    },

    /** A new secret, waiting for its first code: the app's address (for the QR code) and the secret to type. */
    async startTotp(user: StoredUser): Promise<{ secret: string; uri: string }> {
      const secret = newTotpSecret();
      await factors.startTotp(user.email, sealSecret(secret, tokenSecret));
      return { secret, uri: totpEnrolmentUri(secret, user.email) };
    },

    /** The first code turns the app on; answers the recovery codes (shown once), or null for a wrong code. */
    async confirmTotp(user: StoredUser, code: string, now: Date): Promise<string[] | null> {
      const secret = user.totp_pending ? openSecret(user.totp_pending, tokenSecret) : null;
      const step = secret ? matchTotp(secret, code, now) : null;
      if (step === null) return null;
      const recoveryCodes = newRecoveryCodes();
      const enabled = await factors.enableTotp(user.email, user.totp_pending!, step, recoveryCodes.map(hashRecoveryCode));
      return enabled ? recoveryCodes : null;
    },

    /** A code from the app, or a recovery code (spent): how it was proved, or null. */
    async verifyCode(user: StoredUser, code: string, now: Date): Promise<FactorMethod | null> {
      const secret = user.totp_secret ? openSecret(user.totp_secret, tokenSecret) : null;
      if (!secret) return null;
      if (looksLikeRecoveryCode(code))
        return (await factors.spendRecoveryCode(user.email, hashRecoveryCode(code))) ? "recovery_code" : null;
      const step = matchTotp(secret, code, now, user.totp_last_step);
      return step !== null && (await factors.useTotpStep(user.email, step)) ? "otp" : null;
    },

    removeTotp: (user: StoredUser) => factors.removeTotp(user.email),
  };
}
export type FactorService = ReturnType<typeof createFactorService>;
