/** Lower case, accents stripped: "Café Crème" → "cafe creme". One character may become several. */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a query, normalised: letters and digits only. */
export function queryWords(query: string): string[] {
  return normalizeText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The text normalised character by character (so it lines up with the original), for the index
 * and the highlights alike: a word found in one is found in the other.
 */
export function foldText(text: string): string {
  // The same as fold(), character by character, but letting the engine lower-case the ASCII runs.
  // eslint-disable-next-line no-control-regex -- every character past ASCII, from \x00 up
  return text.replace(/[^\x00-\x7f]/gu, (character) => normalizeText(character)).toLowerCase();
}

/**
 * The text normalised, with where each normalised character came from in the original, so a
 * match found in the normalised text can be highlighted in the words the reader sees.
 */
export function normalizeWithOffsets(text: string): { normalized: string; origin: number[] } {
  const origin: number[] = [];
  const normalized = fold(text, origin);
  origin.push(text.length);
  return { normalized, origin };
}

function fold(text: string, origin: number[]): string {
  let normalized = "";
  for (let index = 0; index < text.length;) {
    const code = text.charCodeAt(index);
    // Plain ASCII, most of the content, needs only lower-casing; the rest goes through Unicode.
    if (code < 128) {
      normalized += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[index];
      origin.push(index);
      index += 1;
      continue;
    }
    const character = String.fromCodePoint(text.codePointAt(index)!);
    const folded = normalizeText(character);
    normalized += folded;
    for (let i = 0; i < folded.length; i++) origin.push(index);
    index += character.length;
  }
  return normalized;
}

/** A prompt's anchor on its library page, as core makes it: "AI Strategy Tutor" → "ai-strategy-tutor". */
export function promptSlug(title: string): string {
  return normalizeText(title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A prompt's favourite id, the same as its search entry's id. */
export const promptEntryId = (tool: string, title: string) => `prompt:${tool}:${promptSlug(title)}`;
