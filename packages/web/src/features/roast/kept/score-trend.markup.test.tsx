import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import type { ResultSummary } from "@ai-leaders/core/roast/store";
import { scoreTrends } from "./score-trend.ts";
import { ScoreTrend } from "./ScoreTrend.tsx";

const result = (id: string, subject: string, day: number, score?: number): ResultSummary => ({
  result_id: id,
  kind: "website-roast",
  subject,
  created_at: `2026-11-${String(day).padStart(2, "0")}T09:00:00.000Z`,
  ...(score !== undefined && { score }),
});

describe("a page's score over its roasts", () => {
  it("is kept for pages judged more than once, oldest first, on the newest result", () => {
    const newestFirst = [
      result("c", "https://acme.example", 24, 71),
      result("x", "https://other.example", 23, 40),
      result("b", "https://acme.example", 20, 62),
      result("n", "https://acme.example", 19),
      result("a", "https://acme.example", 12, 48),
    ];
    const trends = scoreTrends(newestFirst);
    expect([...trends.keys()]).toEqual(["c"]);
    expect(trends.get("c")!.map((point) => point.score)).toEqual([48, 62, 71]);
  });

  it("says the scores and the change in words, and draws one point per roast", () => {
    const html = renderToStaticMarkup(
      <ScoreTrend
        subject="https://acme.example"
        points={[
          { score: 48, at: "2026-11-12" },
          { score: 62, at: "2026-11-20" },
          { score: 71, at: "2026-11-24" },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Score over 3 roasts of https://acme.example: 48, 62, 71 (up 23)."');
    expect(html.match(/<circle/g)).toHaveLength(3);
    expect(html).toContain("results-trend-up");
  });
});
