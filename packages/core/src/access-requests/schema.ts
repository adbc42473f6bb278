// "Request an access code": the visitor's form and the API's body, and the console's answers.
// The browser reads this file ("@ai-leaders/core/access-requests/schema"), never the repository.
import * as z from "zod/mini";
import { cleaned, emailSchema, honeypot } from "../validation/index.ts";

export const accessRequestLimits = { nameMax: 100, companyMax: 120, roleMax: 100, reasonMax: 1_000 } as const;

export const accessRequestFieldMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please keep your name under ${accessRequestLimits.nameMax} characters.`,
  emailRequired: "Please enter your email address.",
  companyRequired: "Please enter your company.",
  companyTooLong: `Please keep the company under ${accessRequestLimits.companyMax} characters.`,
  roleRequired: "Please enter your role.",
  roleTooLong: `Please keep the role under ${accessRequestLimits.roleMax} characters.`,
  reasonRequired: "Please tell us why you would like access.",
  reasonTooLong: "Please keep your reason under 1,000 characters.",
  submissionIdMalformed: "The request's submission id is malformed. Please reload the page and try again.",
} as const;
const m = accessRequestFieldMessages;

const requiredText = (required: string, max: number, tooLong: string, multiline = false) =>
  z.string({ error: required }).check(cleaned({ multiline }), z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** Every field required; the email typed. */
export const newAccessRequestSchema = z.object({
  name: requiredText(m.nameRequired, accessRequestLimits.nameMax, m.nameTooLong),
  email: z.pipe(z.string({ error: m.emailRequired }).check(cleaned(), z.trim(), z.minLength(1, m.emailRequired)), emailSchema),
  company: requiredText(m.companyRequired, accessRequestLimits.companyMax, m.companyTooLong),
  role: requiredText(m.roleRequired, accessRequestLimits.roleMax, m.roleTooLong),
  reason: requiredText(m.reasonRequired, accessRequestLimits.reasonMax, m.reasonTooLong, true),
  /** Made by the page once per request and sent again with each retry, so the request is stored once. */
  submission_id: z.optional(z.uuid({ error: m.submissionIdMalformed })),
  ...honeypot,
});
export type NewAccessRequest = z.infer<typeof newAccessRequestSchema>;

/** Decline: with or without the polite note. */
export const declineAccessRequestSchema = z.object({
  send_note: z.boolean({ error: "Please say whether to send a polite note." }),
});

export type AccessRequestStatus = "waiting" | "approved" | "declined" | "reminded";

/** A request as the console lists it. */
export interface AccessRequestRow {
  id: string;
  name: string;
  email: string;
  company: string;
  role: string;
  reason: string;
  created_at: string;
  status: AccessRequestStatus;
  /** Who answered it ("automatic" for a reminder) and when. */
  acted_by?: string;
  acted_at?: string;
  /** Declined: whether the polite note was mailed. */
  note_sent?: boolean;
}

const rowFields = [
  "id",
  "name",
  "email",
  "company",
  "role",
  "reason",
  "created_at",
  "status",
  "acted_by",
  "acted_at",
  "note_sent",
] as const satisfies ReadonlyArray<keyof AccessRequestRow>;

/** The console's row of a stored request: nothing of its relay state or its code. */
export const accessRequestRow = (stored: AccessRequestRow): AccessRequestRow =>
  Object.fromEntries(
    rowFields.filter((field) => stored[field] !== undefined).map((field) => [field, stored[field]]),
  ) as unknown as AccessRequestRow;

/** An approved code: single use, open for this many days. */
export const approvedCodeDays = 30;

/** The console's label of the personal code: "Request: Jane Doe, Acme". */
export const requestCodeLabel = (name: string, company: string, max = 80) => `Request: ${name}, ${company}`.slice(0, max);
