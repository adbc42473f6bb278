/** The blog as a whole: its index page and its feed describe it in these words. */
export const briefing = {
  title: "The Executive Briefing",
  description: "Practical articles on AI for executives and founders: what has changed, what to do about it, and what to ask your team.",
} as const;
