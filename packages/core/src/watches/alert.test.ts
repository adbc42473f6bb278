import { describe, expect, it } from "vitest";
import type { PageReport, Progress } from "../roast/report/index.ts";
import { fixedFixesAfter, watchAlert } from "./alert.ts";

function report(score: number, fixes: string[], progress?: Progress["fixes"]): PageReport {
  return {
    kind: "page",
    url: "https://you.example/",
    verdict: "",
    score,
    calibration: "",
    categories: [],
    fixes: fixes.map((title) => ({ title, detail: "", impact: "high", effort: "low" })),
    headlines: [],
    callsToAction: [],
    notChecked: [],
    read: [],
    ...(progress && { progress: { previousResultId: "earlier", previousScore: 0, scoreChange: 0, fixes: progress } }),
  };
}

describe("whether a weekly check is worth a mail", () => {
  it("mails when the score fell by five or more, not by four", () => {
    expect(watchAlert({ last_score: 70, fixed_fixes: [] }, report(65, []))).toEqual({
      scoreBefore: 70,
      scoreAfter: 65,
      scoreFell: true,
      returnedFixes: [],
    });
    expect(watchAlert({ last_score: 70, fixed_fixes: [] }, report(66, []))).toBeNull();
    expect(watchAlert({ last_score: 70, fixed_fixes: [] }, report(90, []))).toBeNull();
  });

  it("mails when a fix the page had made is asked for again, whatever the score, matching titles case-blind", () => {
    const alert = watchAlert(
      { last_score: 70, fixed_fixes: ["Name the buyer in the headline"] },
      report(72, ["name the buyer in the headline ", "Add a price"]),
    );
    expect(alert).toEqual({ scoreBefore: 70, scoreAfter: 72, scoreFell: false, returnedFixes: ["name the buyer in the headline "] });
  });
});

describe("the fixes a watch remembers as fixed", () => {
  it("adds those this check found fixed and forgets one asked for again (it is open, and was alerted on)", () => {
    const memory = { last_score: 60, fixed_fixes: ["Add a price", "Shorten the form"] };
    const next = report(
      64,
      ["Shorten the form"],
      [
        { title: "Name the buyer in the headline", status: "fixed" },
        { title: "Show a customer logo", status: "open" },
      ],
    );
    expect(fixedFixesAfter(memory, next)).toEqual(["Add a price", "Name the buyer in the headline"]);
  });

  it("keeps each title once", () => {
    expect(
      fixedFixesAfter({ last_score: 60, fixed_fixes: ["Add a price"] }, report(60, [], [{ title: "add a price", status: "fixed" }])),
    ).toEqual(["Add a price"]);
  });
});
