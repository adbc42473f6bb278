// The two reports a model writes: a page critique and a founder profile. Each is grounded in what
// was read, and every quote it offers as evidence is checked against that text.
import type { FounderInput, PageFacts, Voice } from "../checks/index.ts";
import type { Evidence, FounderReport, MeasuredCheck, PageReport, PartialReport, ReportFix } from "../report/index.ts";
import type { ModelClient, ModelImage } from "./model-client.ts";
import { pageMaterial, pageText, type MaterialSection } from "./page-material.ts";
import { founderReportSystemPrompt, pageReportSystemPrompt, reportTasks, userMessage } from "./prompts.ts";
import { founderAnswer, pageAnswer, pageWithEarlierFixesAnswer, type EarlierFixVerdicts, type PageReportAnswer } from "./schemas.ts";
import { writeAnswer, type AnswerOutcome, type ModelLimits } from "./write-answer.ts";
import { rubricVersion } from "../report/rubric-version.ts";

export interface WriterOptions {
  limits: ModelLimits;
  onPartial?: (partial: PartialReport) => void;
}

export type WrittenReport<R> = AnswerOutcome<R>;

export async function writePageReport(
  client: ModelClient,
  page: {
    facts: PageFacts;
    voice: Voice;
    read: string[];
    earlierFixes?: ReportFix[];
    screenshots?: ModelImage[];
    measured?: MeasuredCheck[];
  },
  { limits, onPartial }: WriterOptions,
): Promise<WrittenReport<PageReport & { earlierFixes?: EarlierFixVerdicts }>> {
  const frame = { kind: "page" as const, url: page.facts.url };
  const again = page.earlierFixes && page.earlierFixes.length > 0 ? page.earlierFixes : null;
  const material = pageMaterial(page.facts);
  if (page.measured?.length) {
    // Code measured these in the browser: the model takes them as facts, and judges only the rest.
    material.push({
      label: "Measured in the browser by code (facts the report shows as measured: use them, never contradict or re-judge them)",
      body: page.measured.map((check) => `${check.label}: ${check.value} (${check.status}). ${check.detail}`).join("\n"),
    });
  }
  if (again) {
    material.push({
      label: "Earlier top fixes (from the previous report of this page), in order",
      body: again.map((fix, index) => `${index + 1}. ${fix.title}: ${fix.detail}`).join("\n"),
    });
  }
  const outcome = await writeAnswer<PageReportAnswer & { earlierFixes?: EarlierFixVerdicts }>(client, {
    system: pageReportSystemPrompt(page.voice, { seesScreenshots: Boolean(page.screenshots?.length) }),
    user: userMessage(reportTasks.page(page.voice, again !== null), material),
    ...(page.screenshots?.length && { images: page.screenshots }),
    schema: again ? pageWithEarlierFixesAnswer : pageAnswer,
    limits,
    ...(onPartial && { onPartial: (partial) => onPartial({ ...withoutEarlierFixes(partial), ...frame }) }),
  });
  if (!outcome.ok) return outcome;
  const source = pageText(page.facts);
  const { earlierFixes, ...answer } = outcome.answer;
  const categories = answer.categories.map((category) => ({ ...category, evidence: verified(category.evidence, source) }));
  return { ...outcome, answer: { ...frame, ...answer, categories, read: page.read, rubricVersion, ...(earlierFixes && { earlierFixes }) } };
}

function withoutEarlierFixes(partial: unknown): object {
  const { earlierFixes: _verdicts, ...rest } = (partial ?? {}) as Record<string, unknown>;
  return rest;
}

export async function writeFounderReport(
  client: ModelClient,
  founder: { person: FounderInput; homepage: PageFacts | null; missingHomepage: string | null },
  { limits, onPartial }: WriterOptions,
): Promise<WrittenReport<FounderReport>> {
  const { person, homepage } = founder;
  const frame = { kind: "founder" as const, name: person.name };
  const material: MaterialSection[] = [
    {
      label: "The person",
      body: [
        `Name: ${person.name}`,
        `Email: ${person.email}`,
        ...(person.companyUrl ? [`Company website, as they gave it: ${person.companyUrl}`] : []),
      ].join("\n"),
    },
    ...(homepage ? pageMaterial(homepage) : [{ label: "Company site", body: founder.missingHomepage ?? "No company site was read." }]),
  ];
  const outcome = await writeAnswer(client, {
    system: founderReportSystemPrompt(),
    user: userMessage(reportTasks.founder, material),
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
