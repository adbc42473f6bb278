import { describe, expect, it } from "vitest";
import { funnelStepLabels, funnelSteps, type AnalyticsOverview } from "@ai-leaders/core/analytics";
import { emptyOverview } from "./overview-fixture.ts";
import { panelCsv } from "./csv-file.ts";
import { nothingCounted, overviewPanels, shareOf, type Panel } from "./panels.ts";

const overview = (changes: Partial<AnalyticsOverview> = {}) => emptyOverview(7, changes);
const panel = (all: Panel[], id: string) => all.find((candidate) => candidate.id === id)!;

describe("the Overview's charts", () => {
  it("says nothing was counted, and each chart what will appear, when the range is empty", () => {
    const empty = overview();
    expect(nothingCounted(empty)).toBe(true);
    const panels = overviewPanels(empty);
    expect(panels.map((each) => each.id)).toEqual([
      "visitors",
      "funnel",
      "use",
      "prompts",
      "guides",
      "pages",
      "referrers",
      "campaigns",
      "access-codes",
    ]);
    for (const each of panels) expect(each.empty, each.id).toMatch(/last 7 days/);
  });

  it("draws the funnel with each step's count and its share of the first step, in the chart, the table and the sentence", () => {
    const counts = [4, 2, 1, 1, 0];
    const data = overview({ funnel: funnelSteps.map((step, index) => ({ step, label: funnelStepLabels[step], count: counts[index]! })) });
    expect(nothingCounted(data)).toBe(false);
    const funnel = panel(overviewPanels(data), "funnel");
    expect(funnel.empty).toBeNull();
    expect(funnel.chart).toEqual({
      kind: "bars",
      bars: [
        { label: "Visited the landing page", value: 4, note: "100%" },
        { label: "Subscribed", value: 2, note: "50%" },
        { label: "Got access", value: 1, note: "25%" },
        { label: "Used a prompt or guide", value: 1, note: "25%" },
        { label: "Ran a roast", value: 0, note: "0%" },
      ],
    });
    expect(funnel.table.columns.map((column) => column.header)).toEqual(["Step", "Visitor-days", "% of the first step"]);
    expect(funnel.table.rows[1]).toEqual(["Subscribed", 2, "50%"]);
    expect(funnel.summary).toBe(
      "4 visitor-days on the landing page; of them, subscribed: 2 (50%), got access: 1 (25%), used a prompt or guide: 1 (25%), ran a roast: 0 (0%).",
    );
  });

  it("never divides by a first step of 0", () => {
    expect(shareOf(3, 0)).toBe("–");
    expect(shareOf(1, 3)).toBe("33%");
  });

  it("sums the days for the visitors' sentence and names the busiest day", () => {
    const data = overview();
    data.daily[2] = { ...data.daily[2]!, visitors: 3, pageViews: 5 };
    data.daily[5] = { ...data.daily[5]!, visitors: 1, pageViews: 1 };
    const visitors = panel(overviewPanels(data), "visitors");
    expect(visitors.summary).toBe("4 visitors and 6 page views from 21 Nov to 27 Nov; the busiest day was 23 Nov, with 3 visitors.");
    expect(visitors.chart).toMatchObject({ kind: "lines", dates: data.daily.map((day) => day.date) });
    expect(visitors.table.rows[2]).toEqual(["2026-11-23", 3, 5]);
  });

  it("ranks prompts by copies and Open in together, and lists campaigns by all three parts", () => {
    const data = overview({
      topPrompts: [{ id: "claude:board-memo", title: "Board Memo Prep", library: "claude", copies: 2, openIn: 1 }],
      topCampaigns: [{ source: "newsletter", medium: "email", campaign: "launch", visitors: 2 }],
    });
    const panels = overviewPanels(data);
    expect(panel(panels, "prompts").chart).toEqual({ kind: "bars", bars: [{ label: "Board Memo Prep", value: 3 }] });
    expect(panel(panels, "prompts").summary).toBe("Board Memo Prep leads, with 3 uses in the last 7 days, the only one.");
    expect(panel(panels, "campaigns").table.rows).toEqual([["launch", "newsletter", "email", 2]]);
    expect(panel(panels, "campaigns").chart).toEqual({ kind: "bars", bars: [{ label: "launch (newsletter / email)", value: 2 }] });
  });

  it("writes a chart's table as CSV through the one CSV writer: header, quoting, formula guard", async () => {
    const data = overview({
      topReferrers: [
        { host: "news, daily.example", visitors: 2 },
        { host: "=cmd.example", visitors: 1 },
      ],
    });
    const file = panelCsv(panel(overviewPanels(data), "referrers").table, "referrers.csv");
    expect(file.rows).toBe(2);
    expect(file.fileName).toBe("referrers.csv");
    // ignoreBOM keeps the BOM in the text, where Blob.text() would drop it.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.file.arrayBuffer())).toBe(
      '\uFEFFSite,Visitors\r\n"news, daily.example",2\r\n\'=cmd.example,1\r\n',
    );
  });
});
