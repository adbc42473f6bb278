// Page views are counted by route PATTERN, never by the raw path: no ids, no query strings, no
// fragments reach the table. A path the app does not know is "other".
import { whatsNewPath } from "../changelog/types.ts";
import { toolIds } from "../content/types.ts";

export const otherRoute = "other";

/** The app's routes as they are counted (web/src/config/paths.ts, spec §2). */
const staticRoutes = [
  "/",
  "/level-2",
  "/level-2/workflows",
  "/level-2/tools",
  whatsNewPath,
  "/blog",
  "/privacy",
  "/roast-method",
  "/level-3-build-website",
  "/level-3-improve-landing-page",
  "/level-3-research-report",
  "/level-3-expert-panel",
  "/level-3-market-decision",
  "/level-3-founder-profile",
  "/level-3-roast-website",
  ...toolIds.map((tool) => `/prompts/${tool}`),
  "/admin",
] as const;

/** Routes with a variable part: the pattern is counted, the value never. */
const patternRoutes: Array<{ pattern: string; matches: RegExp }> = [
  { pattern: "/blog/:slug", matches: /^\/blog\/[a-z0-9-]{1,120}$/ },
  { pattern: "/r/:id", matches: /^\/r\/[A-Za-z0-9_-]{1,64}$/ },
  { pattern: "/admin/:section", matches: /^\/admin\/.+$/ },
  { pattern: "/link/:page", matches: /^\/link\/.+$/ },
];

export const knownRoutes: readonly string[] = [...staticRoutes, ...patternRoutes.map((route) => route.pattern)];

/** "/r/abc123?x=1#compare" → "/r/:id"; "/level-2/" → "/level-2"; anything unknown → "other". */
export function normaliseRoute(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!;
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  if ((staticRoutes as readonly string[]).includes(trimmed)) return trimmed;
  return patternRoutes.find((route) => route.matches.test(trimmed))?.pattern ?? otherRoute;
}
