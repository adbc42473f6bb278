/** How long a note on a prompt may be. Its own module: the messages and the schema both word it. */
export const feedbackLimits = { noteMax: 500 } as const;
