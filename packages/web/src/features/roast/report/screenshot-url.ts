import type { ShotName, ViewName } from "@ai-leaders/core/roast/report";

// Read here rather than through the API client, which needs a browser to load: the report also
// renders on the server and in tests. Empty when the API shares the site's origin.
const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? "";

/** Where the API serves a kept result's screenshot. */
export function screenshotUrl(resultId: string, view: ViewName, shot: ShotName): string {
  return `${apiBaseUrl}/api/results/${encodeURIComponent(resultId)}/screenshots/${view}-${shot}.jpg`;
}

/** Where the API makes a kept page report's one-page PDF brief. */
export function briefUrl(resultId: string): string {
  return `${apiBaseUrl}/api/results/${encodeURIComponent(resultId)}/brief.pdf`;
}
