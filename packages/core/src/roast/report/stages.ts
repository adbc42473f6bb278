// What a report's writer is doing while the page waits, in the order it happens: each stage, once it
// starts, ends the one before. Which stages a job passes depends on its writer: the rule-based
// checks read and score, a model writes (the screenshots first when it judges from them), an
// automation gets the request and answers in its own time.
export const reportStages = ["opening", "reading", "scoring", "writing", "screenshots", "automation"] as const;
export type ReportStage = (typeof reportStages)[number];
