// The reusable validators of spec §5, one home for the browser and the API.
import { z } from "zod";
import { validationMessages as m } from "../messages/index.ts";

export const limits = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  fullNameMin: 2,
  fullNameMax: 100,
} as const;

export const emailSchema = z
  .string()
  .trim()
  .max(limits.emailMax, m.emailTooLong)
  .pipe(z.email(m.emailInvalid));

export const passwordSchema = z
  .string()
  .min(limits.passwordMin, m.passwordTooShort)
  .max(limits.passwordMax, m.passwordTooLong)
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m.passwordWeak);

export const fullNameSchema = z
  .string()
  .trim()
  .min(limits.fullNameMin, m.fullNameTooShort)
  .max(limits.fullNameMax, m.fullNameTooLong)
  .regex(/^[\p{L}\s'-]+$/u, m.fullNameCharacters);

export const urlSchema = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value), m.urlInvalid)
  .refine((value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), m.urlProtocol);
