// The reusable validators of spec §5, one home for the browser and the API.
// Written with zod/mini: the same schemas, a fraction of the bytes in the browser bundle.
import * as z from "zod/mini";
import { validationMessages as m } from "../messages/index.ts";
import { honeypotField } from "../honeypot/index.ts";

export const limits = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  fullNameMin: 2,
  fullNameMax: 100,
} as const;

export const emailSchema = z.pipe(z.string().check(z.trim(), z.maxLength(limits.emailMax, m.emailTooLong)), z.email(m.emailInvalid));

export const passwordSchema = z
  .string()
  .check(
    z.minLength(limits.passwordMin, m.passwordTooShort),
    z.maxLength(limits.passwordMax, m.passwordTooLong),
    z.regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, m.passwordWeak),
  );

export const fullNameSchema = z.string().check(
  z.trim(),
  z.minLength(limits.fullNameMin, m.fullNameTooShort),
  z.maxLength(limits.fullNameMax, m.fullNameTooLong),
  // Spaces only: a name with a line break or a tab is refused, as spec §5 says.
  z.regex(/^[\p{L}\p{M} '-]+$/u, m.fullNameCharacters),
);

// Control characters and bidirectional overrides have no place in what a visitor writes: they
// hide or reorder text for the people who read it later (the board, the operator, an automation).
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const controlsExceptLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text as a visitor meant it: controls and bidi overrides removed; line breaks kept only where asked. */
export function cleanText(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const cleaned = text.replace(/\r\n?/g, "\n").replace(controlsExceptLineBreaks, "");
  return multiline ? cleaned : cleaned.replace(/[\n\t]+/g, " ");
}

/** A string check that cleans the text first (see cleanText). */
export const cleaned = (options: { multiline?: boolean } = {}) => z.overwrite((text: string) => cleanText(text, options));

/** The honeypot field (see core/honeypot), as the public forms' schemas accept it. */
export const honeypot = { [honeypotField]: z.optional(z.string()) };

export const urlSchema = z.string({ error: m.urlInvalid }).check(
  z.trim(),
  // Browsers parse "https://my site.com" leniently; Node does not: whitespace is never valid.
  z.refine((value) => URL.canParse(value) && !/\s/.test(value), m.urlInvalid),
  z.refine((value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol), m.urlProtocol),
);
