import { useMemo } from "react";
import { scoreRangeLine, type Level, type ReportSource, type ScoreRange } from "@ai-leaders/core/roast/report";
import { paths } from "../../../config/paths.ts";
import { readCapture } from "./capture-pins.ts";
import { CopyableOptions } from "./CopyableOptions.tsx";
import { EvidenceList } from "./EvidenceList.tsx";
import { MeasuredChecks } from "./MeasuredChecks.tsx";
import { PageScreenshots, ScreenshotsComing } from "./PageScreenshots.tsx";
import { isLevel, isScore, items, texts, pageSectionBeingWritten, type PageSection, type PartialPageReport } from "./partial-report.ts";
import { PinsProvider } from "./pins-context.tsx";
import { ProgressSection } from "./ProgressSection.tsx";
import { ReportHeader } from "./ReportHeader.tsx";
import { below, ScopeSections, Heading, ReportSection, type HeadingLevel } from "./ReportSection.tsx";
import { PendingScore, ScoreBadge } from "./ScoreBadge.tsx";

interface PageReportViewProps {
  report: PartialPageReport;
  source: ReportSource;
  level: HeadingLevel;
  streaming: boolean;
  /** The kept result's id, which names its screenshots. */
  resultId: string | undefined;
  /** When the result was made, for the report's stamp. */
  madeAt: string | undefined;
}

/** The critique of a landing page: verdict and score, category scores, fixes, rewrites. */
export function PageReportView({ report, source, level, streaming, resultId, madeAt }: PageReportViewProps) {
  const writing = streaming ? pageSectionBeingWritten(report) : undefined;
  const sectionLevel = below(level);
  const categories = items(report.categories);
  const fixes = items(report.fixes);
  const headlines = texts(report.headlines);
  const callsToAction = texts(report.callsToAction);
  const notChecked = texts(report.notChecked);
  const read = texts(report.read);
  const shows = (section: PageSection, hasContent: boolean) => hasContent || writing === section;
  // The screenshots are shown with the finished report only.
  const capture = useMemo(() => (streaming ? undefined : readCapture(report.capture)), [streaming, report.capture]);

  return (
    <PinsProvider capture={capture} resultId={resultId}>
      <ReportHeader
        eyebrow="Page report"
        subject={report.url}
        verdict={report.verdict}
        source={source}
        level={level}
        writing={writing === "header"}
        overall={
          <OverallScore
            score={report.score}
            calibration={report.calibration}
            range={scoreRangeOf(report.scoreRange)}
            streaming={streaming}
          />
        }
        stamp={{ rubricVersion: report.rubricVersion, madeAt }}
      />
      {report.progress && <ProgressSection progress={report.progress} score={report.score} level={sectionLevel} />}
      {!streaming && report.pendingCapture ? <ScreenshotsComing level={sectionLevel} /> : <PageScreenshots level={sectionLevel} />}
      {!streaming && <MeasuredChecks checks={report.checks} level={sectionLevel} />}
      {shows("categories", categories.length > 0) && (
        <ReportSection title="Category scores" level={sectionLevel} writing={writing === "categories"}>
          <ul className="report-cards">
            {categories.map((category, index) => (
              <li key={index} className="report-card">
                <div className="report-title-row">
                  {category.name && (
                    <Heading level={below(sectionLevel)} className="report-card-title">
                      {category.name}
                    </Heading>
                  )}
                  {isScore(category.score, 10) ? <ScoreBadge value={category.score} max={10} /> : streaming && <PendingScore max={10} />}
                </div>
                {category.summary && <p className="report-summary">{category.summary}</p>}
                <EvidenceList evidence={category.evidence} />
              </li>
            ))}
          </ul>
        </ReportSection>
      )}
      {shows("fixes", fixes.length > 0) && (
        <ReportSection title="Top fixes" level={sectionLevel} writing={writing === "fixes"}>
          <ol className="report-steps">
            {fixes.map((fix, index) => (
              <li key={index}>
                {fix.title && <p className="report-step-title">{fix.title}</p>}
                {(isLevel(fix.impact) || isLevel(fix.effort)) && (
                  <p className="report-chips">
                    {isLevel(fix.impact) && <LevelChip name="Impact" level={fix.impact} good="high" />}
                    {isLevel(fix.effort) && <LevelChip name="Effort" level={fix.effort} good="low" />}
                  </p>
                )}
                {fix.detail && <p className="report-step-detail">{fix.detail}</p>}
              </li>
            ))}
          </ol>
        </ReportSection>
      )}
      {shows("headlines", headlines.length > 0) && (
        <ReportSection title="Headline options" level={sectionLevel} writing={writing === "headlines"}>
          <CopyableOptions options={headlines} name="headline" streaming={streaming} />
        </ReportSection>
      )}
      {shows("callsToAction", callsToAction.length > 0) && (
        <ReportSection title="Call-to-action options" level={sectionLevel} writing={writing === "callsToAction"}>
          <CopyableOptions options={callsToAction} name="call to action" streaming={streaming} />
        </ReportSection>
      )}
      <ScopeSections
        notChecked={notChecked}
        read={read}
        readTitle="What was read"
        writingNotChecked={writing === "notChecked"}
        level={sectionLevel}
      />
    </PinsProvider>
  );
}

interface OverallScoreProps {
  score: number | undefined;
  calibration: string | undefined;
  range: ScoreRange | undefined;
  streaming: boolean;
}

function OverallScore({ score, calibration, range, streaming }: OverallScoreProps) {
  const scored = isScore(score, 100);
  if (!scored && !calibration && !streaming) return null;
  return (
    <div className="report-overall">
      {scored ? <ScoreBadge value={score} max={100} size="large" /> : streaming && <PendingScore max={100} size="large" />}
      {range && <p className="report-score-range">{scoreRangeLine(range)}</p>}
      {calibration && <p className="report-calibration">{calibration}</p>}
      <a className="report-calibration" href={paths.roastMethod} target="_blank" rel="noopener">
        How this is scored<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}

/** The runs' range arrives whole with the finished report, never while it streams. */
function scoreRangeOf(range: Partial<ScoreRange> | undefined): ScoreRange | undefined {
  return range && isScore(range.low, 100) && isScore(range.high, 100) && typeof range.runs === "number" ? (range as ScoreRange) : undefined;
}

const levelWords: Record<Level, string> = { high: "High", medium: "Medium", low: "Low" };

/** "Impact: High"; the favourable end (high impact, low effort) is tinted, the word says it anyway. */
function LevelChip({ name, level, good }: { name: string; level: Level; good: Level }) {
  return (
    <span className={`report-chip${level === good ? " report-chip-good" : ""}`}>
      {name}: <strong>{levelWords[level]}</strong>
    </span>
  );
}

/** Rewrites to paste straight into the page; copying waits until the text is final. */
