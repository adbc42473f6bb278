import * as z from "zod/mini";
import { cleaned, emailSchema, honeypot } from "../validation/index.ts";

export const contactLimits = { subjectMax: 200, messageMax: 5_000 } as const;

/** 5000 as "5,000", without Intl: its first use costs a Lambda cold start over 10 ms. */
const withThousandsSeparators = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

export const contactFieldMessages = {
  emailRequired: "Please enter your email address.",
  subjectRequired: "Please enter a subject.",
  subjectTooLong: `Please keep the subject under ${contactLimits.subjectMax} characters.`,
  messageRequired: "Please enter a message.",
  messageTooLong: `Please keep the message under ${withThousandsSeparators(contactLimits.messageMax)} characters.`,
  submissionIdMalformed: "The message's submission id is malformed. Please reload the page and try again.",
} as const;

const requiredText = (required: string, max: number, tooLong: string, multiline = false) =>
  z.string({ error: required }).check(cleaned({ multiline }), z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** The "Contact Us" form and the API's body: every field required, the email typed. */
export const contactMessageSchema = z.object({
  email: z.pipe(
    z.string({ error: contactFieldMessages.emailRequired }).check(cleaned(), z.trim(), z.minLength(1, contactFieldMessages.emailRequired)),
    emailSchema,
  ),
  subject: requiredText(contactFieldMessages.subjectRequired, contactLimits.subjectMax, contactFieldMessages.subjectTooLong),
  message: requiredText(contactFieldMessages.messageRequired, contactLimits.messageMax, contactFieldMessages.messageTooLong, true),
  /** Made by the page once per message and sent again with each retry, so the message is stored once. */
  submission_id: z.optional(z.uuid({ error: contactFieldMessages.submissionIdMalformed })),
  ...honeypot,
});
export type ContactMessageRequest = z.infer<typeof contactMessageSchema>;
