import * as z from "zod/mini";
import { cleaned, emailSchema } from "../validation/index.ts";
import { workflowMessages } from "../messages/index.ts";
import { sessionIdPattern } from "./kinds.ts";
import { httpUrl } from "./http-url.ts";

// The comparison form's request, with the workflows' own (the browser imports this file).
export * from "./rivals.ts";

const pageUrl = z.object({
  url: httpUrl,
  /** "Roast again": the earlier result of this URL, to show progress against. */
  previous_result_id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, "Unknown earlier result"))),
});

/** What each workflow page sends; the browser adds https:// where the spec says so. */
export const workflowRequestSchemas = {
  "landing-roast": pageUrl,
  "landing-improve": pageUrl,
  "website-roast": pageUrl,
  "founder-profile": z.object({
    name: z
      .string({ error: workflowMessages.founderRequired.description })
      .check(cleaned(), z.trim(), z.minLength(1, workflowMessages.founderRequired.description), z.maxLength(100, "Full name is too long")),
    email: z.pipe(
      z
        .string({ error: workflowMessages.founderRequired.description })
        .check(z.trim(), z.minLength(1, workflowMessages.founderRequired.description)),
      emailSchema,
    ),
    /** The company's site, for an address that doesn't point to one (a personal-mail address). */
    company_url: z.optional(httpUrl),
  }),
} as const;

export const sessionIdQuerySchema = z.object({
  session_id: z.string().check(z.regex(sessionIdPattern, "Unknown session")),
});

/** What a workflow start returns: the session to wait on, and the token to watch it live. */
export interface JobTicket {
  session_id: string;
  watch_token: string;
}
