import type { ReactNode } from "react";
import type { ReportSource } from "@ai-leaders/core/roast/report";
import { Heading, WritingIndicator, type HeadingLevel } from "./ReportSection.tsx";
import { SourceLine } from "./SourceLine.tsx";

interface ReportHeaderProps {
  /** What kind of report, e.g. "Page report". */
  eyebrow: string;
  /** What it is about: the page's address or the founder's name. */
  subject: string | undefined;
  verdict: string | undefined;
  source: ReportSource;
  level: HeadingLevel;
  writing: boolean;
  /** The overall score and what it means, for reports that have one. */
  overall?: ReactNode;
  /** A page report's rubric and the day it was made, shown with who wrote it. */
  stamp?: { rubricVersion?: string; madeAt?: string };
}

export function ReportHeader({ eyebrow, subject, verdict, source, level, writing, overall, stamp }: ReportHeaderProps) {
  return (
    <header className="report-header">
      <div className="report-title-row">
        <p className="report-eyebrow">
          {eyebrow}
          {subject && <span className="report-subject">{subject}</span>}
        </p>
        {writing && <WritingIndicator />}
      </div>
      <div className="report-headline">
        {verdict ? (
          <Heading level={level} className="report-verdict">
            {verdict}
          </Heading>
        ) : (
          writing && <p className="report-verdict report-verdict-pending">Writing the verdict…</p>
        )}
        {overall}
      </div>
      <SourceLine source={source} stamp={stamp} />
    </header>
  );
}
