// Fills a prompt's [placeholders] from the visitor's business context and their own answers.

/** What the visitor tells us once about their business; every field may be empty. */
export interface BusinessContext {
  company: string;
  industry: string;
  offering: string;
  audience: string;
  market: string;
  stage: string;
  tone: string;
  role: string;
  name: string;
  brandColours: string;
}

export type BusinessContextField = keyof BusinessContext;

/** The form's fields, in order, with the words the form shows. */
export const businessContextFields: ReadonlyArray<{ field: BusinessContextField; label: string; hint: string }> = [
  { field: "company", label: "Company", hint: "e.g. Northwind Logistics" },
  { field: "industry", label: "Industry", hint: "e.g. freight logistics" },
  { field: "offering", label: "What you sell", hint: "e.g. route-planning software" },
  { field: "audience", label: "To whom", hint: "e.g. operations directors at mid-size carriers" },
  { field: "market", label: "Market", hint: "e.g. UK and Ireland" },
  { field: "stage", label: "Stage", hint: "e.g. seed, 12 people, first 30 customers" },
  { field: "tone", label: "Tone", hint: "e.g. plain, confident, no jargon" },
  { field: "role", label: "Your role", hint: "e.g. CEO" },
  { field: "name", label: "Your name", hint: "e.g. Sam Patel" },
  { field: "brandColours", label: "Brand colours", hint: "e.g. navy and gold" },
];

export const emptyBusinessContext: BusinessContext = {
  company: "",
  industry: "",
  offering: "",
  audience: "",
  market: "",
  stage: "",
  tone: "",
  role: "",
  name: "",
  brandColours: "",
};

// The placeholder names the prompts use for each field, once normalised (see placeholderKey).
const synonyms: Record<BusinessContextField, string[]> = {
  company: ["company", "company name", "business", "business name", "organisation", "organization", "startup"],
  industry: ["industry", "sector", "industry/sector"],
  offering: [
    "product",
    "product name",
    "product description",
    "product/service",
    "product or service",
    "offering",
    "what you sell",
    "service offering",
  ],
  audience: ["target audience", "audience", "target customer", "target customers", "ideal customer", "customers", "customer segment"],
  market: ["target market", "market", "chosen market"],
  stage: ["stage", "company stage", "business stage", "funding stage"],
  tone: ["tone", "tone of voice", "brand voice", "voice"],
  role: ["role", "job title"],
  name: ["name", "full name"],
  brandColours: ["brand colours", "colours", "brand colour", "colour scheme"],
};

/** A step of placeholderKey: a replacement as [pattern, flags, with], or "lowercase". */
export type KeyStep = readonly [source: string, flags: string, replacement: string] | "lowercase";

/**
 * The rules as data, so that the app shell's frame fills a prompt exactly as the app does before
 * the app's code has arrived (infra/src/app-frame.ts reads them from the shell).
 */
export const placeholderRules = {
  // A placeholder is a short bracketed phrase of words; code such as [0], ["a", "b"] or [x: y] is not.
  pattern: String.raw`\[([A-Za-z][^[\]\n"'\`=:{}]{0,99})\](?!\()`,
  // "[Your Company Name]", "[company name]" and "[your company, e.g. Acme]" are the same placeholder:
  // lower case, no "your", no example, British spelling, camelCase split ("researchFocus").
  key: [
    ["([a-z])([A-Z])", "g", "$1 $2"],
    "lowercase",
    [String.raw`\s*(\(e\.g\.|, e\.g\.|, such as |, for example ).*$`, "", ""],
    [String.raw`\s+`, "g", " "],
    [String.raw`^\s+|\s+$`, "g", ""],
    ["^(your|my|the|our) ", "", ""],
    [String.raw`\bcolor(s?)\b`, "g", "colour$1"],
  ] satisfies KeyStep[],
  fieldByKey: Object.fromEntries(Object.entries(synonyms).flatMap(([field, names]) => names.map((name) => [name, field]))) as Record<
    string,
    BusinessContextField
  >,
};

const keySteps = placeholderRules.key.map((step) => (step === "lowercase" ? step : ([new RegExp(step[0], step[1]), step[2]] as const)));

export function placeholderKey(placeholder: string): string {
  return keySteps.reduce<string>((text, step) => (step === "lowercase" ? text.toLowerCase() : text.replace(step[0], step[1])), placeholder);
}

export function contextFieldFor(placeholder: string): BusinessContextField | undefined {
  const key = placeholderKey(placeholder);
  return Object.hasOwn(placeholderRules.fieldByKey, key) ? placeholderRules.fieldByKey[key] : undefined;
}

const placeholderPattern = new RegExp(placeholderRules.pattern, "g");

/** The distinct placeholders of a prompt, as written the first time, in order of appearance. */
export function placeholdersIn(prompt: string): string[] {
  const seen = new Map<string, string>();
  for (const match of prompt.matchAll(placeholderPattern)) {
    const key = placeholderKey(match[1]!);
    if (!seen.has(key)) seen.set(key, match[1]!);
  }
  return [...seen.values()];
}

/** The placeholders the context does not fill: the ones the card asks for. */
export function openPlaceholders(prompt: string, context: BusinessContext): string[] {
  return placeholdersIn(prompt).filter((placeholder) => !contextValue(placeholder, context));
}

/**
 * The prompt with every placeholder the context covers filled in, then every one the visitor
 * answered on the card (answers keyed by placeholderKey). The rest stay as written.
 */
export function fillPlaceholders(prompt: string, context: BusinessContext, answers: Record<string, string> = {}): string {
  return prompt.replace(placeholderPattern, (whole, placeholder: string) => {
    const value = contextValue(placeholder, context) || answers[placeholderKey(placeholder)]?.trim();
    return value || whole;
  });
}

function contextValue(placeholder: string, context: BusinessContext): string {
  const field = contextFieldFor(placeholder);
  return field ? context[field].trim() : "";
}
