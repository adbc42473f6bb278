import { z } from "zod";
import { newsletterMessages } from "../messages/index.ts";
import { emailSchema } from "../validation/index.ts";

/** The landing page's signup form and the API's body: one schema for both. */
export const newsletterSignupSchema = z.object({
  email: z
    .string({ error: newsletterMessages.emailRequired.description })
    .trim()
    .min(1, newsletterMessages.emailRequired.description)
    .pipe(emailSchema),
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupSchema>;
