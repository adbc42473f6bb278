// One spelling convention, UK English, across all content: prompt libraries, Level 3 guides, blog
// articles and hub cards. Each US form below is searched for as a whole word, in any case.
import { describe, expect, it } from "vitest";
import { guides, promptLibraries } from "@ai-leaders/core/content";
import { articleSummaries } from "./articles/catalog.ts";
import { loadArticleBody } from "./articles/bodies.ts";
import { toolCards, workflowCards } from "./hub.ts";

/** Stems that take -ise in UK English: "organ" covers organize, organized, organization... */
const izeStems = [
  "organ",
  "optim",
  "priorit",
  "real",
  "recogn",
  "summar",
  "standard",
  "custom",
  "minim",
  "maxim",
  "emphas",
  "critic",
  "apolog",
  "util",
  "categor",
  "special",
  "personal",
  "visual",
  "final",
  "author",
  "capital",
  "monet",
  "mobil",
  "normal",
  "synchron",
  "item",
  "memor",
  "central",
  "familiar",
  "stabil",
  "local",
  "global",
  "democrat",
  "digit",
  "incentiv",
  "operational",
  "revolution",
  "scrutin",
  "character",
  "jeopard",
  "penal",
  "sanit",
  "modern",
  "industrial",
  "commercial",
  "initial",
  "legal",
  "neutral",
  "random",
  "symbol",
  "theor",
  "civil",
  "harmon",
  "patron",
  "sympath",
  "depriorit",
  "material",
  "hospital",
  "subsid",
  "econom",
  "energ",
  "strateg",
  "human",
  "mechan",
];

/** Stems that take -yse in UK English. */
const yzeStems = ["anal", "paral", "catal"];

/** US forms listed whole, UK form in the comment of each group. */
const usWords = [
  // -our
  "behavior",
  "behaviors",
  "behavioral",
  "color",
  "colors",
  "colored",
  "colorful",
  "favor",
  "favors",
  "favored",
  "favoring",
  "favorable",
  "honored",
  "labored",
  "colorless",
  "favorite",
  "favorites",
  "honor",
  "honors",
  "labor",
  "neighbor",
  "neighbors",
  "rumor",
  "humor",
  "flavor",
  "endeavor",
  "endeavors",
  "harbor",
  "savor",
  "vapor",
  "rigor",
  // -re
  "center",
  "centers",
  "centered",
  "liter",
  "fiber",
  "theater",
  "caliber",
  // doubled l and others
  "canceled",
  "canceling",
  "traveled",
  "traveling",
  "traveler",
  "modeled",
  "modeling",
  "labeled",
  "labeling",
  "signaled",
  "signaling",
  "fueled",
  "fulfill",
  "fulfills",
  "fulfillment",
  "enroll",
  "enrolls",
  "enrollment",
  "skillful",
  "installment",
  "counseling",
  "counselor",
  "totaled",
  // -ence, -ogue and the rest ("dialog" is left out: it is the name of the interface element)
  "defense",
  "offense",
  "pretense",
  "catalog",
  "catalogs",
  "analog",
  "skeptical",
  "skeptic",
  "skepticism",
  "gray",
  "aluminum",
  "jewelry",
  "toward",
  "artifact",
  "artifacts",
  "practicing",
  "practiced",
  "esthetic",
  "pediatric",
  "maneuver",
  "mold",
  "plow",
  "cozy",
  "gotten",
  "advisor",
  "advisors",
];

/** Proper nouns and code where the US form is correct: product names, HTTP headers, code tokens. */
const allowed = [/\bOptimizely\b/g, /\b(?:Help|Privacy|Security) Center\b/g, /\bAuthorization header\b/g, /\bAuthorization: Bearer\b/g];

function usFormsIn(text: string): string[] {
  let prose = text.replace(/https?:\/\/\S+/g, " ");
  for (const pattern of allowed) prose = prose.replace(pattern, " ");
  const found: string[] = [];
  const ize = new RegExp(String.raw`\b(?:${izeStems.join("|")})iz(?:e|es|ed|ing|ation|ations|er|ers|able)\b`, "gi");
  const yze = new RegExp(String.raw`\b(?:${yzeStems.join("|")})yz(?:e|es|ed|ing|er|ers)\b`, "gi");
  const words = new RegExp(String.raw`(?<![\p{L}'])(?:${usWords.join("|")})(?![\p{L}])`, "giu");
  for (const pattern of [ize, yze, words]) found.push(...(prose.match(pattern) ?? []));
  return found;
}

/** Every string anywhere inside a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

async function allContent(): Promise<Array<[string, string[]]>> {
  const articles = await Promise.all(articleSummaries.map(async (summary) => [summary, await loadArticleBody(summary.slug)] as const));
  return [
    ...Object.entries(promptLibraries).map(([tool, library]): [string, string[]] => [`prompts/${tool}`, stringsIn(library)]),
    ...Object.entries(guides).map(([guide, content]): [string, string[]] => [`guides/${guide}`, stringsIn(content)]),
    ...articles.map(([summary, body]): [string, string[]] => [`articles/${summary.slug}`, stringsIn([summary, body])]),
    ["hub", stringsIn([workflowCards, toolCards])],
  ];
}

describe("UK spelling", () => {
  it("recognises the US forms it looks for", () => {
    expect(usFormsIn("Organize the organization, optimizing behavior and color at the center.")).toEqual([
      "Organize",
      "organization",
      "optimizing",
      "behavior",
      "color",
      "center",
    ]);
    expect(usFormsIn("We analyze it; we analyse it; the organisation's colour; size and prize")).toEqual(["analyze"]);
    expect(usFormsIn("Try Optimizely at https://example.org/color")).toEqual([]);
    expect(usFormsIn("labor-market data from a skeptical advisor")).toEqual(["labor", "skeptical", "advisor"]);
  });

  it("finds no US spelling in any content text", async () => {
    const content = await allContent();
    expect(content.length).toBeGreaterThanOrEqual(8 + 5 + 6 + 1);
    const hits = content.flatMap(([source, texts]) => texts.flatMap((text) => usFormsIn(text).map((word) => `${source}: ${word}`)));
    expect(hits).toEqual([]);
  });
});
