// Page text is quoted, never paraphrased: cleaned of control characters, shortened at a word
// boundary, in straight double quotes.

const invisible = /[\p{Cc}\p{Cf}]/gu;

export function clean(text: string): string {
  return text.replace(invisible, " ").replace(/\s+/g, " ").trim();
}

/** A button or link's label as quoted: without trailing arrows and punctuation ("Start free trial →"). */
export function askLabel(text: string): string {
  return clean(text).replace(/[\s→›»>!.:]+$/u, "");
}

export function shorten(text: string, maxLength: number): string {
  const cleaned = clean(text);
  if (cleaned.length <= maxLength) return cleaned;
  const cut = cleaned.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/** Double quotes inside become single ones, and a closing full stop or comma is left to the sentence around it. */
export function quote(text: string, maxLength = 90): string {
  return `"${forQuoting(shorten(text, maxLength))}"`;
}

function forQuoting(text: string): string {
  return text
    .replace(/["“”„]/g, "'")
    .replace(/(?<!\.)[.,;:]$/, "")
    .trim();
}

/** A short window of text around a match, for quoting a long passage. */
export function around(text: string, index: number, matchLength: number, radius = 45): string {
  const start = Math.max(0, index - radius);
  const end = Math.min(text.length, index + matchLength + radius);
  let slice = text.slice(start, end);
  if (start > 0) slice = slice.replace(/^\S*\s/, "");
  if (end < text.length) slice = slice.replace(/\s\S*$/, "");
  return `"${start > 0 ? "…" : ""}${forQuoting(clean(slice))}${end < text.length ? "…" : ""}"`;
}

export function quoteList(items: readonly string[], maxItems = 3, maxLength = 50): string {
  const shown = items.slice(0, maxItems).map((item) => quote(item, maxLength));
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

export function kilobytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  return kb < 10 ? `${kb.toFixed(1)} KB` : `${Math.round(kb)} KB`;
}
