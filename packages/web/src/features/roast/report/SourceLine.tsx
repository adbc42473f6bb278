import { reportStamp, type ReportSource } from "@ai-leaders/core/roast/report";

interface SourceLineProps {
  source: ReportSource;
  /** A page report's rubric and the day it was made: its stamp, the same line its Markdown ends with. */
  stamp?: { rubricVersion?: string; madeAt?: string };
}

/** Who wrote the result, so a rule-based analysis is never taken for AI; a notice stands out. */
export function SourceLine({ source, stamp = {} }: SourceLineProps) {
  return (
    <>
      <p className={`report-source report-source-${source.engine}`}>{reportStamp(source, stamp)}</p>
      {source.notice && (
        <p className="report-notice" role="note">
          <strong>Note: </strong>
          {source.notice}
        </p>
      )}
    </>
  );
}
