// The research guide's fields as a person reads them: no content, so the web app may carry it.
import type { ResearchPlaceholder } from "../types.ts";

/** How each field the spec names (spec §3, "placeholders") reads in a prompt's brackets: written
 * for the person filling it in, so "researchFocus" is "[research focus]". */
export const researchPlaceholderText: Record<ResearchPlaceholder, string> = {
  industry: "industry",
  company: "company",
  researchFocus: "research focus",
  timeframe: "timeframe",
  additionalContext: "additional context",
};
