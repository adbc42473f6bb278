// Password recovery's requests: an address to mail, a mailed token to check, and the token with
// the new password (spec §5's rules) to spend it.
import * as z from "zod/mini";
import { emailSchema, passwordSchema } from "../validation/index.ts";

export const recoverSchema = z.object({ email: emailSchema });
export type RecoverRequest = z.infer<typeof recoverSchema>;

const linkTokenSchema = z
  .string({ error: "This link isn't valid." })
  .check(z.minLength(1, "This link isn't valid."), z.maxLength(200, "This link isn't valid."));

export const recoverCheckSchema = z.object({ token: linkTokenSchema });

export const resetPasswordSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** A reset link's state as its page shows it. */
export type RecoveryLinkStatus = "valid" | "used" | "expired" | "unknown";
