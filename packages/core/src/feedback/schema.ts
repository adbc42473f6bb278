import * as z from "zod/mini";
import { feedbackMessages as m } from "../messages/feedback.ts";
import { cleaned, honeypot } from "../validation/index.ts";
import { feedbackLimits } from "../limits/index.ts";

export const feedbackAnswers = ["yes", "no"] as const;
export type FeedbackAnswer = (typeof feedbackAnswers)[number];

/** POST /api/feedback/:tool/:slug: a yes or a no, and a note if the visitor adds one. */
export const promptFeedbackSchema = z.object({
  answer: z.enum(feedbackAnswers, { error: m.answerRequired }),
  // Optional and trimmed; an empty note is no note.
  note: z.pipe(
    z.optional(z.nullable(z.string().check(cleaned({ multiline: true }), z.trim(), z.maxLength(feedbackLimits.noteMax, m.noteTooLong)))),
    z.transform((value) => (value ? value : null)),
  ),
  ...honeypot,
});
export type PromptFeedback = z.infer<typeof promptFeedbackSchema>;
