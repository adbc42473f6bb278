// The rule-based critique's own words: its verdict, a finding in the chosen voice, and what it read.
import type { Critique, Line, Voice } from "./critique.ts";
import { maxNestingDepth } from "./nesting-guard.ts";
import { kilobytes, plural } from "./quote.ts";

export function inVoice(line: Line, voice: Voice): string {
  return typeof line === "string" ? line : line[voice];
}

/** overall: 0–100. */
export function verdict(overall: number, voice: Voice): string {
  if (voice === "roast") {
    if (overall >= 80) return "Annoyingly good. I had to squint to find things to roast.";
    if (overall >= 60) return "Solid bones, a few questionable decisions. Let's talk about them.";
    if (overall >= 40) return "There's a business in here somewhere. The page is doing its best to hide it.";
    return "This page is playing hard to get with its own visitors.";
  }
  if (overall >= 80) return "This page already does most things right; a few refinements will make it sharper.";
  if (overall >= 60) return "A good foundation. The changes below will make it clearer and easier to act on.";
  if (overall >= 40) return "The essentials are partly there. The fixes below will make the biggest difference.";
  return "Plenty of room to grow. Start with the fixes below; each one moves the needle.";
}

export function whatWasRead({ facts }: Critique): string[] {
  const compressed =
    facts.transferBytes > 0 && facts.transferBytes < facts.htmlBytes ? ` (${kilobytes(facts.transferBytes)} compressed)` : "";
  const lines = [`The HTML of ${facts.url}: ${kilobytes(facts.htmlBytes)}${compressed}.`];
  if (facts.redirects.length > 0) lines.push(`Reached through ${plural(facts.redirects.length, "redirect")}.`);
  if (facts.cutForNestingAt !== null) {
    lines.push(
      `The page nests its elements more than ${maxNestingDepth.toLocaleString("en")} levels deep, so only its first ${facts.cutForNestingAt.toLocaleString("en")} characters were read.`,
    );
  }
  lines.push(
    "The page as served, without running its scripts or downloading images, styles or scripts.",
    "Quotes are the page's own words; anything not found may still exist elsewhere on the site.",
  );
  return lines;
}
