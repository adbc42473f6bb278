import type { ReportSource } from "@ai-leaders/core/roast/report";
import { CopyableOptions } from "./CopyableOptions.tsx";
import { EvidenceList } from "./EvidenceList.tsx";
import { items, texts, founderSectionBeingWritten, type FounderSection, type PartialFounderReport } from "./partial-report.ts";
import { ReportHeader } from "./ReportHeader.tsx";
import { below, ScopeSections, ReportSection, TextList, type HeadingLevel } from "./ReportSection.tsx";

interface FounderReportViewProps {
  report: PartialFounderReport;
  source: ReportSource;
  level: HeadingLevel;
  streaming: boolean;
}

/** The founder profile: who the person is, how the company presents itself, the drafts it promised, three next moves. */
export function FounderReportView({ report, source, level, streaming }: FounderReportViewProps) {
  const writing = streaming ? founderSectionBeingWritten(report) : undefined;
  const sectionLevel = below(level);
  const company: NonNullable<PartialFounderReport["company"]> = report.company ?? {};
  const strengths = texts(report.strengths);
  const gaps = texts(report.gaps);
  const nextMoves = items(report.nextMoves);
  const notChecked = texts(report.notChecked);
  const read = texts(report.read);
  const shows = (section: FounderSection, hasContent: boolean) => hasContent || writing === section;

  return (
    <>
      <ReportHeader
        eyebrow="Founder profile"
        subject={report.name}
        verdict={report.verdict}
        source={source}
        level={level}
        writing={writing === "header"}
      />
      {shows("person", Boolean(report.person)) && (
        <ReportSection title="Who you are" level={sectionLevel} writing={writing === "person"}>
          {report.person && <p className="report-summary">{report.person}</p>}
        </ReportSection>
      )}
      {shows("company", Boolean(company.name || company.positioning || company.evidence?.length)) && (
        <ReportSection title={company.name || "The company"} level={sectionLevel} writing={writing === "company"}>
          {company.positioning && <p className="report-summary">{company.positioning}</p>}
          <EvidenceList evidence={company.evidence} />
        </ReportSection>
      )}
      {shows("headline", Boolean(report.headline)) && (
        <ReportSection title="Headline draft" level={sectionLevel} writing={writing === "headline"}>
          {report.headline && <CopyableOptions options={[report.headline]} name="headline draft" streaming={streaming} />}
        </ReportSection>
      )}
      {shows("bio", Boolean(report.bio)) && (
        <ReportSection title="Bio draft" level={sectionLevel} writing={writing === "bio"}>
          {report.bio && <CopyableOptions options={[report.bio]} name="bio draft" streaming={streaming} />}
        </ReportSection>
      )}
      {(shows("strengths", strengths.length > 0) || shows("gaps", gaps.length > 0)) && (
        <div className="report-pair">
          {shows("strengths", strengths.length > 0) && (
            <ReportSection title="Strengths" level={sectionLevel} writing={writing === "strengths"} className="report-section-strengths">
              <TextList entries={strengths} />
            </ReportSection>
          )}
          {shows("gaps", gaps.length > 0) && (
            <ReportSection title="Gaps" level={sectionLevel} writing={writing === "gaps"} className="report-section-gaps">
              <TextList entries={gaps} />
            </ReportSection>
          )}
        </div>
      )}
      {shows("nextMoves", nextMoves.length > 0) && (
        <ReportSection title="Next moves" level={sectionLevel} writing={writing === "nextMoves"}>
          <ol className="report-steps">
            {nextMoves.map((move, index) => (
              <li key={index}>
                {move.title && <p className="report-step-title">{move.title}</p>}
                {move.detail && <p className="report-step-detail">{move.detail}</p>}
              </li>
            ))}
          </ol>
        </ReportSection>
      )}
      <ScopeSections
        notChecked={notChecked}
        read={read}
        readTitle="Pages read"
        writingNotChecked={writing === "notChecked"}
        level={sectionLevel}
      />
    </>
  );
}
