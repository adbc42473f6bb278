import * as z from "zod/mini";
import { adminMessages } from "../messages/index.ts";
import { emailSchema } from "../validation/index.ts";

/** A list's query string: an optional search and the cursor of the page to read. */
export const listQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(200, adminMessages.invalidSearch))),
  cursor: z.optional(z.string().check(z.maxLength(1_000, adminMessages.invalidCursor))),
});

/** A CSV export's query string: no cursor for the first page, then the cursor the previous page named. */
export const exportQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1_000, adminMessages.invalidCursor))),
});

/** Where an export page names the next page's cursor: a header, since the body is the CSV itself. */
export const nextCursorHeader = "x-next-cursor";
/** How many rows the page holds (not its lines: a cell may hold line breaks). */
export const pageRowsHeader = "x-export-rows";

/** "Delete on request": the address whose data is erased. */
export const eraseRequestSchema = z.object({
  email: z.pipe(z.string({ error: adminMessages.emailRequired }).check(z.trim(), z.minLength(1, adminMessages.emailRequired)), emailSchema),
});
export type EraseRequest = z.infer<typeof eraseRequestSchema>;
