// Rules every piece of content keeps; the content tests apply them.

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The fill-in fields of a prompt: "[industry]" gives "industry". */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\[([^[\]\n]+)\]/g)].map((match) => match[1]!);
}

/** Brackets that do not form a placeholder: unbalanced, nested, empty or spanning lines. */
export function malformedBrackets(text: string): string[] {
  const withoutPlaceholders = text.replace(/\[[^[\]\n]+\]/g, "");
  return withoutPlaceholders.match(/[[\]]/g) ?? [];
}

const filler = /lorem|ipsum|\bTODO\b|\bTBD\b|example\.com|\bFIXME\b|placeholder text/i;

export function fillerIn(text: string): string | null {
  return text.match(filler)?.[0] ?? null;
}

/** "3-5 min" gives { from: 3, to: 5 }; anything else gives null. */
export function parseTimeEstimate(estimate: string): { from: number; to: number } | null {
  const match = /^(\d+)-(\d+) min$/.exec(estimate);
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return from < to ? { from, to } : null;
}

// Material a leader should not paste into a consumer AI tool as it is.
const confidentialMaterial =
  /\b(CVs?|résumés?|resumes?|candidates?'? (?:notes|profiles?|applications?)|interview notes|salar(?:y|ies)|payroll|performance reviews?|financials?|financial (?:statements?|results|data|figures)|P&L|profit and loss|balance sheet|cash ?flow|management accounts|burn(?: rate)?|runway|revenue figures|calendars?|diary|this week's meetings|emails|inbox|customer (?:data|lists?|records|emails?|names|details|feedback|interviews?|conversations?)|CRM (?:data|export|records)|support tickets|sales data|finances|key (?:people|stakeholders)|(?:your|our) own data|name, role, company|deals?|deal (?:terms|context)|budgets?|dietary|accessibility needs)\b/i;

// What an app built from the prompt collects from people that can reveal health or religion.
const sensitiveFields = /\b(?:dietary|accessibility needs|medical|health (?:conditions?|information))\b/i;

/** Where a prompt asks the user to supply confidential material: the first placeholder, "paste …"
 * sentence or labelled field ("Deal context: [additional context]") that names it, or null; or a
 * form the built app asks people to fill in with dietary or accessibility needs. */
export function confidentialMaterialIn(text: string): string | null {
  for (const placeholder of placeholdersIn(text)) {
    if (confidentialMaterial.test(placeholder)) return `[${placeholder}]`;
  }
  const pasteRequest = new RegExp(
    `\\b(?:paste|upload|attach)\\b(?: (?:in|here|me))?(?: (?:your|the|our|my|a|an))?[^.\\n]{0,30}?${confidentialMaterial.source}`,
    "i",
  );
  const labelledField = new RegExp(`${confidentialMaterial.source}[^.:\\n[\\]]{0,60}:\\s*\\[[^\\]\\n]+\\]`, "i");
  const collectedField = new RegExp(`\\bform\\b[^.\\n]{0,120}?${sensitiveFields.source}`, "i");
  return text.match(pasteRequest)?.[0] ?? text.match(labelledField)?.[0] ?? text.match(collectedField)?.[0] ?? null;
}

// Words that belong in a card's notes (data note, limits), not in the prompt the reader copies.
const dataHandlingAdvice =
  /note before you paste|you can delete this paragraph|important before you use this|data controls?|\b(?:used|use) (?:for|to) (?:train|improve) (?:the |their |future )?models\b|model training/i;

/** Data-handling advice inside a prompt's own text, which would be copied into the tool, or null. */
export function dataAdviceIn(prompt: string): string | null {
  return prompt.match(dataHandlingAdvice)?.[0] ?? null;
}
