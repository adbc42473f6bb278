import { checksLead, checkStatusWords, type CheckStatus, type MeasuredCheck } from "@ai-leaders/core/roast/report";
import { items } from "./partial-report.ts";
import { ReportSection, type HeadingLevel } from "./ReportSection.tsx";
import "./measured-checks.css";
import { MarkIcon } from "../../../ui/icons.tsx";

const statuses = Object.keys(checkStatusWords) as CheckStatus[];

/** Checks computed in code, from the page's HTML and as the browser loaded it: kept apart from judgement. */
export function MeasuredChecks({ checks, level }: { checks: Array<Partial<MeasuredCheck>> | undefined; level: HeadingLevel }) {
  const shown = items(checks).filter(
    (check): check is MeasuredCheck => Boolean(check.label) && statuses.includes(check.status as CheckStatus),
  );
  if (shown.length === 0) return null;
  return (
    <ReportSection title="Checked in code" level={level} writing={false} className="report-checks">
      <p className="report-status-lead">{checksLead}</p>
      <ul className="report-status-list report-checks-list">
        {shown.map((check) => (
          <li key={check.id} className="report-status-item">
            <span className={`report-status-pill report-status-pill-${check.status}`}>
              <StatusIcon status={check.status} />
              {checkStatusWords[check.status]}
            </span>
            <div className="report-check-text">
              <p className="report-check-title">
                {check.label}
                {check.status !== "not-measured" && <span className="report-check-value">{check.value}</span>}
              </p>
              <p className="report-check-detail">{check.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}

// The word beside the icon says the status; the icon and its colour repeat it.
const iconPaths: Record<CheckStatus, string> = {
  pass: "M20 6 9 17l-5-5",
  warn: "M12 8v5M12 17h.01",
  fail: "M18 6 6 18M6 6l12 12",
  "not-measured": "M5 12h14",
};

function StatusIcon({ status }: { status: CheckStatus }) {
  return (
    <MarkIcon>
      <path d={iconPaths[status]} />
    </MarkIcon>
  );
}
