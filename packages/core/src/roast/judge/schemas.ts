// The contract of a model's answer: what it must fill, checked with zod, and sent to the endpoint
// as JSON Schema through its own structured-output parameter. Fields the server knows better than
// the model (the URL, the person's name, what was read) are not asked for; the server adds them.
import * as z from "zod";
import type { FounderReport, PageReport } from "../report/index.ts";

const text = (description: string) => z.string().min(1).describe(description);
const level = z.enum(["high", "medium", "low"]);

const evidence = z.object({
  quote: z.string().describe("Words copied exactly from the page; empty only when nothing on the page applies"),
  note: text("What the quote shows, in one sentence"),
});

export const pageReportSchema = z.object({
  verdict: text("One line: the overall judgement a busy executive remembers"),
  score: z.number().int().min(0).max(100).describe("Overall score out of 100"),
  calibration: text("One sentence on what typical landing pages score on this scale and where this page sits"),
  categories: z
    .array(
      z.object({
        name: text("Category name, e.g. First impression, Message clarity, Call to action, Trust, Search basics, Accessibility"),
        score: z.number().int().min(0).max(10).describe("Category score out of 10"),
        summary: text("One or two sentences: the judgement for this category"),
        evidence: z.array(evidence).min(1).max(4),
      }),
    )
    .min(4)
    .max(7),
  fixes: z
    .array(
      z.object({
        title: text("The fix as an instruction, under 12 words"),
        detail: text("What to change and why it matters, specific to this page"),
        impact: level,
        effort: level,
      }),
    )
    .min(3)
    .max(6)
    .describe("Ranked: highest impact for the least effort first"),
  headlines: z.array(text("A rewritten headline for this page")).min(2).max(3),
  callsToAction: z.array(text("A rewritten call-to-action button text")).min(2).max(3),
  notChecked: z.array(text("Something this report could not judge from the page text")).min(1).max(6),
});
export type PageReportAnswer = z.infer<typeof pageReportSchema>;

/** "Roast again": the same report, plus a verdict on each of the earlier report's top fixes. */
export const pageReportWithEarlierFixesSchema = pageReportSchema.extend({
  earlierFixes: z
    .array(
      z.object({
        status: z.enum(["fixed", "open"]).describe("fixed: the page now shows this done; open: it doesn't yet"),
        note: text("What on the page shows it, in one sentence"),
      }),
    )
    .describe("One entry per earlier fix, in the order they were given"),
});
export type EarlierFixVerdicts = z.infer<typeof pageReportWithEarlierFixesSchema>["earlierFixes"];

export const founderReportSchema = z.object({
  verdict: text("One line: how this founder and company come across, judged from the site"),
  person: text("Who the person is as far as the name, email and pages read show; never invent a role, history or achievement"),
  company: z.object({
    name: text("The company's name as the site gives it, or the email domain when the site doesn't say"),
    positioning: text("What the company sells, to whom, and how it sets itself apart, as read from its site"),
    evidence: z.array(evidence).max(4),
  }),
  headline: text(
    "A LinkedIn headline draft for the person, under 220 characters: their name, role and what the company does for whom; a [bracketed placeholder] for each part the material does not show",
  ),
  bio: text(
    "A 3-4 sentence bio draft in the third person, from what the material shows only; a [bracketed placeholder] for the role, background and results it does not show",
  ),
  strengths: z.array(text("A strength of how the founder or company presents itself")).min(1).max(5),
  gaps: z.array(text("A gap or weakness in how they present themselves")).min(1).max(5),
  nextMoves: z
    .array(z.object({ title: text("The move, under 10 words"), detail: text("How to do it, specific to this founder") }))
    .length(3),
  notChecked: z.array(text("Something this profile could not know or check")).min(1).max(6),
});
export type FounderReportAnswer = z.infer<typeof founderReportSchema>;

// Compile-time proof that an answer plus what the server adds is a report.
type Assert<T extends true> = T;
export type PageAnswerFits = Assert<PageReportAnswer & Pick<PageReport, "kind" | "url" | "read"> extends PageReport ? true : false>;
export type FounderAnswerFits = Assert<
  FounderReportAnswer & Pick<FounderReport, "kind" | "name" | "read"> extends FounderReport ? true : false
>;

export interface AnswerSchema<T> {
  /** The name the endpoint sees (OpenAI json_schema name, Bedrock tool name). */
  name: string;
  description: string;
  zod: z.ZodType<T>;
  json: Record<string, unknown>;
}

function answerSchema<T>(name: string, description: string, schema: z.ZodType<T>): AnswerSchema<T> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-7" }) as Record<string, unknown>;
  return { name, description, zod: schema, json: withoutStringLengths(json) as Record<string, unknown> };
}

/** OpenAI's strict mode refuses string length keywords; zod still checks them on the answer. */
function withoutStringLengths(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutStringLengths);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "minLength" && key !== "maxLength")
      .map(([key, value]) => [key, withoutStringLengths(value)]),
  );
}

export const pageAnswer = answerSchema("landing_page_report", "Record the landing page report", pageReportSchema);
export const pageWithEarlierFixesAnswer = answerSchema(
  "landing_page_report_again",
  "Record the landing page report, with a verdict on each earlier fix",
  pageReportWithEarlierFixesSchema,
);
export const founderAnswer = answerSchema("founder_profile_report", "Record the founder profile report", founderReportSchema);
