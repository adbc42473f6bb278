// Rescoring with the browser's measurements keeps the message cap: measuring a page can lift its
// speed and accessibility, but not past what a page that never says what it offers can score.
import { describe, expect, it } from "vitest";
import { critiqueHtml } from "./index.ts";
import { labelledHtml } from "./labelled/labelled-set.ts";
import { messageCap } from "./message-cap.ts";
import { withMeasuredScores } from "./measured-score.ts";
import type { BrowserCheckId, MeasuredCheck } from "../report/types.ts";

const allPassing: Array<MeasuredCheck<BrowserCheckId>> = (["headline-contrast", "cta-contrast", "image-weight", "load-time"] as const).map(
  (id) => ({ id, label: id, value: "fine", status: "pass", detail: "" }),
);

describe("withMeasuredScores", () => {
  it("lifts a clear page once it is measured, but holds a page that says nothing at the message cap", () => {
    const clear = critiqueHtml(labelledHtml("bookkeeping-clear"), "landing-roast").report;
    const buzzword = critiqueHtml(labelledHtml("synergy-buzzword"), "landing-roast").report;
    expect(withMeasuredScores(clear, allPassing).score).toBeGreaterThan(clear.score);
    expect(buzzword.score).toBe(messageCap.overallAtMost);
    expect(withMeasuredScores(buzzword, allPassing).score).toBe(messageCap.overallAtMost);
  });
});
