// "Similar suggestions" while a visitor types a title: word overlap first (stemmed, stop words out),
// letter trigrams to catch typos and word forms the stemmer misses.

const stopWords = new Set(
  "a an and are as at be by can for from how i in into is it me my of on or our so that the this to we what with you your".split(" "),
);

/** Lower-cased words without punctuation or stop words, with a plural or -ing ending dropped. */
export function titleWords(title: string): string[] {
  return (
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/['’]s?\b/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .filter((word) => !stopWords.has(word))
    .map((word) => word.replace(/(?<=\w{3})(ing|es|s)$/, ""));
}

function trigrams(words: string[]): Set<string> {
  const grams = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

const overlap = <T>(a: Set<T>, b: Set<T>) => {
  let shared = 0;
  for (const value of a) if (b.has(value)) shared++;
  return shared;
};

/** 0 (nothing alike) to 1 (the same words): the mean of word and trigram Dice coefficients. */
export function titleSimilarity(query: string, title: string): number {
  const queryWords = titleWords(query);
  const titleWordList = titleWords(title);
  if (queryWords.length === 0 || titleWordList.length === 0) return 0;
  const [a, b] = [new Set(queryWords), new Set(titleWordList)];
  const wordDice = (2 * overlap(a, b)) / (a.size + b.size);
  const [ta, tb] = [trigrams(queryWords), trigrams(titleWordList)];
  const trigramDice = (2 * overlap(ta, tb)) / (ta.size + tb.size);
  return (wordDice + trigramDice) / 2;
}

/** Below this, a title shares at most a stray word or a few letters with what was typed. */
export const similarityThreshold = 0.3;

/** The closest titles first (more votes first among equals), at most `limit`. */
export function rankSimilar<T extends { title: string; vote_count: number }>(query: string, candidates: T[], limit = 5): T[] {
  return candidates
    .map((candidate) => ({ candidate, score: titleSimilarity(query, candidate.title) }))
    .filter(({ score }) => score >= similarityThreshold)
    .sort((a, b) => b.score - a.score || b.candidate.vote_count - a.candidate.vote_count)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
