import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { critiqueHtml } from "./index.ts";
import { scoresOfReport } from "./scores.ts";

const strong = readFileSync(new URL("./fixtures/strong.html", import.meta.url));

describe("the rule-based scores", () => {
  it("read back from the report are the critique's own, and follow a category the browser's measurements moved", () => {
    const { report, scores } = critiqueHtml(strong, "website-roast", { url: "https://ledgerly.example/" });
    expect(scoresOfReport(report)).toEqual(scores);
    const measured = {
      ...report,
      score: report.score + 3,
      categories: report.categories.map((category) => (category.name === "Speed and weight" ? { ...category, score: 10 } : category)),
    };
    expect(scoresOfReport(measured)).toEqual({ ...scores, speedAndWeight: 10, overall: report.score + 3 });
  });
});
