import * as z from "zod/mini";
import { accessMessages } from "../messages/index.ts";

/** The "Access Required" dialog's one field; browser and API share it. */
export const accessRequestSchema = z.object({
  code: z
    .string({ error: accessMessages.invalidCode.description })
    .check(z.minLength(1, accessMessages.invalidCode.description), z.maxLength(200, accessMessages.invalidCode.description)),
  /** "Keep me in on this device": a token for 30 days instead of a working day. */
  remember: z.optional(z.boolean({ error: accessMessages.invalidCode.description })),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** What the API returns for a valid code: a token to keep (in the tab, or on the device when asked), never the code. */
export interface AccessGrant {
  token: string;
  /** ISO time after which the token is refused. */
  expires_at: string;
}
