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
