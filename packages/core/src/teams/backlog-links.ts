// What a backlog item may link to: a prompt card, a library or a Level 3 guide of the toolkit, found
// among the content's own pages (the titles taken from there, as "what's new" does: core/changelog),
// or a kept result by its permalink, whose id is its only secret (its shape is all there is to check).
import type { ChangelogLink } from "../changelog/types.ts";
import { backlogLinkKind, type BacklogLink } from "./backlog-schema.ts";

export const keptResultTitle = "A kept result";

/** The links as stored; null when any is not a page of this site. */
export function resolveBacklogLinks(paths: readonly string[], linkable: readonly ChangelogLink[]): BacklogLink[] | null {
  const resolved: BacklogLink[] = [];
  for (const path of new Set(paths)) {
    const kind = backlogLinkKind(path);
    if (kind === null) return null;
    if (kind === "result") {
      resolved.push({ kind, path, title: keptResultTitle });
      continue;
    }
    const known = linkable.find((page) => page.kind === kind && page.path === path);
    if (!known) return null;
    resolved.push({ kind, path, title: known.title });
  }
  return resolved;
}
