import { sourceLine, type ReportSource } from "@ai-leaders/core/report";

/** Who wrote the result, so a rule-based analysis is never taken for AI; a notice stands out. */
export function SourceLine({ source }: { source: ReportSource }) {
  return (
    <>
      <p className={`report-source report-source-${source.engine}`}>{sourceLine({ ...source, notice: undefined })}</p>
      {source.notice && (
        <p className="report-notice" role="note">
          <strong>Note: </strong>
          {source.notice}
        </p>
      )}
    </>
  );
}
