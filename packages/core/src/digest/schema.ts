// The weekly digest's console contract: the admin's choice, and what the console is told.
// The browser reads this file ("@ai-leaders/core/digest/schema").
import * as z from "zod/mini";

export const digestChoiceSchema = z.object({
  weekly: z.boolean({ error: "Please say whether to send you the weekly digest." }),
});
export type DigestChoice = z.infer<typeof digestChoiceSchema>;

export const digestMessages = {
  turnedOn: "You will get the weekly digest every Monday morning (UTC).",
  turnedOff: "The weekly digest is off. You will get no more of it.",
  sentNow: (email: string) => `This week's digest is on its way to ${email}.`,
} as const;

/** Where the digest's mail sends an admin to stop it: the console's toggle. */
export const digestSettingsPath = "/admin/audience#weekly-digest";
