import * as z from "zod/mini";
import { changelogMessages as m } from "../messages/changelog.ts";
import { cleaned } from "../validation/index.ts";
import { changelogLimits } from "../limits/index.ts";
import { changelogLinkKinds } from "./types.ts";

const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A link as the console sends it; links.ts checks that it is a page of the toolkit. */
export const changelogLinkSchema = z.object({
  kind: z.enum(changelogLinkKinds, { error: m.unknownLink }),
  path: z.string({ error: m.unknownLink }).check(z.minLength(2, m.unknownLink), z.maxLength(200, m.unknownLink)),
  title: z
    .string({ error: m.unknownLink })
    .check(cleaned(), z.trim(), z.minLength(1, m.unknownLink), z.maxLength(changelogLimits.titleMax, m.unknownLink)),
});

/** An entry as the operator writes it, a draft until published. */
export const changelogDraftSchema = z.object({
  title: z
    .string({ error: m.emptyTitle })
    .check(cleaned(), z.trim(), z.minLength(1, m.emptyTitle), z.maxLength(changelogLimits.titleMax, m.titleTooLong)),
  summary: z
    .string({ error: m.emptySummary })
    .check(
      cleaned({ multiline: true }),
      z.trim(),
      z.minLength(1, m.emptySummary),
      z.maxLength(changelogLimits.summaryMax, m.summaryTooLong),
    ),
  date: z.string({ error: m.invalidDate }).check(z.refine(isCalendarDate, m.invalidDate)),
  links: z._default(z.array(changelogLinkSchema).check(z.maxLength(changelogLimits.linksMax, m.tooManyLinks)), []),
  suggestion_ids: z._default(
    z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(changelogLimits.suggestionsMax, m.tooManySuggestions)),
    [],
  ),
});
export type ChangelogDraft = z.infer<typeof changelogDraftSchema>;
