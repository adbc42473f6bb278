import { reportToMarkdown, type PartialReport, type Report, type ReportSource } from "@ai-leaders/core/roast/report";
import { FounderReportView } from "./FounderReportView.tsx";
import { lazy, Suspense } from "react";
import { PageReportView } from "./PageReportView.tsx";
import { completeReport, reportKind, type PartialFounderReport, type PartialPageReport } from "./partial-report.ts";
import { SourceLine } from "./SourceLine.tsx";
import { ReportToolbar } from "./ReportToolbar.tsx";
import { usePrintReportOnly } from "./use-print-report.ts";
import "./report.css";

// The Markdown toolchain is most of this component's weight and only an automation's text needs it.
const MarkdownReport = lazy(() => import("./MarkdownReport.tsx").then((module) => ({ default: module.MarkdownReport })));

/** A structured report (whole, or partial while it streams in), or Markdown text from an automation. */
export type ReportResult = { report: Report | PartialReport; source: ReportSource } | { text: string; source: ReportSource };

export interface ReportViewProps {
  result: ReportResult;
  /** The report is still arriving: show what is there and mark the part being written. */
  streaming?: boolean;
  /** The level of the report's own heading; its sections sit one level below. */
  headingLevel?: 2 | 3;
  /** The kept result's id: a page report then shows the screenshots stored with it. */
  resultId?: string;
  /** When the result was made (a kept result's created time): a page report's stamp shows the day. */
  madeAt?: string;
}

/** Every AI workflow result, shown the same way. Needs the ToastProvider (copying says so). */
export function ReportView({ result, streaming = false, headingLevel = 3, resultId, madeAt }: ReportViewProps) {
  usePrintReportOnly();
  return (
    <article className="report-view" aria-busy={streaming || undefined}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {streaming ? "Writing the report…" : "Report ready."}
      </p>
      {"text" in result ? (
        <>
          <header className="report-header report-header-text">
            <SourceLine source={result.source} />
          </header>
          <Suspense fallback={<p className="report-text-loading">{result.text}</p>}>
            <MarkdownReport text={result.text} level={headingLevel} />
          </Suspense>
        </>
      ) : (
        <StructuredReport
          report={result.report}
          source={result.source}
          streaming={streaming}
          level={headingLevel}
          resultId={resultId}
          madeAt={madeAt}
        />
      )}
      {!streaming && (
        <ReportToolbar markdown={markdownOf(result, madeAt)} briefOf={resultId && isWholePageReport(result) ? resultId : undefined} />
      )}
    </article>
  );
}

interface StructuredReportProps {
  report: PartialReport;
  source: ReportSource;
  streaming: boolean;
  level: 2 | 3;
  resultId: string | undefined;
  madeAt: string | undefined;
}

function StructuredReport({ report, source, streaming, level, resultId, madeAt }: StructuredReportProps) {
  // reportKind tells the two kinds apart, even before `kind` itself has arrived.
  return reportKind(report) === "page" ? (
    <PageReportView
      report={report as PartialPageReport}
      source={source}
      level={level}
      streaming={streaming}
      resultId={resultId}
      madeAt={madeAt}
    />
  ) : (
    <FounderReportView report={report as PartialFounderReport} source={source} level={level} streaming={streaming} />
  );
}

function isWholePageReport(result: ReportResult): boolean {
  return "report" in result && completeReport(result.report)?.kind === "page";
}

function markdownOf(result: ReportResult, madeAt: string | undefined): string | undefined {
  if ("text" in result) return result.text;
  const report = completeReport(result.report);
  return report && reportToMarkdown(report, result.source, madeAt);
}
