// "Compare with competitors" (issue 27): up to three rival pages roasted on the leader's rubric.
import * as z from "zod/mini";
import { httpUrl } from "./http-url.ts";

export const maxRivals = 3;

export const rivalMessages = {
  count: "Add one to three competitor URLs.",
  duplicate: "Each competitor URL must be a different page.",
  itself: "That is the page this report is about: add a competitor's page.",
  notPage: "Only a report on a page can be compared with competitors.",
} as const;

/** What the comparison form sends; the browser adds https:// as the roast form does. */
export const rivalsRequestSchema = z.object({
  urls: z
    .array(httpUrl, { error: rivalMessages.count })
    .check(z.minLength(1, rivalMessages.count), z.maxLength(maxRivals, rivalMessages.count)),
});

/** What starting a comparison returns: one roast to wait on per rival page. */
export interface RivalJobs {
  jobs: Array<{ session_id: string; url: string }>;
}

/**
 * One page, however it was typed: the scheme, a leading "www.", a trailing slash and the fragment
 * don't make another page.
 */
export function pageKey(url: string): string {
  try {
    const { host, pathname, search } = new URL(url);
    return `${host.replace(/^www\./, "")}${pathname.replace(/\/+$/, "")}${search}`;
  } catch {
    return url;
  }
}

/** Why these rivals can't be compared with the leader's page (the leader itself, a page twice), or null. */
export function rivalUrlsProblem(urls: readonly string[], leaderUrls: readonly string[]): string | null {
  const keys = urls.map(pageKey);
  if (keys.some((key) => leaderUrls.some((url) => pageKey(url) === key))) return rivalMessages.itself;
  if (new Set(keys).size !== keys.length) return rivalMessages.duplicate;
  return null;
}
