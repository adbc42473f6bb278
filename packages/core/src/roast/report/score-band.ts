// A score's band, one set of thresholds for every medium that colours a score (the web report, the
// share card, the brief); each medium keeps its own colours.

export type ScoreBand = "good" | "fair" | "poor";

/** Out of 10: 8 and up is good, 5 to 7 fair, below 5 poor; out of 100 the same bands, scaled. */
export function scoreBand(value: number, max: 10 | 100): ScoreBand {
  const outOfTen = (value / max) * 10;
  return outOfTen >= 8 ? "good" : outOfTen >= 5 ? "fair" : "poor";
}
