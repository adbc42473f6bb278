// Changing an account's address: asked for with the password, confirmed from the new address's
// mailbox (a link whose page's button spends it), told to the old address.
import * as z from "zod/mini";
import { emailChangeMessages as m } from "../../messages/index.ts";
import { linkTokenSchema } from "../../one-time-links/index.ts";
import { emailSchema } from "../../validation/index.ts";

export const changeEmailSchema = z.object({
  new_email: z.pipe(z.string({ error: m.newEmailRequired }).check(z.trim(), z.minLength(1, m.newEmailRequired)), emailSchema),
  password: z.string({ error: m.passwordRequired }).check(z.minLength(1, m.passwordRequired)),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailSchema>;

export const confirmEmailChangeSchema = z.object({ token: linkTokenSchema });

/** "n***@company.com": enough for the old address's owner to recognise the new one, not to read it. */
export function maskAddress(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
