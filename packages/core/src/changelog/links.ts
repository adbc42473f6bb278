// What an entry may link to: the toolkit's guides, libraries and prompts as the content defines
// them (their titles taken from there, not from the request), and articles by their path.
import { guideIds, toolIds, type GuideContents, type PromptLibrary, type ToolId } from "../content/types.ts";
import { buildSearchEntries, guidePages } from "../content/search-entries.ts";
import type { ChangelogLink } from "./types.ts";

const articlePath = /^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every guide, library and prompt an entry may link to, in the order the console lists them. */
export function linkableContent(libraries: Record<ToolId, PromptLibrary>, guides: GuideContents): ChangelogLink[] {
  const prompts = buildSearchEntries(libraries, guides).filter((entry) => entry.kind === "prompt");
  return [
    ...guideIds.map((guide): ChangelogLink => ({ kind: "guide", path: guidePages[guide].path, title: guidePages[guide].title })),
    ...toolIds.map((tool): ChangelogLink => ({ kind: "library", path: `/prompts/${tool}`, title: libraries[tool].title })),
    ...prompts.map((prompt): ChangelogLink => ({ kind: "prompt", path: prompt.href, title: `${prompt.title} (${prompt.source})` })),
  ];
}

/** The links as stored: a known page takes the content's own title; null when any is not a page of the toolkit. */
export function resolveLinks(links: readonly ChangelogLink[], linkable: readonly ChangelogLink[]): ChangelogLink[] | null {
  const resolved: ChangelogLink[] = [];
  for (const link of links) {
    if (link.kind === "article") {
      if (!articlePath.test(link.path)) return null;
      resolved.push(link);
      continue;
    }
    const known = linkable.find((candidate) => candidate.kind === link.kind && candidate.path === link.path);
    if (!known) return null;
    resolved.push(known);
  }
  return resolved;
}
