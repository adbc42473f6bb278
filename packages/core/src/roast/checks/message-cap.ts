// A page that doesn't say what it offers can't be saved by the rest of it: the button, the proof
// and the tags all serve an offer the visitor never learned. While message clarity is this low,
// the overall score is held below 50, however well the rest scores.
export const messageCap = { clarityAtOrBelow: 4, overallAtMost: 45 } as const;

/** The overall score, held at the cap while message clarity (0–10) is at or below its threshold. */
export function cappedByMessage(overall: number, messageClarity: number): number {
  return messageClarity <= messageCap.clarityAtOrBelow ? Math.min(overall, messageCap.overallAtMost) : overall;
}

export const messageCapNote = `While message clarity is ${messageCap.clarityAtOrBelow}/10 or lower, the overall score is held at ${messageCap.overallAtMost} at most: the rest of the page can't sell what visitors can't name.`;
