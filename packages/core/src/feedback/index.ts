// "Did this work for you?" on each prompt card (issue 29, Deliver 5): one answer per visitor and
// prompt, counted exactly per prompt, listed for the operator in the console.
export type * from "./types.ts";
export { feedbackAnswers, promptFeedbackSchema, type FeedbackAnswer, type PromptFeedback } from "./schema.ts";
export { feedbackLimits } from "../limits/index.ts";

/** The share of yes, 0 to 1; null while no one has answered. */
export const shareOfYes = ({ yes, no }: { yes: number; no: number }) => (yes + no === 0 ? null : yes / (yes + no));
