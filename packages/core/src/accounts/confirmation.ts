// A new account's address is confirmed by the mailed link's page posting its token back.
import * as z from "zod/mini";
import { linkTokenSchema } from "../one-time-links/index.ts";

export const confirmAccountSchema = z.object({ token: linkTokenSchema });
export type ConfirmAccountRequest = z.infer<typeof confirmAccountSchema>;

/** What the page is told: confirmed, or why the link did nothing. */
export type ConfirmationOutcome = "confirmed" | "used" | "expired" | "unknown";

/** Sign-up's one answer, for a new address and a registered one alike: the mail says which. */
export const signUpAnswer = { status: "check-email" } as const;
