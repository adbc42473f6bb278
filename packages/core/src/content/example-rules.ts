// How a card's example and follow-up are checked against the prompt they belong to (issue 29):
// the format the prompt asks for, and the words only the example knows.

// "in a table", "as a table", "(table", "a table with the columns", "comparison table"; never a
// database table the prompt asks an app builder to create.
const tableRequest =
  /\b(?:in|as) a (?!database\b)(?:[\w-]+ )?table\b|\(table\b|\btable (?:of (?:the )?\w+ )?with the columns\b|\b(?:comparison|benchmarking|scorecard) table\b/i;

/** Whether the prompt asks for its answer, or part of it, as a table. */
export function requestsTable(prompt: string): boolean {
  return tableRequest.test(prompt);
}

/** Whether the text holds a Markdown table: a header row, its |---| rule and a body row. */
export function hasMarkdownTable(text: string): boolean {
  return /^\|.*\|[ \t]*\n\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*\n\|.*\|/m.test(text);
}

/** The section headings the prompt's output format names in quotes, in order. */
export function namedHeadings(prompt: string): string[] {
  const start = prompt.search(/Output format/i);
  if (start < 0) return [];
  return [...prompt.slice(start).matchAll(/"([^"\n]+)"/g)].map((match) => match[1]!.replace(/:$/, ""));
}

/** The lines of the example that are one of the prompt's headings, in the order they appear. */
export function headingsIn(example: string, headings: string[]): string[] {
  return example
    .split("\n")
    .map((line) => line.replace(/^#+\s*/, "").trim())
    .filter((line) => headings.includes(line));
}

/** Whether the prompt opens by asking the reader questions and waiting for the answers. */
export function asksFirst(prompt: string): boolean {
  return /\bwait for (?:my|each) answers?\b|\bstop and wait for my answers\b/i.test(prompt);
}

// A capitalised word that opens a line, a list item or a sentence is not taken for a name.
const sentenceStart = /(?:^|\n)[ \t]*(?:[-*•]|\d+[.)]|#+)?[ \t]*["“(]?$|[.!?:;][)"”]?[ \t]+["“(]?$/;

/** The capitalised words of a text that do not open a sentence: its names, places and brands. */
export function properNounsIn(text: string): Set<string> {
  const nouns = new Set<string>();
  for (const match of text.matchAll(/\p{Lu}[\p{L}'’&-]*/gu)) {
    const before = text.slice(Math.max(0, match.index! - 12), match.index);
    if (match[0] !== "I" && !sentenceStart.test(before)) nouns.add(match[0].replace(/['’]s$/, ""));
  }
  return nouns;
}

/** The example's names (from its input and output) that a follow-up repeats but its prompt never
 * uses: words that make the follow-up fail for any reader but the example's company. */
export function exampleNamesIn(followUp: string, example: string, prompt: string): string[] {
  const promptWords = new Set(prompt.match(/[\p{L}'’&-]+/gu)?.map((word) => word.replace(/['’]s$/, "")));
  const followUpWords = new Set(followUp.match(/[\p{L}'’&-]+/gu)?.map((word) => word.replace(/['’]s$/, "")));
  return [...properNounsIn(example)].filter((noun) => !promptWords.has(noun) && followUpWords.has(noun));
}
