/** The UTC day a use counts against, as "2026-11-25". */
export const budgetDay = (now: Date): string => now.toISOString().slice(0, 10);
