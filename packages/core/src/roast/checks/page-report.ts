// The rule-based critique as a report: the same shape a model fills, so one component shows both.
// It says plainly what it is and what it could not see.
import type { Level, PageReport, ReportFix } from "../report/index.ts";
import { sections, type Critique, type Finding, type SectionId, type Voice } from "./critique.ts";
import { inVoice, verdict, whatWasRead } from "./render.ts";
import { rubricVersion } from "../report/rubric-version.ts";

/** The best score the HTML alone can earn: every section at its ceiling. */
export const maxRuleBasedScore = Math.round(
  (sections.reduce((total, section) => total + section.ceiling * section.weight, 0) /
    sections.reduce((total, section) => total + section.weight, 0)) *
    10,
);

export const ruleBasedCalibration = `On this rule-based scale a page that covers the basics scores about 60 to 75 out of 100. Design, images and real loading speed can't be judged from the HTML, so no page gets full marks for them: the most any page can score here is ${maxRuleBasedScore}.`;

export const ruleBasedNotChecked = [
  "The visual design, layout and images: the page was read as HTML, never rendered.",
  "Real loading speed in a browser: only the HTML's size and response time were measured.",
  "Other pages of the site, and anything drawn by JavaScript after the page loads.",
  "Rewritten headlines and calls to action: they need the AI model, which is not configured.",
];

// What a fix in each section usually takes: wording and tags are quick, proof and pages take work.
const effortBySection: Record<SectionId, Level> = {
  firstImpression: "medium",
  messageClarity: "medium",
  callToAction: "low",
  trust: "medium",
  searchBasics: "low",
  speedAndWeight: "medium",
  accessibility: "low",
};

export function critiqueReport(result: Critique, voice: Voice): PageReport {
  return {
    kind: "page",
    url: result.facts.url,
    verdict: verdict(result.overall, voice),
    score: result.overall,
    calibration: ruleBasedCalibration,
    categories: result.sections.map((section) => {
      const [lead, ...rest] = byImportance(section.findings);
      return {
        name: section.title,
        score: section.score,
        summary: lead ? inVoice(lead.say, voice) : "Nothing to judge here.",
        // The lead finding is the summary; its words, when it quotes the page, still get their marker.
        evidence: [
          ...(lead?.shown && !rest.some((finding) => finding.shown === lead.shown) ? [{ quote: lead.shown, note: "" }] : []),
          ...rest.map((finding) => ({ quote: finding.shown ?? "", note: inVoice(finding.say, voice) })),
        ],
        pointsOff: section.findings.reduce((total, finding) => total + finding.cost, 0),
      };
    }),
    fixes: result.topFixes.map((fix) => fixOf(fix, voice)),
    headlines: [],
    callsToAction: [],
    notChecked: ruleBasedNotChecked,
    read: whatWasRead(result),
    rubricVersion,
  };
}

/** The costliest problem leads; what went well follows. */
function byImportance(findings: Finding[]): Finding[] {
  const rank = (finding: Finding) => (finding.kind === "problem" ? 2 + finding.cost : finding.kind === "good" ? 1 : 0);
  return [...findings].sort((a, b) => rank(b) - rank(a));
}

function fixOf(fix: Critique["topFixes"][number], voice: Voice): ReportFix {
  const weight = sections.find((section) => section.id === fix.section)?.weight ?? 1;
  const impact = fix.cost * weight;
  return {
    title: inVoice(fix.fix ?? fix.say, voice),
    detail: `${fix.sectionTitle}: ${inVoice(fix.say, voice)}`,
    impact: impact >= 3 ? "high" : impact >= 1.5 ? "medium" : "low",
    effort: effortBySection[fix.section],
  };
}

/** The fix of every problem found, in the report's voice. */
export function openFixes(result: Critique, voice: Voice): string[] {
  return result.sections.flatMap((section) =>
    section.findings
      .filter((finding) => finding.kind === "problem" && finding.fix !== undefined)
      .map((finding) => inVoice(finding.fix!, voice)),
  );
}
