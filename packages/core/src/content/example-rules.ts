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

// Issue 45, Deliver 1: every figure an example states comes from its input, follows from figures
// already shown, or is labelled as an assumption. A model that makes up a deal's value or a
// trial's length teaches the reader to trust invented numbers; the examples must not.

/** What a figure measures, so that arithmetic is only tried between figures it makes sense for. */
export type FigureKind = "money" | "percent" | "duration" | "count";

/** A number the example states, as the check reads it. */
export interface StatedFigure {
  /** As written: "£9k", "11%", "two thirds", "13 months". */
  text: string;
  /** Money in whole units, a percentage as 11 for 11%, a duration in days, a count as it is. */
  value: number;
  /** How far from an exact result the figure may sit and still be that result rounded as written. */
  tolerance: number;
  kind: FigureKind;
  /** A duration as written in its own unit (13 for "13 months"), so a ratio of money can back it. */
  amount: number;
  /** The line it stands on, for the failure message. */
  line: string;
}

const monthNames =
  "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec";
const daysPerUnit: Record<string, number> = { minute: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 30.4375, year: 365.25 };
const scaleOf: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };
const wordValues: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const fractionValues: Record<string, number> = {
  half: 2,
  third: 3,
  thirds: 3,
  quarter: 4,
  quarters: 4,
  fifth: 5,
  fifths: 5,
  tenth: 10,
  tenths: 10,
};
const writtenNumber = `(?:${Object.keys(wordValues).join("|")})(?:-(?:one|two|three|four|five|six|seven|eight|nine))?`;
const durationUnit = /^[\s-](?:working )?(minute|hour|day|week|month|year)s?\b/i;
const percentSign = /^\s?(?:%|per ?cent\b|percent\b)/i;

/** "twenty-five" gives 25. */
function wordValue(word: string): number {
  return word
    .toLowerCase()
    .split("-")
    .reduce((sum, part) => sum + (wordValues[part] ?? 0), 0);
}

/**
 * Why a number written in digits is not a figure to check, or null when it is one. Each exemption
 * is a number that names or places something rather than measures it: a time of day (09:30), a
 * year (2027), a day of a month (9 December), an ordinal (3rd), a list or table row's numbering
 * ("1." or "2)" opening a line or cell, "1 of 4"), or part of a name or code (Q1, GPT-5, Room 2,
 * Option 3, Annex III's kin "Article 6").
 */
function exemptionFor(text: string, start: number, end: number, written: string): string | null {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 24);
  const lineStart = text.slice(text.lastIndexOf("\n", start - 1) + 1, start);
  if (/^:\d{2}/.test(after) || /\d:$/.test(before) || /^\s?(?:am|pm)\b/i.test(after)) return "time of day";
  if (/^(?:19|20)\d{2}$/.test(written)) return "year";
  if (new RegExp(`\\b(?:${monthNames})\\s$`).test(before) || new RegExp(`^(?:st|nd|rd|th)?\\s(?:${monthNames})\\b`).test(after))
    return "date";
  if (/^(?:st|nd|rd|th)\b/.test(after)) return "ordinal";
  if (/^\s*(?:[-*•]\s*)?(?:#+\s*)?$|\|\s*$/.test(lineStart) && (/^[.)]\s/.test(after) || /^ of \d+\b/.test(after))) return "numbering";
  if (/[A-Za-z]-?$/.test(before)) return "code";
  if (
    /\b(?:option|phase|step|stage|gate|kiln|round|concept|article|section|annex|law|chapter|tier|level|version|wave|scenario|profile|room|hall|line|question|item)\s$/i.test(
      before,
    )
  )
    return "name";
  return null;
}

/** The figures of a text the check must account for, in order, with the exemptions left out. */
export function statedFigures(text: string): StatedFigure[] {
  return [...figuresInDigits(text), ...figuresInWords(text)];
}

const lineAt = (text: string, index: number) => text.slice(text.lastIndexOf("\n", index - 1) + 1).split("\n")[0]!;

/** "£9k", "11%", "13 months", "£3.10m": money, shares and durations written in digits, and counts. */
function figuresInDigits(text: string): StatedFigure[] {
  const figures: StatedFigure[] = [];
  const digits = /(?<![\w.,])([£$€])?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(k|m|bn|million|billion|thousand)\b)?/gi;
  for (const match of text.matchAll(digits)) {
    const [whole, currency, integer, decimals = "", suffix] = match;
    const start = match.index;
    const end = start + whole.length;
    if (!currency && !suffix && exemptionFor(text, start, end, `${integer}${decimals}`)) continue;
    // The first number of a range takes the unit of the second: "30 to 12 hours", "£40k to £80k".
    const range = /^\s?(?:to|-|–)\s?[£$€]?\d[\d,.]*/.exec(text.slice(end, end + 24))?.[0] ?? "";
    const after = text.slice(end + range.length, end + range.length + 24);
    const scale = suffix ? scaleOf[suffix.toLowerCase()]! : 1;
    const amount = Number(`${integer}${decimals}`.replace(/,/g, "")) * scale;
    // Rounded as written: "£3.10m" stands for anything from £3.095m to £3.105m.
    const tolerance = 0.5 * 10 ** -Math.max(0, decimals.length - 1) * scale;
    const percent = percentSign.exec(after)?.[0];
    const unit = durationUnit.exec(after);
    const written = range ? whole : text.slice(start, end + (percent ?? unit?.[0] ?? "").length);
    const line = lineAt(text, start);
    if (percent) figures.push({ text: written, value: amount, tolerance, kind: "percent", amount, line });
    else if (unit && !currency) {
      const days = daysPerUnit[unit[1]!.toLowerCase()]!;
      figures.push({ text: written, value: amount * days, tolerance: tolerance * days, kind: "duration", amount, line });
    } else figures.push({ text: written, value: amount, tolerance, kind: currency || suffix ? "money" : "count", amount, line });
  }
  return figures;
}

/**
 * Numbers in words are figures when they measure time or a share: "a three-week trial", "two
 * thirds", "by a fifth", "ten per cent". A bare count ("three questions", "Forty pickers") is not:
 * the example lists what it counts, and such counts are too common to check by arithmetic.
 */
function figuresInWords(text: string): StatedFigure[] {
  const figures: StatedFigure[] = [];
  const shares = new RegExp(`\\b(${writtenNumber}|a) (${Object.keys(fractionValues).join("|")})\\b( of)?`, "gi");
  for (const match of text.matchAll(shares)) {
    const [whole, count, fraction, of] = match;
    // "a half-day session" and "slips a quarter" are not shares; "a quarter of" is.
    if (/^a$/i.test(count!) && /^(?:half|quarter)$/i.test(fraction!) && !of) continue;
    const share = (100 * (/^a$/i.test(count!) ? 1 : wordValue(count!))) / fractionValues[fraction!.toLowerCase()]!;
    figures.push({
      text: whole.replace(/ of$/, ""),
      value: share,
      tolerance: 1,
      kind: "percent",
      amount: share,
      line: lineAt(text, match.index),
    });
  }
  const measures = new RegExp(
    `\\b(${writtenNumber})([\\s-](?:working )?(minute|hour|day|week|month|year)s?\\b|\\s(?:per ?cent|percent)\\b)`,
    "gi",
  );
  for (const match of text.matchAll(measures)) {
    const [whole, count, , unit] = match;
    const amount = wordValue(count!);
    const line = lineAt(text, match.index);
    if (!unit) figures.push({ text: whole, value: amount, tolerance: 0.5, kind: "percent", amount, line });
    else {
      const days = daysPerUnit[unit.toLowerCase()]!;
      figures.push({ text: whole, value: amount * days, tolerance: 0.5 * days, kind: "duration", amount, line });
    }
  }
  return figures;
}

interface Operand {
  value: number;
  /** "ratio" is what dividing two like figures gives: months of runway, a payback in years. */
  kind: FigureKind | "ratio";
  /** A count written in words ("three", "half") backs a figure only as it stands or beside a measure. */
  word?: true;
}

/** Every number of a text usable in arithmetic: its figures and its plain counts ("three", "half"). */
function operandsIn(text: string): Operand[] {
  const words = [...text.matchAll(new RegExp(`\\b${writtenNumber}\\b`, "gi"))].map((match) => wordValue(match[0]));
  if (/\bhalf\b/i.test(text)) words.push(0.5);
  return [
    ...statedFigures(text).map(({ value, kind }) => ({ value, kind })),
    ...[...new Set(words)].map((value) => ({ value, kind: "count" as const, word: true as const })),
  ];
}

/** What one step of arithmetic on two operands gives: sums, differences, products, ratios and percentages. */
function oneStep(a: Operand, b: Operand): Operand[] {
  if (a.word && b.word) return [];
  const results: Operand[] = [];
  if (a.kind === b.kind) {
    results.push({ value: a.value + b.value, kind: a.kind }, { value: Math.abs(a.value - b.value), kind: a.kind });
    if (b.value !== 0) {
      results.push({ value: a.value / b.value, kind: "ratio" });
      if (a.kind !== "percent") results.push({ value: (100 * a.value) / b.value, kind: "percent" });
      results.push({ value: (100 * Math.abs(a.value - b.value)) / b.value, kind: "percent" });
    }
  }
  if (b.kind === "count" || b.kind === "ratio") {
    results.push({ value: a.value * b.value, kind: a.kind });
    if (b.value !== 0) results.push({ value: a.value / b.value, kind: a.kind });
  }
  // A share of a sum of money or of a count: 11% of £164k; never of a percentage or a time.
  if (b.kind === "percent" && (a.kind === "money" || a.kind === "count")) results.push({ value: (a.value * b.value) / 100, kind: a.kind });
  return results;
}

/** Whether the figure is one of the operands, or one step of arithmetic away from two of them. */
function follows(figure: StatedFigure, pool: readonly Operand[]): boolean {
  const near = (value: number, tolerance: number) => Math.abs(value - figure.value) <= tolerance + 1e-9;
  const stated = (operand: Operand) =>
    operand.kind === figure.kind || figure.kind === "count"
      ? near(operand.value, figure.tolerance)
      : // A count in digits backs a measure of the same amount: "buffer minutes: 10" backs "a 10-minute buffer".
        operand.kind === "count" &&
        !operand.word &&
        Math.abs(operand.value - figure.amount) <= figure.tolerance / (figure.value / figure.amount);
  const derived = (operand: Operand) => {
    if (operand.kind === figure.kind) return near(operand.value, figure.tolerance);
    // A ratio backs a count, or a duration in its own unit: £3.10m / £236k a month is 13 months.
    if (operand.kind !== "ratio") return false;
    if (figure.kind === "count") return near(operand.value, figure.tolerance);
    const perUnit = figure.value / figure.amount;
    return figure.kind === "duration" && Math.abs(operand.value - figure.amount) <= figure.tolerance / perUnit + 1e-9;
  };
  if (pool.some(stated)) return true;
  for (const a of pool) for (const b of pool) if (oneStep(a, b).some(derived)) return true;
  return false;
}

// A sentence or table cell that says its figure is not the reader's: an assumption, an estimate,
// a proposal or a cited source. The word must stand in the same sentence (or the table's column
// heading); a label elsewhere in the paragraph does not cover it.
export const assumptionLabel =
  /\bassum(?:e|ed|es|ing|ptions?)\b|\bestimat(?:e|ed|es)\b|\binferred\b|\bpropos(?:e|ed|al)\b|\bsuggested\b|\bsample\b|\bsources?:|\(source\b/i;

/**
 * Whether the figure's sentence carries a label, or the heading of its table column, or the line
 * that opens its block (the first of its run of lines without a blank one: "Assumptions",
 * "KPI cards (sample data)").
 */
function labelled(figure: StatedFigure, text: string): boolean {
  const sentences = figure.line.split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9£$€])/);
  if (sentences.some((sentence) => sentence.includes(figure.text.split(" ")[0]!) && assumptionLabel.test(sentence))) return true;
  if (assumptionLabel.test(columnHeadingOf(figure, text) ?? "")) return true;
  return assumptionLabel.test(blockHeadingOf(figure.line, text));
}

/** The line that opens the block the line sits in; none when the line opens it itself. */
function blockHeadingOf(line: string, text: string): string {
  const lines = text.split("\n");
  const at = lines.indexOf(line);
  let first = at;
  while (first > 0 && lines[first - 1]!.trim() !== "") first -= 1;
  // A table's heading row labels its own column only (columnHeadingOf), never the whole table.
  return first < at && !lines[first]!.trim().startsWith("|") ? lines[first]! : "";
}

function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

/** The rows of the Markdown table the line belongs to, heading first; none when it is not a row. */
function tableOf(line: string, text: string): string[] {
  const lines = text.split("\n");
  const at = lines.indexOf(line);
  if (at < 0 || !line.trim().startsWith("|")) return [];
  let first = at;
  while (first > 0 && lines[first - 1]!.trim().startsWith("|")) first -= 1;
  let last = at;
  while (last < lines.length - 1 && lines[last + 1]!.trim().startsWith("|")) last += 1;
  return lines.slice(first, last + 1).filter((row) => !/^\|[\s:|-]+\|$/.test(row.trim()));
}

function columnHeadingOf(figure: StatedFigure, text: string): string | undefined {
  const table = tableOf(figure.line, text);
  if (table.length < 2) return undefined;
  const column = cellsOf(figure.line).findIndex((cell) => cell.includes(figure.text.split(" ")[0]!));
  return column < 0 ? undefined : cellsOf(table[0]!)[column];
}

/** The scale the prompt asks scores on ("from 1 to 5", "1-10 scale", "out of 10"), if any. */
export function scoreScale(prompt: string): [number, number] | null {
  const match = /\b(?:from|scale of|on a scale of)\s+(\d+)\s+(?:to|-)\s+(\d+)\b|\b(\d+)\s*[-–]\s*(\d+)\s+scale\b|\bout of (\d+)\b/i.exec(
    prompt,
  );
  if (!match) return null;
  const low = Number(match[1] ?? match[3] ?? 0);
  const high = Number(match[2] ?? match[4] ?? match[5]);
  return low < high && high <= 10 ? [low, high] : null;
}

/** A score the prompt asks for: a table cell holding nothing but a number on the prompt's scale. */
function isScore(figure: StatedFigure, scale: [number, number] | null, text: string): boolean {
  if (!scale || figure.kind !== "count" || figure.value < scale[0] || figure.value > scale[1]) return false;
  const cells = cellsOf(figure.line);
  return tableOf(figure.line, text).length > 0 && cells.includes(figure.text) && !/total/i.test(cells[0] ?? "");
}

/**
 * A table's total: a cell in a row named "total" that adds up its column, or weights it by the
 * percentages in its rows' first cells ("Cost (30%)").
 */
function isColumnTotal(figure: StatedFigure, text: string): boolean {
  const table = tableOf(figure.line, text);
  const cells = cellsOf(figure.line);
  if (table.length < 3 || !/total/i.test(cells[0] ?? "")) return false;
  const column = cells.indexOf(figure.text);
  if (column < 1) return false;
  const rows = table
    .slice(1)
    .filter((row) => row !== figure.line)
    .map(cellsOf);
  const numbers = rows.map((row) => Number((row[column] ?? "").replace(/[£$€,%]/g, "")));
  const weights = rows.map((row) => Number(/\((\d+(?:\.\d+)?)%\)/.exec(row[0] ?? "")?.[1] ?? NaN) / 100);
  if (numbers.some(Number.isNaN)) return false;
  const plain = numbers.reduce((sum, n) => sum + n, 0);
  const weighted = weights.some(Number.isNaN) ? NaN : numbers.reduce((sum, n, i) => sum + n * weights[i]!, 0);
  return Math.abs(plain - figure.value) <= figure.tolerance || Math.abs(weighted - figure.value) <= figure.tolerance;
}

/** An example as the check reads it: the filled-in prompt and what came back. */
export interface FigureExample {
  /** The prompt as written: its own numbers ("three to five", "from 1 to 5") are part of the input. */
  prompt: string;
  /** The values filled in and the first exchange, as one text. */
  input: string;
  output: string;
}

/**
 * The figures of an example's output that nothing backs: not in its input or prompt, not one step
 * of arithmetic from figures there or already backed in the output, not a score on the prompt's
 * scale or a table total, and not labelled as an assumption, estimate, proposal or sourced fact.
 */
export function unbackedFigures({ prompt, input, output }: FigureExample): StatedFigure[] {
  const scale = scoreScale(prompt);
  const pool: Operand[] = [...operandsIn(`${prompt}\n${input}`), ...operandsIn(output).filter((operand) => operand.word)];
  let open = statedFigures(output);
  for (;;) {
    const backed = open.filter(
      (figure) => labelled(figure, output) || isScore(figure, scale, output) || isColumnTotal(figure, output) || follows(figure, pool),
    );
    if (backed.length === 0) return open;
    pool.push(...backed.map(({ value, kind }) => ({ value, kind })));
    open = open.filter((figure) => !backed.includes(figure));
  }
}
