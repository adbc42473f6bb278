// The factor calls' bodies, shared by the security dialog, the console and the API.
import * as z from "zod/mini";
import { factorMessages } from "../../messages/factors.ts";
import { signInSchema } from "../schema.ts";

/** A 6-digit code or a recovery code; which one is told apart when it is checked. */
export const factorCodeSchema = z
  .string({ error: factorMessages.codeRequired })
  .check(z.trim(), z.minLength(6, factorMessages.codeRequired), z.maxLength(20, factorMessages.wrongCode));

/** The second step of a password sign-in. */
export const mfaVerifySchema = z.object({ mfa_token: z.string().check(z.minLength(1), z.maxLength(2000)), code: factorCodeSchema });
export type MfaVerifyRequest = z.infer<typeof mfaVerifySchema>;

export const totpConfirmSchema = z.object({ code: factorCodeSchema });

/** Turning the app off asks again who is there: the password, or a code. */
export const totpRemoveSchema = z.union([z.object({ password: signInSchema.shape.password }), z.object({ code: factorCodeSchema })]);

const ceremonySchema = z
  .string({ error: factorMessages.passkeyCeremonyExpired })
  .check(z.minLength(1, factorMessages.passkeyCeremonyExpired), z.maxLength(200));
/** The browser's answer as SimpleWebAuthn sends it; the library checks every field that matters. */
const credentialSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1400)),
  rawId: z.string().check(z.maxLength(1400)),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().check(z.maxLength(20_000)) }),
});
/** The browser's answer as the API reads it (SimpleWebAuthn's JSON types have no index signature). */
export type PasskeyCredential = z.infer<typeof credentialSchema>;

export const passkeyNameSchema = z
  .string({ error: factorMessages.passkeyNameRequired })
  .check(z.trim(), z.minLength(1, factorMessages.passkeyNameRequired), z.maxLength(60, factorMessages.passkeyNameTooLong));

export const passkeyRegisterSchema = z.object({ ceremony: ceremonySchema, name: passkeyNameSchema, credential: credentialSchema });
export const passkeySignInSchema = z.object({ ceremony: ceremonySchema, credential: credentialSchema });

/** What the security dialog shows: the factors on the account, never a secret. */
export interface FactorSummary {
  totp: boolean;
  recovery_codes_left: number;
  passkeys: Array<{ id: string; name: string; created_at: string; last_used_at: string | null }>;
}

/** A password sign-in for an account with a second factor: no session yet, a 5-minute token for the second step. */
export interface MfaChallenge {
  mfa_required: true;
  mfa_token: string;
  factors: Array<"totp" | "passkey" | "recovery_code">;
}
