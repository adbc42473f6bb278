import { feedbackLimits } from "../limits/index.ts";

/** "Did this work for you?" on each prompt card (issue 29, Deliver 5), and its answers. */
export const feedbackMessages = {
  question: "Did this work for you?",
  yes: "Yes",
  no: "No",
  thanks: "Thanks for telling us.",
  noteLabel: "Add a note (optional)",
  noteHint: `What worked or what didn't, in up to ${feedbackLimits.noteMax} characters. No names or confidential details, please.`,
  sendNote: "Send note",
  noteSaved: "Thanks, your note is saved.",
  answerRequired: "Answer yes or no.",
  noteTooLong: `Keep the note to ${feedbackLimits.noteMax} characters or fewer.`,
  unknownPrompt: "Unknown prompt.",
  failure: "Your answer could not be saved. Please try again.",
} as const;
