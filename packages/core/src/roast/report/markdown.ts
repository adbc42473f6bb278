// A report as Markdown: what "Copy as Markdown" gives, and the text stored for polling and for the
// spec's `analysis` / `roast` fields. Same report, same text.
import type {
  CheckStatus,
  Evidence,
  FounderReport,
  MeasuredCheck,
  PageReport,
  Progress,
  Report,
  ReportSource,
  ScoreRange,
} from "./types.ts";
import { formatLongDay } from "../../dates/index.ts";

export const engineLabels: Record<ReportSource["engine"], string> = {
  model: "AI report",
  "rule-based": "Built-in analysis (rule-based, not AI)",
  automation: "From your automation",
};

export function sourceLine(source: ReportSource): string {
  const label = source.engine === "model" && source.model ? `${engineLabels.model} (${source.model})` : engineLabels[source.engine];
  return source.notice ? `${label}. ${source.notice}` : label;
}

/** Who wrote a report, under which rubric, and on which day: "AI report (gpt-4o) · rubric roast-rubric-2026-11 · 27 November 2026". */
export function reportStamp(source: ReportSource, { rubricVersion, madeAt }: { rubricVersion?: string; madeAt?: string }): string {
  const day = madeAt && !Number.isNaN(Date.parse(madeAt)) ? formatLongDay(new Date(madeAt)) : undefined;
  return [sourceLine({ ...source, notice: undefined }), ...(rubricVersion ? [`rubric ${rubricVersion}`] : []), ...(day ? [day] : [])].join(
    " · ",
  );
}

/** `madeAt`: when the result was made, for its stamp (a kept result's created time). */
export function reportToMarkdown(report: Report, source: ReportSource, madeAt?: string): string {
  const lines = report.kind === "page" ? pageLines(report) : founderLines(report);
  const stamp = reportStamp(source, { rubricVersion: report.kind === "page" ? report.rubricVersion : undefined, madeAt });
  return [...lines, "", `_${source.notice ? `${stamp}. ${source.notice}` : stamp}_`].join("\n");
}

const levelWords = { high: "High", medium: "Medium", low: "Low" } as const;

/** "The model judged the page 3 times, from 58 to 66: this is the median." */
export function scoreRangeLine({ low, high, runs }: ScoreRange): string {
  return low === high
    ? `The model judged the page ${runs} times and scored it ${low} each time.`
    : `The model judged the page ${runs} times, from ${low} to ${high}: this is the median.`;
}

function pageLines(report: PageReport): string[] {
  const range = report.scoreRange ? ` ${scoreRangeLine(report.scoreRange)}` : "";
  const lines = [`# ${report.url}`, "", `**${report.verdict}**`, "", `Overall score: ${report.score}/100.${range} ${report.calibration}`];
  if (report.progress) lines.push(...progressLines(report.progress, report.score));
  if (report.checks) lines.push(...checkLines(report.checks));
  for (const category of report.categories) {
    lines.push("", `## ${category.name}: ${category.score}/10`, "", category.summary);
    lines.push(...evidenceLines(category.evidence));
  }
  if (report.fixes.length > 0) {
    lines.push("", "## Top fixes");
    report.fixes.forEach((fix, index) => {
      lines.push(`${index + 1}. **${fix.title}** (impact: ${levelWords[fix.impact]}, effort: ${levelWords[fix.effort]}). ${fix.detail}`);
    });
  }
  lines.push(
    ...listSection(
      "Headline options",
      report.headlines.map((headline) => `"${headline}"`),
    ),
  );
  lines.push(
    ...listSection(
      "Call-to-action options",
      report.callsToAction.map((action) => `"${action}"`),
    ),
  );
  lines.push(...listSection("Not checked", report.notChecked));
  lines.push(...listSection("What was read", report.read));
  return lines;
}

function founderLines(report: FounderReport): string[] {
  const lines = [`# Founder profile: ${report.name}`, "", `**${report.verdict}**`, "", "## Who you are", "", report.person];
  lines.push("", `## ${report.company.name}`, "", report.company.positioning, ...evidenceLines(report.company.evidence));
  lines.push("", "## Headline draft", "", report.headline, "", "## Bio draft", "", report.bio);
  lines.push(...listSection("Strengths", report.strengths));
  lines.push(...listSection("Gaps", report.gaps));
  if (report.nextMoves.length > 0) {
    lines.push("", "## Next moves");
    report.nextMoves.forEach((move, index) => lines.push(`${index + 1}. **${move.title}** ${move.detail}`));
  }
  lines.push(...listSection("Not checked", report.notChecked));
  lines.push(...listSection("Pages read", report.read));
  return lines;
}

function progressLines({ previousScore, scoreChange, fixes }: Progress, score: number): string[] {
  const change = scoreChange > 0 ? `+${scoreChange}` : scoreChange < 0 ? `−${-scoreChange}` : "±0";
  return [
    "",
    "## Since your last report",
    "",
    `Score ${previousScore} → ${score} (${change}).`,
    ...fixes.map(({ title, status, note }) => `- ${status === "fixed" ? "Fixed" : "Still open"}: ${title}${note ? ` (${note})` : ""}`),
  ];
}

export const checkStatusWords: Record<CheckStatus, string> = {
  pass: "Pass",
  warn: "Warning",
  fail: "Fail",
  "not-measured": "Not measured",
};

/** What the checks are, under their heading. */
export const checksLead = "Computed by code, not judged: from the page's HTML and, where the page was shown in Chromium, measured there.";

/** Checks computed in code, kept apart from the judgement that follows. */
function checkLines(checks: MeasuredCheck[]): string[] {
  return [
    "",
    "## Checked in code",
    "",
    checksLead,
    "",
    ...checks.map(
      ({ label, value, status, detail }) =>
        `- **${label}: ${status === "not-measured" ? checkStatusWords[status] : `${value}, ${checkStatusWords[status]}`}.** ${detail}`,
    ),
  ];
}

function evidenceLines(evidence: Evidence[]): string[] {
  // A quote with no note of its own is there for its marker on the screenshot; text already says it.
  return evidence.flatMap(({ quote, note }) => {
    if (!note) return [];
    return quote && !note.includes(quote) ? [`- "${quote}": ${note}`] : [`- ${note}`];
  });
}

function listSection(title: string, items: string[]): string[] {
  return items.length > 0 ? ["", `## ${title}`, ...items.map((item) => `- ${item}`)] : [];
}
