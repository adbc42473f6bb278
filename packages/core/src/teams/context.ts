// A team's business context changed by its owner or an admin: the fields given replace the stored
// ones, a field given as "" is cleared, and the fields that changed are what the audit log names.
import type { TeamContext, TeamContextField } from "./schema.ts";

export function mergeContext(stored: TeamContext, given: TeamContext): { context: TeamContext; changed: TeamContextField[] } {
  const context: TeamContext = { ...stored };
  const changed: TeamContextField[] = [];
  for (const [field, value] of Object.entries(given) as Array<[TeamContextField, string | undefined]>) {
    if (value === undefined || (stored[field] ?? "") === value) continue;
    changed.push(field);
    if (value === "") delete context[field];
    else context[field] = value;
  }
  return { context, changed };
}
