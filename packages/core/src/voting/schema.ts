import * as z from "zod/mini";
import { votingMessages as m } from "../messages/index.ts";
import { cleaned, honeypot } from "../validation/index.ts";

export const votingLimits = { titleMax: 120, descriptionMax: 1_000, commentMax: 2_000 } as const;

/** The four predefined tools of the Vote tab (spec §2, §3), stored lazily as `PREDEFINED:{id}`. */
export const predefinedTools = [
  {
    id: "website-builder",
    title: "Build a Website in Minutes",
    description: "Go from idea to a live landing page with an AI web-app builder, then get it critiqued.",
  },
  {
    id: "research-report",
    title: "McKinsey Style Research Report",
    description: "Deep-research prompts for market entry, competitors, due diligence and customer segments.",
  },
  {
    id: "expert-panel",
    title: "Expert & User Panel",
    description: "Simulated focus groups, expert panels, roundtables and boards to test ideas before you spend.",
  },
  {
    id: "target-market",
    title: "Pick a Target Market",
    description: "Six steps from numbers to live tests and leads, to choose the market worth entering.",
  },
] as const;
export type PredefinedToolId = (typeof predefinedTools)[number]["id"];
export const predefinedTitlePrefix = "PREDEFINED:";

export function isPredefinedToolId(value: string): value is PredefinedToolId {
  return predefinedTools.some((tool) => tool.id === value);
}

export const newSuggestionSchema = z.object({
  title: z.string({ error: m.emptyTitle }).check(cleaned(), z.trim(), z.minLength(1, m.emptyTitle), z.maxLength(votingLimits.titleMax, m.titleTooLong)),
  // Optional and trimmed; an empty description is stored as null (spec §5).
  description: z.pipe(
    z.optional(z.nullable(z.string().check(cleaned({ multiline: true }), z.trim(), z.maxLength(votingLimits.descriptionMax, m.descriptionTooLong)))),
    z.transform((value) => (value ? value : null)),
  ),
  ...honeypot,
});
export type NewSuggestion = z.infer<typeof newSuggestionSchema>;

export const newCommentSchema = z.object({
  comment_text: z
    .string({ error: m.emptyComment })
    .check(cleaned({ multiline: true }), z.trim(), z.minLength(1, m.emptyComment), z.maxLength(votingLimits.commentMax, m.commentTooLong)),
  ...honeypot,
});
