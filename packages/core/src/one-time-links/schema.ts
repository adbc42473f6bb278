// What a mailed link's page posts back: a module of its own, without node:crypto, so the browser
// may use it (a team's invitation page checks its token with it).
import * as z from "zod/mini";

/** A mailed token as a page posts it back: anything else is "not valid", never a server error. */
export const linkTokenSchema = z
  .string({ error: "This link isn't valid." })
  .check(z.minLength(1, "This link isn't valid."), z.maxLength(200, "This link isn't valid."));
