// Word, sentence and syllable counts, and the Flesch reading-ease score built on them.

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  let count = 0;
  wordPattern.lastIndex = 0;
  while (wordPattern.exec(text)) count += 1;
  return count;
}

export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=["“'‘(]?[\p{Lu}\p{N}])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) > 0);
}

/** A common English heuristic: vowel groups, minus a silent final e, at least one per word. */
export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "");
  if (letters.length === 0) return 1;
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

export interface Readability {
  /** Flesch reading ease, rounded: higher is easier; 60-70 is plain English. */
  readingEase: number;
  sentenceCount: number;
  wordCount: number;
  averageSentenceWords: number;
  longestSentence: string;
  longestSentenceWords: number;
}

/** Needs some prose to mean anything: null under 30 words or 3 sentences. */
export function readability(passages: readonly string[]): Readability | null {
  let sentenceCount = 0;
  let wordCount = 0;
  let syllableCount = 0;
  let longestSentence = "";
  let longestSentenceWords = 0;
  for (const passage of passages) {
    for (const sentence of sentences(passage)) {
      const sentenceWords = words(sentence);
      sentenceCount += 1;
      wordCount += sentenceWords.length;
      for (const word of sentenceWords) syllableCount += countSyllables(word);
      if (sentenceWords.length > longestSentenceWords) {
        longestSentenceWords = sentenceWords.length;
        longestSentence = sentence;
      }
    }
  }
  if (wordCount < 30 || sentenceCount < 3) return null;
  const averageSentenceWords = wordCount / sentenceCount;
  const score = 206.835 - 1.015 * averageSentenceWords - 84.6 * (syllableCount / wordCount);
  return {
    readingEase: Math.round(Math.min(100, Math.max(0, score))),
    sentenceCount,
    wordCount,
    averageSentenceWords: Math.round(averageSentenceWords),
    longestSentence,
    longestSentenceWords,
  };
}

export function describeReadingEase(score: number): string {
  if (score >= 80) return "very easy";
  if (score >= 70) return "easy";
  if (score >= 60) return "plain English";
  if (score >= 50) return "fairly difficult";
  if (score >= 30) return "difficult";
  return "very difficult";
}
