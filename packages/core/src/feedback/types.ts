import type { FeedbackAnswer } from "./schema.ts";

/** A note a visitor left with their answer, as the console lists it. */
export interface PromptFeedbackNote {
  answer: FeedbackAnswer;
  note: string;
  answered_at: string;
}

/** A prompt's answers as the console's "Prompt feedback" lists them. */
export interface AdminPromptFeedback {
  /** The prompt's search id: "prompt:claude:ai-strategy-tutor". */
  id: string;
  title: string;
  /** The library's title, to say where the prompt lives. */
  library: string;
  /** The card on the site: "/prompts/claude#ai-strategy-tutor". */
  href: string;
  yes: number;
  no: number;
  /** yes / (yes + no), 0 to 1; null while no one has answered. */
  share_yes: number | null;
  /** Newest first, a few at most. */
  latest_notes: PromptFeedbackNote[];
}
