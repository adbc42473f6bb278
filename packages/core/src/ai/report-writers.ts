// The two reports a model writes: a page critique and a founder profile. Each is grounded in what
// was read, and every quote it offers as evidence is checked against that text.
import type { FounderInput, PageFacts, Voice } from "../analyzer/index.ts";
import type { Evidence, FounderReport, PageReport, PartialReport } from "../report/index.ts";
import type { ModelClient } from "./model-client.ts";
import { pageMaterial, pageText, type MaterialSection } from "./page-material.ts";
import { founderReportSystemPrompt, pageReportSystemPrompt, userMessage } from "./prompts.ts";
import { founderAnswer, pageAnswer } from "./schemas.ts";
import { writeAnswer, type AnswerOutcome, type ModelLimits } from "./write-answer.ts";

export interface WriterOptions {
  limits: ModelLimits;
  onPartial?: (partial: PartialReport) => void;
}

export type WrittenReport<R> = AnswerOutcome<R>;

export async function writePageReport(
  client: ModelClient,
  page: { facts: PageFacts; voice: Voice; read: string[] },
  { limits, onPartial }: WriterOptions,
): Promise<WrittenReport<PageReport>> {
  const frame = { kind: "page" as const, url: page.facts.url };
  const outcome = await writeAnswer(client, {
    system: pageReportSystemPrompt(page.voice),
    user: userMessage(
      `Review the landing page at ${page.facts.url} for its owner, in the ${page.voice === "roast" ? "blunt roast" : "coaching"} voice.`,
      pageMaterial(page.facts),
    ),
    schema: pageAnswer,
    limits,
    ...(onPartial && { onPartial: (partial) => onPartial({ ...(partial as object), ...frame }) }),
  });
  if (!outcome.ok) return outcome;
  const source = pageText(page.facts);
  const answer = outcome.answer;
  const categories = answer.categories.map((category) => ({ ...category, evidence: verified(category.evidence, source) }));
  return { ...outcome, answer: { ...frame, ...answer, categories, read: page.read } };
}

export async function writeFounderReport(
  client: ModelClient,
  founder: { person: FounderInput; homepage: PageFacts | null; missingHomepage: string | null },
  { limits, onPartial }: WriterOptions,
): Promise<WrittenReport<FounderReport>> {
  const { person, homepage } = founder;
  const frame = { kind: "founder" as const, name: person.name };
  const material: MaterialSection[] = [
    { label: "The person", body: `Name: ${person.name}\nEmail: ${person.email}` },
    ...(homepage ? pageMaterial(homepage) : [{ label: "Company site", body: founder.missingHomepage ?? "No company site was read." }]),
  ];
  const outcome = await writeAnswer(client, {
    system: founderReportSystemPrompt(),
    user: userMessage(`Write the founder profile of ${person.name}.`, material),
    schema: founderAnswer,
    limits,
    ...(onPartial && { onPartial: (partial) => onPartial({ ...(partial as object), ...frame }) }),
  });
  if (!outcome.ok) return outcome;
  const answer = outcome.answer;
  const company = { ...answer.company, evidence: homepage ? verified(answer.company.evidence, pageText(homepage)) : [] };
  return { ...outcome, answer: { ...frame, ...answer, company, read: homepage ? [homepage.url] : [] } };
}

/** A quote the page doesn't contain is dropped, and its note kept: evidence is never invented. */
function verified(evidence: Evidence[], source: string): Evidence[] {
  const haystack = comparable(source);
  return evidence.map(({ quote, note }) => ({ quote: quote && haystack.includes(comparable(quote)) ? quote : "", note }));
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”„"]/g, '"')
    .replace(/[‘’']/g, "'")
    .replace(/[…]|\.\.\./g, " ")
    .replace(/\s+/g, " ")
    .trim();
