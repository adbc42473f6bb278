// Counts a visitor's events: the day's salted hash for the unique counts, then the counters. The
// address and user agent go into the hash and nowhere else.
import { createDailySalt, utcDay, visitorHash } from "./daily-salt.ts";
import type { AnalyticsEvent } from "./events.ts";
import type { AnalyticsRepository } from "./repository.ts";
import { add, tally } from "./tally.ts";
import { createGroupCommit } from "./group-commit.ts";

export interface Visitor {
  address: string;
  userAgent: string;
}

/** First sightings this process has already written today: a repeat needs no conditional put. */
const seenInMemoryMax = 50_000;

export function createAnalyticsRecorder(store: AnalyticsRepository) {
  const saltFor = createDailySalt(store.salts);
  const commit = createGroupCommit((day, increments) => store.add(day, increments, new Date()));
  let seen = { day: "", keys: new Set<string>() };

  /** The keys the visitor reaches for the first time today; those this process has written already are not asked again. */
  async function firstToday(day: string, hash: string, keys: string[]): Promise<Set<string>> {
    if (seen.day !== day) seen = { day, keys: new Set() };
    const unseen = keys.filter((key) => !seen.keys.has(`${hash}#${key}`));
    if (unseen.length === 0) return new Set();
    const firsts = await store.firstSightings(day, hash, unseen);
    if (seen.keys.size + unseen.length > seenInMemoryMax) seen.keys.clear();
    for (const key of unseen) seen.keys.add(`${hash}#${key}`);
    return firsts;
  }

  /**
   * `visitor` null: an event with no visitor behind it (a roast finishing), which moves no unique
   * count. `siteHost`: the site's own host (PUBLIC_URL's), part of the hash and no referrer.
   */
  return async function record(
    { visitor, siteHost }: { visitor: Visitor | null; siteHost: string },
    events: readonly AnalyticsEvent[],
    now: Date,
  ): Promise<void> {
    if (events.length === 0) return;
    const day = utcDay(now);
    const { counts, firsts } = tally(events, { siteHost, visitor: visitor !== null });
    if (visitor && firsts.length > 0) {
      const hash = visitorHash(await saltFor(now), visitor, siteHost);
      const reached = await firstToday(
        day,
        hash,
        firsts.map((first) => first.key),
      );
      for (const first of firsts) if (reached.has(first.key)) add(counts, first.item, first.attribute);
    }
    if (counts.size > 0) await commit(day, counts);
  };
}

export type RecordEvents = ReturnType<typeof createAnalyticsRecorder>;
