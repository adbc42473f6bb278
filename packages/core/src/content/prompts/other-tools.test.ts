// Issue 45, Deliver 8: every writing card says how to run its prompt in Microsoft 365 Copilot and
// in Gemini, with a data note on work versus personal accounts and the dated claims behind it.
import { describe, expect, it } from "vitest";
import { fillerIn, placeholdersIn, wordCount } from "../content-rules.ts";
import { promptLibraries } from "../index.ts";
import { sources } from "../sources.ts";
import type { LargePromptLibrary, OtherToolRun } from "../types.ts";

/** The cards whose job is a draft to send: an update, a memo, an article, replies, a narrative. */
const writingCards = {
  chatgpt: ["Investor Update Writer", "Board Memo Prep", "Thought Leadership Article", "Personal Business Assistant"],
  claude: ["Personal Leadership Narrative"],
} as const;

const cards = Object.entries(writingCards).flatMap(([tool, titles]) =>
  (promptLibraries[tool as keyof typeof writingCards] as LargePromptLibrary).prompts
    .filter((card) => (titles as readonly string[]).includes(card.title))
    .map((card) => ({ tool, ...card })),
);

const workAccountSources = {
  copilot: sources.microsoftCopilotDataProtection.url,
  gemini: sources.googleWorkspaceGeminiPrivacy.url,
};

it("finds every writing card named, and no other card carries the variants", () => {
  expect(cards.map((card) => card.title)).toEqual(Object.values(writingCards).flat());
  const withVariants = Object.values(promptLibraries).flatMap((library) =>
    library.kind === "large" ? library.prompts.filter((card) => card.otherTools).map((card) => card.title) : [],
  );
  expect(withVariants.sort()).toEqual(cards.map((card) => card.title).sort());
});

describe.each(cards)("$tool · $title", (card) => {
  const runs = Object.entries(card.otherTools ?? {}) as [keyof typeof workAccountSources, OtherToolRun][];

  it("has both a Microsoft 365 Copilot and a Gemini variant", () => {
    expect(runs.map(([tool]) => tool).sort()).toEqual(["copilot", "gemini"]);
  });

  it.each(runs)("%s: says where and how to run it, beside the prompt, which stays unchanged", (_tool, run) => {
    for (const text of [run.where, run.howTo]) {
      expect(wordCount(text)).toBeGreaterThanOrEqual(10);
      expect(wordCount(text)).toBeLessThanOrEqual(70);
      expect(placeholdersIn(text)).toEqual([]);
      expect(fillerIn(text)).toBeNull();
    }
    expect(run.howTo).toMatch(/as is/);
    expect(card.prompt).not.toMatch(/Copilot|Gemini/);
  });

  it.each(runs)("%s: has a data note on work or school versus personal accounts", (_tool, run) => {
    expect(run.dataNote).toMatch(/work or school account/);
    expect(run.dataNote).toMatch(/personal (Microsoft|Google) account/);
    expect(wordCount(run.dataNote)).toBeLessThanOrEqual(70);
  });

  it.each(runs)("%s: rests on dated claims, one from the work-account source", (tool, run) => {
    expect(run.claims.length).toBeGreaterThanOrEqual(1);
    expect(run.claims.map((claim) => claim.source.url)).toContain(workAccountSources[tool]);
    for (const claim of run.claims) expect(claim.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
