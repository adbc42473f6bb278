// What the weekly digest says: the Overview's last 7 days summed (core/analytics, read as the
// console reads it) and the suggestions made on the board in those days.
import type { WeeklyDigestInput } from "@ai-leaders/core/mail/templates";
import { digestDays, digestSettingsPath, weekNumbers } from "@ai-leaders/core/digest";
import type { Services } from "../services/index.ts";

/** A mail lists this many new suggestions at most; the rest are in the console. */
export const digestSuggestionMax = 20;

/** What every admin's digest of one run says alike: all but their own way out. */
export type DigestContent = Omit<WeeklyDigestInput, "unsubscribeLink">;

export async function digestContent(services: Pick<Services, "analytics" | "voting">, siteUrl: string, now: Date): Promise<DigestContent> {
  const { buildOverview, overviewDays } = await import("@ai-leaders/core/analytics/read-overview");
  const range = overviewDays(digestDays, now);
  const from = range[0]!;
  const to = range[range.length - 1]!;
  const [counters, suggestions] = await Promise.all([
    services.analytics.counters(from, to),
    services.voting.suggestionsSince(new Date(`${from}T00:00:00Z`), digestSuggestionMax + 1),
  ]);
  const overview = await buildOverview(digestDays, counters, now);
  const boardLink = new URL("/admin/board", siteUrl).href;
  return {
    siteUrl,
    from,
    to,
    numbers: weekNumbers(overview),
    suggestions: suggestions.slice(0, digestSuggestionMax).map((suggestion) => ({
      title: suggestion.title,
      votes: suggestion.vote_count,
      pending: suggestion.listing === "pending",
      link: boardLink,
    })),
    moreSuggestions: suggestions.length > digestSuggestionMax,
    overviewLink: new URL("/admin", siteUrl).href,
    settingsLink: new URL(digestSettingsPath, siteUrl).href,
  };
}
