// Client-side search over every prompt and guide step (issue 15): a few hundred items need no
// server, only an index normalised once. Each keystroke scans the index, never re-normalises it.
import type { SearchEntry } from "@ai-leaders/core/content";
import { foldText, normalizeWithOffsets, queryWords } from "./normalize.ts";

export type { SearchEntry };

/** A piece of a title or snippet; `match` pieces are the query's words, to highlight. */
export interface TextPiece {
  text: string;
  match: boolean;
}

export interface SearchResult {
  entry: SearchEntry;
  title: TextPiece[];
  snippet: TextPiece[];
}

export interface SearchQuery {
  query: string;
  /** A category of prompts, or "" for all. */
  category?: string;
  /** When given, only these entries (the favourites) are searched. */
  only?: ReadonlySet<string>;
  limit?: number;
}

export interface SearchAnswer {
  total: number;
  results: SearchResult[];
}

export interface SearchIndex {
  categories: string[];
  search(query: SearchQuery): SearchAnswer;
}

interface IndexedEntry {
  entry: SearchEntry;
  order: number;
  title: string;
  category: string;
  /** Description and where it lives, normalised together. */
  about: string;
  text: string;
  /** Where each character of `text` came from, worked out the first time a snippet needs it. */
  textOrigin?: number[];
}

/**
 * What a word found in each field is worth, best first (issue 29, Deliver 7): the title above the
 * category, the category above the description, the description above the text. A word found only
 * inside a longer word ("board" in "Dashboard") counts half: below the same word standing on its own.
 * A title that starts with the word is about it most of all ("Board Memo Prep" before "Job Board Website").
 */
const fields = [
  { name: "title", weight: 8 },
  { name: "category", weight: 4 },
  { name: "about", weight: 2 },
  { name: "text", weight: 1 },
] as const satisfies ReadonlyArray<{ name: keyof IndexedEntry; weight: number }>;

const snippetLength = 160;
export const resultLimit = 30;

export function buildSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const indexed: IndexedEntry[] = entries.map((entry, order) => ({
    entry,
    order,
    title: foldText(entry.title),
    category: foldText(entry.category ?? ""),
    about: foldText([entry.description, entry.source].filter(Boolean).join(" · ")),
    text: foldText(entry.text),
  }));
  const categories = [...new Set(entries.flatMap((entry) => (entry.category ? [entry.category] : [])))].sort((a, b) => a.localeCompare(b));

  // The last ranking: a page asks for the first few results, then for the rest of the same query.
  let last: { words: string; category: string; only?: ReadonlySet<string>; scored: IndexedEntry[] } | undefined;

  function rank(words: string[], category: string, only: ReadonlySet<string> | undefined): IndexedEntry[] {
    const key = words.join(" ");
    if (last && last.words === key && last.category === category && last.only === only) return last.scored;
    const scored: Array<{ item: IndexedEntry; score: number }> = [];
    for (const item of indexed) {
      if (category && item.entry.category !== category) continue;
      if (only && !only.has(item.entry.id)) continue;
      const score = scoreOf(item, words);
      if (score > 0 || words.length === 0) scored.push({ item, score });
    }
    // Higher scores first; equal scores keep the libraries' and guides' order.
    scored.sort((a, b) => b.score - a.score || a.item.order - b.item.order);
    last = { words: key, category, only, scored: scored.map(({ item }) => item) };
    return last.scored;
  }

  function search({ query, category = "", only, limit = resultLimit }: SearchQuery): SearchAnswer {
    const words = queryWords(query);
    if (words.length === 0 && !category && !only) return { total: 0, results: [] };
    const scored = rank(words, category, only);
    return {
      total: scored.length,
      results: scored.slice(0, limit).map((item) => ({
        entry: item.entry,
        title: highlight(item.entry.title, words),
        snippet: snippetOf(item, words),
      })),
    };
  }

  return { categories, search };
}

/** Every word must be found somewhere; each counts for the best field it is in. */
function scoreOf(item: IndexedEntry, words: string[]): number {
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const field of fields) {
      // A field further down cannot beat what was found already.
      if (best >= field.weight) break;
      best = Math.max(best, foundIn(item[field.name], word, field.weight));
    }
    if (item.title.startsWith(word)) best += titleStartBonus;
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

const titleStartBonus = 1;
const wordCharacter = /[\p{L}\p{N}]/u;

/** The field's weight when the word starts a word in it, half when it is only inside one, else 0. */
function foundIn(field: string, word: string, weight: number): number {
  let found = 0;
  for (let at = field.indexOf(word); at !== -1; at = field.indexOf(word, at + 1)) {
    if (at === 0 || !wordCharacter.test(field[at - 1]!)) return weight;
    found = weight / 2;
  }
  return found;
}

/** The description, unless a word is found only in the text: then the text around that word. */
function snippetOf(item: IndexedEntry, words: string[]): TextPiece[] {
  const inText = words.find((word) => !item.title.includes(word) && !item.category.includes(word) && !item.about.includes(word));
  const description = item.entry.description ?? "";
  if (!inText && description) return highlight(description, words);
  item.textOrigin ??= normalizeWithOffsets(item.entry.text).origin;
  const origin = item.textOrigin;
  const at = inText ? item.text.indexOf(inText) : 0;
  const start = Math.max(0, origin[Math.max(0, at)]! - snippetLength / 3);
  const from = start === 0 ? 0 : item.entry.text.indexOf(" ", start) + 1 || start;
  const window = item.entry.text.slice(from, from + snippetLength).replace(/\s+/g, " ");
  return highlight(`${from > 0 ? "…" : ""}${window}${from + snippetLength < item.entry.text.length ? "…" : ""}`, words);
}

/** The text cut into pieces, the words of the query marked wherever they occur. */
export function highlight(text: string, words: string[]): TextPiece[] {
  if (words.length === 0) return [{ text, match: false }];
  const { normalized, origin } = normalizeWithOffsets(text);
  const marked = new Uint8Array(text.length);
  for (const word of words) {
    for (let at = normalized.indexOf(word); at !== -1; at = normalized.indexOf(word, at + word.length)) {
      marked.fill(1, origin[at]!, origin[at + word.length]!);
    }
  }
  const pieces: TextPiece[] = [];
  for (let index = 0; index < text.length;) {
    const match = marked[index] === 1;
    let end = index;
    while (end < text.length && (marked[end] === 1) === match) end++;
    pieces.push({ text: text.slice(index, end), match });
    index = end;
  }
  return pieces;
}
