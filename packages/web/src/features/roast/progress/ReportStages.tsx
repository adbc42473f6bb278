import type { ReportStage } from "@ai-leaders/core/roast/report";
import type { AnalysisKind } from "@ai-leaders/core/roast/checks";
import { CheckIcon, SpinnerIcon } from "../../../ui/icons.tsx";
import { stageWords } from "./stage-words.ts";
import "./report-stages.css";

/** The stages the writer has passed, each ticked, and the one under way; the newest is announced. */
export function ReportStages({ kind, stages }: { kind: AnalysisKind; stages: readonly ReportStage[] }) {
  if (stages.length === 0) return null;
  const current = stages.at(-1)!;
  return (
    <>
      <ol className="report-stages" aria-label="Progress">
        {stages.map((stage) => (
          <li
            key={stage}
            className={stage === current ? "report-stage report-stage-current" : "report-stage"}
            aria-current={stage === current ? "step" : undefined}
          >
            {stage === current ? <SpinnerIcon /> : <CheckIcon />}
            <span>{stageWords(kind, stage)}</span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {stageWords(kind, current)}
      </p>
    </>
  );
}
