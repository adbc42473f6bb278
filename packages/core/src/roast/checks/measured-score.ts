// The rule-based report rescored with what the browser measured: "Speed and weight" and
// "Accessibility" are no longer capped for what HTML can't show, and each failing check takes its
// points off there (measure-checks.ts), says so in the category and becomes a fix.
import { checkPointsOff } from "./measure-checks.ts";
import type { BrowserCheckId, Level, MeasuredCheck, PageReport, ReportCategory, ReportFix } from "../report/types.ts";

type BrowserCheck = MeasuredCheck<BrowserCheckId>;
import { measuredSections, sections, unmeasuredWeightNote, type SectionId, type Voice } from "./critique.ts";
import { verdict } from "./render.ts";
import { cappedByMessage } from "./message-cap.ts";

const messageClarityTitle = sections.find((section) => section.id === "messageClarity")!.title;

const ceilingOf = (id: SectionId) => (measuredSections.includes(id) ? 10 : sections.find((section) => section.id === id)!.ceiling);

/** The best score the checks in code can give a page measured in a browser. */
export const maxMeasuredScore = Math.round(
  (sections.reduce((total, section) => total + ceilingOf(section.id) * section.weight, 0) /
    sections.reduce((total, section) => total + section.weight, 0)) *
    10,
);

export const measuredCalibration = `On this rule-based scale a page that covers the basics scores about 60 to 75 out of 100. The page was measured in a browser, but its design can't be judged by the checks in code, so no page gets full marks for it: the most any page can score here is ${maxMeasuredScore}.`;

const fixOf: Record<BrowserCheckId, { title: string; effort: Level }> = {
  "headline-contrast": {
    title: "Give the headline more contrast with what is behind it: darker text or a lighter background.",
    effort: "low",
  },
  "cta-contrast": { title: "Give the main button's text more contrast with its fill.", effort: "low" },
  "image-weight": { title: "Compress and resize the images: WebP or AVIF, no larger than they are shown.", effort: "medium" },
  "load-time": {
    title: "Make the largest element paint sooner: a lighter hero image, fewer files blocking the first paint.",
    effort: "medium",
  },
};

const statusWords = { pass: "passes", warn: "a warning", fail: "fails", "not-measured": "not measured" } as const;

export function withMeasuredScores(report: PageReport, checks: readonly BrowserCheck[]): PageReport {
  const counted = checks.filter(
    (check): check is BrowserCheck & { status: "warn" | "fail" } => check.status === "warn" || check.status === "fail",
  );
  const categories = report.categories.map((category) => rescored(category, checks, counted));
  const weights = categories.map((category) => sections.find((section) => section.title === category.name)?.weight ?? 1);
  const average = Math.round(
    (categories.reduce((total, category, index) => total + category.score * weights[index]!, 0) / weights.reduce((a, b) => a + b, 0)) * 10,
  );
  // Measuring can't lift a page that doesn't say what it offers past the message cap.
  const clarity = categories.find((category) => category.name === messageClarityTitle);
  const score = cappedByMessage(average, clarity?.score ?? 10);
  const voice = (["roast", "coach"] as const satisfies readonly Voice[]).find((each) => verdict(report.score, each) === report.verdict);
  return {
    ...report,
    score,
    verdict: voice ? verdict(score, voice) : report.verdict,
    calibration: measuredCalibration,
    categories,
    fixes: byImpact([...report.fixes, ...counted.map(fixFor)]).slice(0, Math.max(5, report.fixes.length)),
    ...(report.progress && { progress: { ...report.progress, scoreChange: score - report.progress.previousScore } }),
  };
}

function rescored(
  category: ReportCategory,
  checks: readonly BrowserCheck[],
  counted: ReadonlyArray<BrowserCheck & { status: "warn" | "fail" }>,
): ReportCategory {
  const section = sections.find((each) => each.title === category.name);
  if (!section || !measuredSections.includes(section.id) || category.pointsOff === undefined) return category;
  const own = checks.filter((check) => checkPointsOff[check.id].section === section.id && check.status !== "not-measured");
  const pointsOff =
    category.pointsOff +
    counted
      .filter((check) => checkPointsOff[check.id].section === section.id)
      .reduce((total, check) => total + checkPointsOff[check.id][check.status], 0);
  const measured = own.map((check) => ({
    quote: "",
    note: `Measured in the browser: ${check.label.toLowerCase()} ${check.value} (${statusWords[check.status]}).`,
  }));
  return {
    ...category,
    score: Math.max(0, Math.min(10, Math.round(10 - pointsOff))),
    pointsOff,
    evidence: [...category.evidence.filter((evidence) => evidence.note !== unmeasuredWeightNote), ...measured],
  };
}

function fixFor(check: BrowserCheck & { status: "warn" | "fail" }): ReportFix {
  const { section, ...points } = checkPointsOff[check.id];
  const { title, effort } = fixOf[check.id];
  const impact = points[check.status] * (sections.find((each) => each.id === section)?.weight ?? 1);
  return {
    title,
    detail: `${check.label}: ${check.value}. ${check.detail}`,
    impact: impact >= 3 ? "high" : impact >= 1.5 ? "medium" : "low",
    effort,
  };
}

const levelRank: Record<Level, number> = { high: 0, medium: 1, low: 2 };

function byImpact(fixes: ReportFix[]): ReportFix[] {
  return [...fixes].sort((a, b) => levelRank[a.impact] - levelRank[b.impact]);
}
