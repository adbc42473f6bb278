// What the waiting page says of each stage its report's writer passes (core report/stages.ts).
import type { ReportStage } from "@ai-leaders/core/roast/report";
import type { AnalysisKind } from "@ai-leaders/core/roast/checks";

const pageStages: Record<ReportStage, string> = {
  opening: "Opening the page",
  reading: "Reading it: the headline, the offer, the proof and the asks",
  scoring: "Scoring it on the published rubric",
  writing: "Writing the report",
  screenshots: "Taking screenshots at desktop and mobile width",
  automation: "Your automation has the page; waiting for its answer",
};

const founderStages: Record<ReportStage, string> = {
  opening: "Opening your company's website",
  reading: "Reading how the company presents itself",
  scoring: "Putting your brief together",
  writing: "Writing your founder brief",
  screenshots: "Taking screenshots of the site",
  automation: "Your automation has the request; waiting for its answer",
};

export const stageWords = (kind: AnalysisKind, stage: ReportStage) => (kind === "founder-profile" ? founderStages : pageStages)[stage];
