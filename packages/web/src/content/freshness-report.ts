// `npm run content:freshness`: the ten dated claims checked longest ago, across the prompt
// libraries, the guides and the articles, so they are re-read before they turn a year old.
// Exits with 1 when any claim is already stale. Run by hand; never part of the site's bundle.
import {
  claimAgeInDays,
  claimMaxAgeDays,
  claimsInContent,
  guides,
  oldestClaims,
  promptLibraries,
  staleClaims,
  type PlacedClaim,
} from "@ai-leaders/core/content";
import { loadArticleBody } from "./articles/bodies.ts";
import { articleSummaries } from "./articles/catalog.ts";

async function articleClaims(): Promise<PlacedClaim[]> {
  const bodies = await Promise.all(articleSummaries.map(async ({ slug }) => ({ slug, body: await loadArticleBody(slug) })));
  return bodies.flatMap(({ slug, body }) => (body.claims ?? []).map((claim) => ({ ...claim, where: `blog/${slug}` })));
}

const claims = [...claimsInContent(promptLibraries, guides), ...(await articleClaims())];
const stale = staleClaims(claims);

console.log(`${claims.length} dated claims; a check stays good for ${claimMaxAgeDays} days. The ten oldest:`);
for (const claim of oldestClaims(claims, 10)) {
  console.log(`\n${claim.checked} (${claimAgeInDays(claim)} days)  ${claim.where}\n  ${claim.text}\n  ${claim.source.url}`);
}
if (stale.length > 0) {
  console.log(`\n${stale.length} stale: re-check them against their sources and update "checked".`);
  process.exitCode = 1;
}
