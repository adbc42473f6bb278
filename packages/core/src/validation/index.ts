// The reusable validators of spec §5, one home for the browser and the API.
// Written with zod/mini: the same schemas, a fraction of the bytes in the browser bundle.
import * as z from "zod/mini";
import { validationMessages as m } from "../messages/index.ts";

export const limits = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  fullNameMin: 2,
  fullNameMax: 100,
} as const;

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(limits.emailMax, m.emailTooLong)),
  z.email(m.emailInvalid),
);

export const passwordSchema = z
  .string()
  .check(
    z.minLength(limits.passwordMin, m.passwordTooShort),
    z.maxLength(limits.passwordMax, m.passwordTooLong),
    z.regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m.passwordWeak),
  );

export const fullNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(limits.fullNameMin, m.fullNameTooShort),
    z.maxLength(limits.fullNameMax, m.fullNameTooLong),
    z.regex(/^[\p{L}\s'-]+$/u, m.fullNameCharacters),
  );

export const urlSchema = z
  .string({ error: m.urlInvalid })
  .check(
    z.trim(),
    // Browsers parse "https://my site.com" leniently; Node does not: whitespace is never valid.
    z.refine((value) => URL.canParse(value) && !/\s/.test(value), m.urlInvalid),
    z.refine((value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), m.urlProtocol),
  );
