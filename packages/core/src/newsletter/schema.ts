import * as z from "zod/mini";
import { newsletterLinkMessages, newsletterMessages } from "../messages/index.ts";
import { cleaned, emailSchema, honeypot } from "../validation/index.ts";

const { description: emailRequired } = newsletterMessages.emailRequired;

/** The landing page's signup form and the API's body: one schema for both. */
export const newsletterSignupSchema = z.object({
  email: z.pipe(z.string({ error: emailRequired }).check(cleaned(), z.trim(), z.minLength(1, emailRequired)), emailSchema),
  ...honeypot,
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupSchema>;

/**
 * What an unsubscribe link stops: the newsletter (every product mail to a subscriber), the notices
 * an account gets when What's new answers a suggestion it made or voted for, an admin's weekly digest,
 * or a team member's weekly team digest.
 */
export const mailLists = ["newsletter", "answers", "digest", "team-digest"] as const;
export type MailList = (typeof mailLists)[number];
// The unsubscribe page has words for each list, and for no other.
newsletterLinkMessages.unsubscribe satisfies Record<MailList, { lead: string; done: string }>;
export const mailListSchema = z.enum(mailLists);
