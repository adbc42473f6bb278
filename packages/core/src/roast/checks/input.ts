// The analyzer's input, checked once at the edge: a URL for the three page workflows, a name and
// an email for the founder brief, with the company's website when the visitor gave one.
import { validationMessages } from "../../messages/index.ts";
import { emailSchema, urlSchema } from "../../validation/index.ts";
import { clean } from "./quote.ts";
import type { AnalysisInput } from "./types.ts";

export const founderRequiredMessage = "Please fill in at least your name and email.";

export type CheckedInput =
  | { kind: "landing-roast" | "landing-improve" | "website-roast"; url: string; schemeAdded: boolean }
  | { kind: "founder-profile"; name: string; email: string; domain: string; companyUrl?: string };

export type InputCheck = { ok: true; input: CheckedInput } | { ok: false; reason: string };

const maxNameLength = 100;
const maxUrlLength = 2048;

export function checkInput(input: AnalysisInput): InputCheck {
  if (input.kind === "founder-profile") return checkFounder(input.name, input.email, input.company_url);
  if (input.kind === "landing-roast" || input.kind === "landing-improve" || input.kind === "website-roast") {
    const text = typeof input.url === "string" ? input.url.trim() : "";
    const url = withScheme(text);
    if (!text || url.length > maxUrlLength || !URL.canParse(url)) return { ok: false, reason: validationMessages.urlInvalid };
    return { ok: true, input: { kind: input.kind, url, schemeAdded: url !== text } };
  }
  return { ok: false, reason: validationMessages.urlInvalid };
}

/** As the pages do: text without a scheme gets https:// ("example.com", "example.com:8080/x"). */
function withScheme(text: string): string {
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d/.test(text);
  return hasScheme ? text : `https://${text}`;
}

function checkFounder(rawName: unknown, rawEmail: unknown, rawCompanyUrl: unknown): InputCheck {
  const name = typeof rawName === "string" ? clean(rawName) : "";
  const emailText = typeof rawEmail === "string" ? rawEmail.trim() : "";
  if (!name || !emailText) return { ok: false, reason: founderRequiredMessage };
  if (name.length > maxNameLength) return { ok: false, reason: validationMessages.fullNameTooLong };
  const email = emailSchema.safeParse(emailText);
  if (!email.success) return { ok: false, reason: email.error.issues[0]?.message ?? validationMessages.emailInvalid };
  const domain = email.data.slice(email.data.lastIndexOf("@") + 1).toLowerCase();
  if (rawCompanyUrl === undefined) return { ok: true, input: { kind: "founder-profile", name, email: email.data, domain } };
  const companyUrl = urlSchema.safeParse(rawCompanyUrl);
  if (!companyUrl.success) return { ok: false, reason: companyUrl.error.issues[0]?.message ?? validationMessages.urlInvalid };
  if (companyUrl.data.length > maxUrlLength) return { ok: false, reason: validationMessages.urlInvalid };
  return { ok: true, input: { kind: "founder-profile", name, email: email.data, domain, companyUrl: companyUrl.data } };
}
