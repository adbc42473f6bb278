// One search over all the gated content (issue 15): every prompt of the eight libraries and every
// step or card of the Level 3 guides, flattened to what a search needs and where each one lives.
import { guideIds, toolIds, type GuideContents, type GuideId, type PromptLibrary, type ToolId } from "./types.ts";

export interface SearchEntry {
  kind: "prompt" | "step";
  /** Stable across builds: "prompt:claude:ai-strategy-tutor", "step:build-website:2". */
  id: string;
  title: string;
  description?: string;
  category?: string;
  library?: ToolId;
  guide?: GuideId;
  /** The library's or the guide's title, to say where a result lives. */
  source: string;
  /** Where the item is on the site, with its anchor: "/prompts/claude#ai-strategy-tutor". */
  href: string;
  /** The words a reader copies or reads on the card: the prompt with its example and follow-up,
   * or the step's tasks and prompt. */
  text: string;
}

/** The guides' pages and titles; core holds them here because the web's route table is the web's. */
export const guidePages: Record<GuideId, { path: string; title: string }> = {
  "build-website": { path: "/level-3-build-website", title: "Build a Website in Minutes" },
  "improve-landing-page": { path: "/level-3-improve-landing-page", title: "Improve a Landing Page" },
  "research-report": { path: "/level-3-research-report", title: "McKinsey Style Research Report" },
  "expert-panel": { path: "/level-3-expert-panel", title: "Expert & User Panel" },
  "market-decision": { path: "/level-3-market-decision", title: "Pick a Target Market" },
};

/** A prompt's anchor on its library page, from its title: "AI Strategy Tutor" → "ai-strategy-tutor". */
export function promptSlug(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function buildSearchEntries(libraries: Record<ToolId, PromptLibrary>, guides: GuideContents): SearchEntry[] {
  return [...toolIds.flatMap((tool) => promptEntries(libraries[tool])), ...guideIds.flatMap((guide) => stepEntries(guides, guide))];
}

function promptEntries(library: PromptLibrary): SearchEntry[] {
  const common = { kind: "prompt" as const, library: library.tool, source: library.title };
  return library.prompts.map((prompt) => {
    const slug = promptSlug(prompt.title);
    const href = `/prompts/${library.tool}#${slug}`;
    const id = `prompt:${library.tool}:${slug}`;
    if ("category" in prompt) {
      const text = lines(prompt.prompt, prompt.whyItWorks, prompt.followUp, prompt.exampleOutput);
      return { ...common, id, title: prompt.title, description: prompt.description, category: prompt.category, href, text };
    }
    const text = lines(prompt.prompt, prompt.builtWith?.uses, prompt.builtWith?.accounts, prompt.followUp, prompt.exampleOutput);
    return { ...common, id, title: prompt.title, description: prompt.whatYouGet, href, text };
  });
}

const lines = (...parts: Array<string | string[] | undefined>) => parts.flat().filter(Boolean).join("\n");

/** Each guide page marks its steps differently; the anchors are the ids those pages render. */
function stepEntries(guides: GuideContents, guide: GuideId): SearchEntry[] {
  const page = guidePages[guide];
  const entry = (number: number, anchor: string | null, item: { title: string; description: string }, text: string): SearchEntry => ({
    kind: "step",
    id: `step:${guide}:${number}`,
    title: item.title,
    description: item.description,
    guide,
    source: page.title,
    href: anchor ? `${page.path}#${anchor}` : page.path,
    text,
  });
  switch (guide) {
    case "build-website":
    case "improve-landing-page":
      return guides[guide].steps.map((step, index) =>
        entry(index + 1, `step-${index + 1}`, step, lines(step.tasks, step.example, step.prompt)),
      );
    case "research-report":
      return guides[guide].cards.map((card, index) =>
        entry(index + 1, `research-${index}-title`, card, lines(card.features, card.instructions, card.prompt)),
      );
    case "expert-panel":
      return guides[guide].cards.map((card, index) =>
        entry(index + 1, `simulation-${index}-title`, card, lines(card.features, card.instructions, card.prompt)),
      );
    case "market-decision":
      // The page gives its collapsed steps no anchor of their own yet: the link opens the guide.
      return guides[guide].steps.map((step) => entry(step.step, null, step, lines(step.features, step.howToGenerate, step.asset)));
  }
}
