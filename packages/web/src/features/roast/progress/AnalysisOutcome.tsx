import { useMemo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { ReportView } from "../report/index.ts";
import { KeptReportView, PermalinkBox } from "../kept/index.ts";
import type { AnalysisResult, JobPhase } from "./use-analysis-job.ts";
import type { PartialReport, ReportStage } from "@ai-leaders/core/roast/report";
import type { AnalysisKind } from "@ai-leaders/core/roast/checks";
import { ReportStages } from "./ReportStages.tsx";

interface AnalysisOutcomeProps {
  phase: JobPhase;
  result: AnalysisResult | null;
  partial: PartialReport | null;
  /** Still listening for a late result (useAnalysisJob's): the timeout says it will still show. */
  listening?: boolean;
  /** What the writer has done so far, while waiting (useAnalysisJob's). */
  stages?: readonly ReportStage[];
  kind?: AnalysisKind;
  error: string | null;
  /** Runs the same request again; offered after a failure or a timeout. */
  onTryAgain?: () => void;
  /** Roasts the same page again, reporting progress against this result; offered on a page report. */
  onRoastAgain?: (previousResultId: string) => void;
  /** Shown while waiting, until the first part of a streamed report arrives. */
  waiting?: ReactNode;
  /** Shown before anything was asked (and after a cancel, unless `cancelled` is given). */
  idle?: ReactNode;
  cancelled?: ReactNode;
  timeoutText?: string;
  headingLevel?: 2 | 3;
}

/** Every state of an AI result, inside the result card: waiting, streaming, the report, or what went wrong. */
export function AnalysisOutcome(props: AnalysisOutcomeProps) {
  const {
    phase,
    result,
    partial,
    stages = [],
    kind,
    listening = false,
    error,
    onTryAgain,
    onRoastAgain,
    waiting,
    idle,
    cancelled,
    timeoutText,
    headingLevel = 3,
  } = props;
  // A result shown here has just been made: its stamp names today.
  const madeAt = useMemo(() => (result ? new Date().toISOString() : undefined), [result]);
  if (phase === "waiting") {
    return (
      <>
        {kind && <ReportStages kind={kind} stages={stages} />}
        {partial ? <ReportView result={{ report: partial, source: { engine: "model" } }} streaming headingLevel={headingLevel} /> : waiting}
      </>
    );
  }
  if (phase === "completed" && result) {
    const shown = result.report ? { report: result.report, source: result.source } : { text: result.text, source: result.source };
    const { resultId } = result;
    return (
      <>
        <KeptReportView result={shown} headingLevel={headingLevel} resultId={resultId} madeAt={madeAt} />
        {resultId && (
          <div className="guides-result-actions">
            {onRoastAgain && result.report?.kind === "page" && (
              <div className="guides-roast-again">
                <button type="button" className="button button-primary" onClick={() => onRoastAgain(resultId)}>
                  Roast again
                </button>
                <span className="guides-card-description">Changed the page? Roast it again to see your progress on these fixes.</span>
              </div>
            )}
            {result.report?.kind === "page" && (
              <p className="guides-card-description">
                How do rivals do? <Link to={paths.resultComparison(resultId)}>Compare with competitors</Link> on the same rubric.
              </p>
            )}
            <PermalinkBox resultId={resultId} />
          </div>
        )}
      </>
    );
  }
  if (phase === "failed" || phase === "timeout") {
    return (
      <div className="guides-failure" role="alert">
        <p className="guides-failure-title">
          {phase === "failed" ? "This analysis couldn't be finished." : "This is taking longer than expected."}
        </p>
        <p className="guides-failure-reason">
          {phase === "failed"
            ? (error ?? "Something went wrong on our side.")
            : (timeoutText ?? "Analysis is taking longer than expected. Please check back later")}
        </p>
        {phase === "timeout" && listening && (
          <p className="guides-failure-reason" role="status">
            We are still listening: if the result comes, it appears here, with its own link, and stays under Your results on this device.
          </p>
        )}
        {onTryAgain && (
          <button type="button" className="button button-primary" onClick={onTryAgain}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (phase === "cancelled" && cancelled) return <>{cancelled}</>;
  return <>{idle}</>;
}
