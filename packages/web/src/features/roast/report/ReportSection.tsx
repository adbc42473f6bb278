import type { ReactNode } from "react";

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** One level deeper, never past h6. */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(6, level + 1) as HeadingLevel;
}

export function Heading({ level, className, children }: { level: HeadingLevel; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}

/** Marks the part of a streaming report being written; the live region says it in words. */
export function WritingIndicator() {
  return (
    <span className="report-writing" aria-hidden="true">
      <span className="report-writing-dot" />
      writing…
    </span>
  );
}

interface ReportSectionProps {
  title: ReactNode;
  level: HeadingLevel;
  writing: boolean;
  className?: string;
  children?: ReactNode;
}

export function ReportSection({ title, level, writing, className = "", children }: ReportSectionProps) {
  return (
    <section className={["report-section", className].filter(Boolean).join(" ")}>
      <div className="report-title-row">
        <Heading level={level} className="report-section-title">
          {title}
        </Heading>
        {writing && <WritingIndicator />}
      </div>
      {children}
    </section>
  );
}

export function TextList({ entries, className = "" }: { entries: string[]; className?: string }) {
  if (entries.length === 0) return null;
  return (
    <ul className={["report-list", className].filter(Boolean).join(" ")}>
      {entries.map((entry, index) => (
        <li key={index}>{entry}</li>
      ))}
    </ul>
  );
}

/** The report's limits, side by side: what it could not check, and what it was based on. */
export function ScopeSections({
  notChecked,
  read,
  readTitle,
  writingNotChecked,
  level,
}: {
  notChecked: string[];
  read: string[];
  readTitle: string;
  writingNotChecked: boolean;
  level: HeadingLevel;
}) {
  const showNotChecked = notChecked.length > 0 || writingNotChecked;
  if (!showNotChecked && read.length === 0) return null;
  return (
    <div className="report-pair">
      {showNotChecked && (
        <ReportSection title="Not checked" level={level} writing={writingNotChecked} className="report-section-compact">
          <TextList entries={notChecked} />
        </ReportSection>
      )}
      {read.length > 0 && (
        <ReportSection title={readTitle} level={level} writing={false} className="report-section-compact">
          <TextList entries={read} className="report-list-read" />
        </ReportSection>
      )}
    </div>
  );
}
