// The comparison lives in the address (/r/{id}?vs={rivalId},{…}), so it can be shared like the report.
import { maxRivals } from "@ai-leaders/core/jobs/schema";

export const comparisonParam = "vs";
const resultId = /^[A-Za-z0-9_-]{22}$/;

/** The rival result ids a link names: well-formed ones only, each once, at most three. */
export function rivalIdsOf(value: string | null): string[] {
  const ids = (value ?? "").split(",").filter((id) => resultId.test(id));
  return [...new Set(ids)].slice(0, maxRivals);
}
