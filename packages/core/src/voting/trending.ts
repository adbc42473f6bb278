// Trending: votes weighted by age, a vote's weight halving every week. A score that decays with
// time would need rewriting on every item as time passes; instead every score counts from the start
// of an "era" (8 weeks), so ranking by it equals ranking by the decayed sum, and ADD keeps it exact.
// Era scores stay small (a vote weighs 1 to 256 units), so they are plain numbers. An item first voted in a
// new era carries its old score over, decayed; the trending list reads the current and the previous
// era (scaled down), so a suggestion shows there while it has had votes in the last 8 to 16 weeks.

const day = 24 * 60 * 60 * 1000;
export const trendingHalfLifeDays = 7;
export const trendingEraDays = 56;
const halfLife = trendingHalfLifeDays * day;
const eraLength = trendingEraDays * day;
const origin = Date.UTC(2026, 0, 5);

export const eraOf = (at: Date) => Math.floor((at.getTime() - origin) / eraLength);

// Scores are whole numbers (a vote weighs 1,000,000 to 256,000,000): DynamoDB adds decimals exactly
// to 38 digits, and a score a JavaScript number could not hold exactly would come back rounded and
// make a page cursor resume at the wrong place. A score stays exact below 2^53: ~35 million votes.
const unit = 1_000_000;

/** What one vote cast at `at` adds to a score of its era. */
export const voteWeight = (at: Date) => Math.round(unit * 2 ** ((at.getTime() - origin - eraOf(at) * eraLength) / halfLife));

/** A score of era `from`, expressed in era `to`'s terms. */
export const carriedScore = (score: number, from: number, to: number) => Math.round(score * 2 ** (-((to - from) * eraLength) / halfLife));

/** The trending index's partition: the listing and the era, so hidden suggestions drop out of it. */
export const trendPartition = (listing: string, era: number) => `${listing}#${era}`;
