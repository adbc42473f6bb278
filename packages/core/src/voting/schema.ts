import * as z from "zod/mini";
import { boardMessages as board, newsletterMessages, votingMessages as m } from "../messages/index.ts";
import { cleaned, emailSchema, honeypot } from "../validation/index.ts";
import { categoryIdSchema } from "./categories.ts";

const newsletterRequired = newsletterMessages.emailRequired.description;

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
export const predefinedSuggestionId = (toolId: PredefinedToolId) => `predefined-${toolId}`;

/** The tool a suggestion id stands for, if it is one of the four. */
export const predefinedToolOf = (suggestionId: string) => predefinedTools.find((tool) => predefinedSuggestionId(tool.id) === suggestionId);

/** A predefined tool's suggestion is stored under a code name: the operator and automations see the tool's title. */
export function suggestionTitle(suggestion: { id: string; title: string }): string {
  return predefinedTools.find((tool) => predefinedSuggestionId(tool.id) === suggestion.id)?.title ?? suggestion.title;
}

export function isPredefinedToolId(value: string): value is PredefinedToolId {
  return predefinedTools.some((tool) => tool.id === value);
}

export const newSuggestionSchema = z.object({
  title: z
    .string({ error: m.emptyTitle })
    .check(cleaned(), z.trim(), z.minLength(1, m.emptyTitle), z.maxLength(votingLimits.titleMax, m.titleTooLong)),
  // Optional and trimmed; an empty description is stored as null (spec §5).
  description: z.pipe(
    z.optional(
      z.nullable(z.string().check(cleaned({ multiline: true }), z.trim(), z.maxLength(votingLimits.descriptionMax, m.descriptionTooLong))),
    ),
    z.transform((value) => (value ? value : null)),
  ),
  /** Optional: a board with categories offers them in the form; none is null. */
  category_id: z.optional(z.nullable(categoryIdSchema)),
  ...honeypot,
});
export type NewSuggestion = z.infer<typeof newSuggestionSchema>;

export const newCommentSchema = z.object({
  comment_text: z
    .string({ error: m.emptyComment })
    .check(cleaned({ multiline: true }), z.trim(), z.minLength(1, m.emptyComment), z.maxLength(votingLimits.commentMax, m.commentTooLong)),
  ...honeypot,
});

/** Where a suggestion stands, as the operator sets it and visitors see it. */
export const suggestionStatuses = ["open", "planned", "in_progress", "done", "declined"] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

/** Whether visitors see a suggestion or comment: hidden by the operator, or waiting for approval. */
export const moderationStates = ["visible", "hidden", "pending"] as const;
export type ModerationState = (typeof moderationStates)[number];

export const statusReplyMax = 280;

/** The operator's status change: the reply is public, cleaned like any visitor text, and optional. */
export const statusChangeSchema = z.object({
  status: z.enum(suggestionStatuses, { error: board.unknownStatus }),
  reply: z.pipe(
    z.optional(z.nullable(z.string().check(cleaned({ multiline: true }), z.trim(), z.maxLength(statusReplyMax, board.replyTooLong)))),
    z.transform((value) => (value ? value : null)),
  ),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The community list's orders: most votes, newest, and most votes lately (see trending.ts). */
export const boardSorts = ["top", "new", "trending"] as const;
export type BoardSort = (typeof boardSorts)[number];
export const boardPageSize = 20;

export const similarQueryMin = 3;

/** "Which of these did I vote on?": the suggestions of a page of the board, and its five tools'. */
export const votedQuerySchema = z.object({
  ids: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(60, board.tooManyIds)),
});

/** "Email me when this ships": an address, and the visitor's explicit yes to the consent text. */
export const notifyMeSchema = z.object({
  email: z.pipe(z.string({ error: newsletterRequired }).check(cleaned(), z.trim(), z.minLength(1, newsletterRequired)), emailSchema),
  consent: z.literal(true, { error: board.notifyMeConsentRequired }),
  ...honeypot,
});
export type NotifyMeRequest = z.infer<typeof notifyMeSchema>;

/** The newsletter tag that says which suggestion a signup waits for. */
export const shipsTag = (suggestionId: string) => `suggestion:${suggestionId}`;
