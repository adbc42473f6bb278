// Every fact the content states about a law, a plan, a price, a limit or a feature carries its
// source and the day it was checked. A check older than a year no longer counts: the tests fail
// and `npm run content:freshness` lists the oldest claims, so they are re-read before they go stale.
import type { Claim } from "../types.ts";

/** How long a check stays good. */
export const claimMaxAgeDays = 365;

/** Where a claim sits in the content, e.g. "prompts/lovable · Booking App". */
export interface PlacedClaim extends Claim {
  where: string;
}

/** Today as YYYY-MM-DD (UTC): the clock every freshness check reads. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from the check to `on` (both YYYY-MM-DD). */
export function claimAgeInDays(claim: Pick<Claim, "checked">, on: string = today()): number {
  return Math.floor((Date.parse(on) - Date.parse(claim.checked)) / 86_400_000);
}

/** The claims whose check is more than a year old on `on`, or dated in the future. */
export function staleClaims<C extends Claim>(claims: readonly C[], on: string = today()): C[] {
  return claims.filter((claim) => {
    const age = claimAgeInDays(claim, on);
    return age > claimMaxAgeDays || age < 0;
  });
}

/** The `count` claims checked longest ago, oldest first. */
export function oldestClaims<C extends Claim>(claims: readonly C[], count: number): C[] {
  return [...claims].sort((a, b) => a.checked.localeCompare(b.checked)).slice(0, count);
}

/** A claim's check date as the page shows it: "Nov 2026". */
export function checkedMonth(checked: string): string {
  const date = new Date(`${checked}T00:00:00Z`);
  return `${date.toLocaleString("en-GB", { month: "short", timeZone: "UTC" })} ${date.getUTCFullYear()}`;
}
