import * as z from "zod/mini";
import { emailSchema, fullNameSchema, limits, passwordSchema } from "../validation/index.ts";
import { validationMessages } from "../messages/index.ts";

/** Sign-up: the reusable validators of spec §5, shared by the dialog and the API. */
export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: fullNameSchema,
});
export type SignUpRequest = z.infer<typeof signUpSchema>;

/** Sign-in checks only the shape; a wrong password gets the same answer as an unknown email. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: validationMessages.passwordTooShort })
    .check(z.minLength(1, "Please enter your password"), z.maxLength(limits.passwordMax, validationMessages.passwordTooLong)),
});
export type SignInRequest = z.infer<typeof signInSchema>;

/** A signed-in user's new password: the sign-up rules; the current one is checked for shape only. */
export const changePasswordSchema = z.object({
  current_password: signInSchema.shape.password,
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

/** The user as the browser sees it (spec §3 "Auth session"). */
export interface AuthUser {
  id: string;
  email: string;
  created_at: string;
  /** When the owner confirmed the address through the mailed link; null until then. */
  email_confirmed_at: string | null;
  user_metadata: { full_name: string };
}

/**
 * Spec §3: access_token, refresh_token, expires_at, expires_in, token_type and user. The page gets
 * a BrowserSession: the refresh token travels only in an HttpOnly cookie (design.md §3.11).
 */
export interface AuthSession {
  access_token: string;
  refresh_token: string;
  /** Epoch seconds. */
  expires_at: number;
  /** Seconds. */
  expires_in: number;
  token_type: "bearer";
  user: AuthUser;
}

/** The session as the page holds it. */
export type BrowserSession = Omit<AuthSession, "refresh_token">;
