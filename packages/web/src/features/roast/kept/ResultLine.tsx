import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ResultSummary } from "@ai-leaders/core/roast/store";
import { paths } from "../../../config/paths.ts";
import { ScoreBadge } from "../report/ScoreBadge.tsx";
import { ResultDate } from "./ResultDate.tsx";
import { hasScore, type TrendPoint } from "./score-trend.ts";
import { ScoreTrend } from "./ScoreTrend.tsx";
import { resultKindLabels } from "./result-words.ts";

interface ResultLineProps {
  summary: ResultSummary;
  /** A list of several kinds says which kind each result is. */
  showKind?: boolean;
  /** Actions after "Open", such as "Remove". */
  actions?: ReactNode;
  /** The page's scores over its roasts, oldest first, on its newest result's line. */
  trend?: TrendPoint[];
}

/** One result in a list: what was judged, when, its score, and the way to open it. */
export function ResultLine({ summary, showKind = false, actions, trend }: ResultLineProps) {
  return (
    <li className="results-entry">
      <div className="results-entry-text">
        <p className="results-entry-subject">{summary.subject}</p>
        <p className="results-entry-meta">
          {showKind && `${resultKindLabels[summary.kind]} · `}
          <ResultDate at={summary.created_at} />
        </p>
      </div>
      {trend && <ScoreTrend points={trend} subject={summary.subject} />}
      {hasScore(summary) && <ScoreBadge value={summary.score} max={100} />}
      <div className="results-entry-actions">
        <Link to={paths.result(summary.result_id)} className="button button-secondary button-small">
          Open<span className="visually-hidden"> result for {summary.subject}</span>
        </Link>
        {actions}
      </div>
    </li>
  );
}
