// The search's ranking pinned over the real content (issue 29, Deliver 7): a word in a title ranks
// above the same word in a category, which ranks above the description and the text; a word only
// inside a longer word ("board" in "Dashboard") ranks below the word standing on its own.
import { describe, expect, it } from "vitest";
import { buildSearchEntries, guides, promptLibraries, type SearchEntry } from "@ai-leaders/core/content";
import { buildSearchIndex } from "./search-index.ts";
import { queryWords } from "./normalize.ts";

const index = buildSearchIndex(buildSearchEntries(promptLibraries, guides));
const ranked = (query: string) => index.search({ query, limit: 1_000 }).results.map((result) => result.entry);
const titles = (query: string) => ranked(query).map((entry) => entry.title);

/** Whether a word of `text` starts with `word` ("board", "boards"; not "dashboard"). */
const holdsWord = (text: string | undefined, word: string) => queryWords(text ?? "").some((each) => each.startsWith(word));

/** 0: the word is in the title; 1: in the category; 2: anywhere else. */
const tierOf = (entry: SearchEntry, word: string) => (holdsWord(entry.title, word) ? 0 : holdsWord(entry.category, word) ? 1 : 2);

describe("search ranking over the real content", () => {
  it('finds Board Memo Prep first for "board", and every title with the word before Dashboard / Analytics App', () => {
    const found = titles("board");
    expect(found[0]).toBe("Board Memo Prep");
    const dashboard = found.indexOf("Dashboard / Analytics App");
    expect(dashboard).toBeGreaterThan(0);
    const withWord = found.filter((title) => holdsWord(title, "board"));
    expect(withWord).toEqual(expect.arrayContaining(["Board Memo Prep", "Board Simulation"]));
    for (const title of withWord) expect(found.indexOf(title), title).toBeLessThan(dashboard);
  });

  it.each(["research", "strategy", "leadership"])('ranks "%s" in titles first, then in categories, then elsewhere', (word) => {
    const tiers = ranked(word).map((entry) => tierOf(entry, word));
    expect(tiers.length).toBeGreaterThan(0);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    // Each query has matches in a category it is not in the title of: the middle tier is really there.
    expect(tiers).toContain(1);
  });

  it("puts a prompt described by the word above one that only holds it in its text", () => {
    const found = ranked("investor");
    expect(found[0]!.title).toBe("Investor Update Writer");
    const described = found.map(
      (entry) => holdsWord(entry.title, "investor") || holdsWord(entry.category, "investor") || holdsWord(entry.description, "investor"),
    );
    expect(described).toEqual([...described].sort((a, b) => Number(b) - Number(a)));
  });
});
