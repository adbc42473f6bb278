// The critique as the plain text the visitor reads: "## " headings and "- " bullets, nothing
// else, and the same text for the same critique every time.
import type { Critique, Line, Voice } from "./critique.ts";
import { maxNestingDepth } from "./nesting-guard.ts";
import { kilobytes, plural } from "./quote.ts";

export interface RenderOptions {
  voice: Voice;
  heading: string;
}

export function renderCritique(critique: Critique, { voice, heading }: RenderOptions): string {
  const lines: string[] = [`${heading}: ${critique.facts.url}`, `Overall: ${critique.overall}/10. ${verdict(critique.overall, voice)}`];
  for (const section of critique.sections) {
    lines.push("", `## ${section.title}: ${section.score}/10`);
    for (const finding of section.findings) lines.push(`- ${inVoice(finding.say, voice)}`);
  }
  lines.push("", "## Top 3 fixes");
  critique.topFixes.forEach((fix, index) => {
    lines.push(`${index + 1}. ${inVoice(fix.fix ?? fix.say, voice)} (${fix.sectionTitle})`);
  });
  if (critique.topFixes.length < 3) lines.push(fewFixes(critique.topFixes.length, voice));
  lines.push("", "## What I read", ...whatIRead(critique).map((line) => `- ${line}`));
  return lines.join("\n");
}

export function inVoice(line: Line, voice: Voice): string {
  return typeof line === "string" ? line : line[voice];
}

function verdict(overall: number, voice: Voice): string {
  if (voice === "roast") {
    if (overall >= 8) return "Annoyingly good. I had to squint to find things to roast.";
    if (overall >= 6) return "Solid bones, a few questionable decisions. Let's talk about them.";
    if (overall >= 4) return "There's a business in here somewhere. The page is doing its best to hide it.";
    return "This page is playing hard to get with its own visitors.";
  }
  if (overall >= 8) return "This page already does most things right; a few refinements will make it sharper.";
  if (overall >= 6) return "A good foundation. The changes below will make it clearer and easier to act on.";
  if (overall >= 4) return "The essentials are partly there. The fixes at the end will make the biggest difference.";
  return "Plenty of room to grow. Start with the three fixes at the end; each one moves the needle.";
}

function fewFixes(count: number, voice: Voice): string {
  if (count === 0) {
    return voice === "roast"
      ? "Nothing worth roasting. Frame it and go sell something."
      : "Nothing stands out as broken. Test headline and button variations to keep improving.";
  }
  return voice === "roast"
    ? `That's all I've got: only ${plural(count, "real problem")}.`
    : `Only ${plural(count, "fix stands", "fixes stand")} out; the rest is in good shape.`;
}

function whatIRead({ facts }: Critique): string[] {
  const compressed = facts.transferBytes > 0 && facts.transferBytes < facts.htmlBytes ? ` (${kilobytes(facts.transferBytes)} compressed)` : "";
  const lines = [`The HTML of ${facts.url}: ${kilobytes(facts.htmlBytes)}${compressed}.`];
  if (facts.redirects.length > 0) lines.push(`Reached through ${plural(facts.redirects.length, "redirect")}.`);
  if (facts.cutForNestingAt !== null) {
    lines.push(`The page nests its elements more than ${maxNestingDepth.toLocaleString("en")} levels deep, so I read only its first ${facts.cutForNestingAt.toLocaleString("en")} characters.`);
  }
  lines.push(
    "I read the page as served, without running its scripts or downloading images, styles or scripts.",
    "Quotes are the page's own words; anything I couldn't find may still exist elsewhere on the site.",
  );
  return lines;
}
