import { describe, expect, it } from "vitest";
import { critiqueHtml } from "./checks/index.ts";
import { maxRuleBasedScore, ruleBasedNotChecked } from "./checks/page-report.ts";
import { unmeasuredWeightNote } from "./checks/critique.ts";
import { reportToMarkdown } from "./report/markdown.ts";
import type { PageMeasurements } from "./capture/types.ts";
import { designShownMeasured, measuredInBrowser, notVisitorsSpeed, seenInBrowser, withCapture } from "./with-capture.ts";

const html = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northwind Ledger: month-end close in two days</title><link rel="stylesheet" href="/s.css"></head>
<body><h1>Close your books in two days</h1><p>For finance teams.</p><a href="/demo">Book a demo</a></body></html>`;
const page = critiqueHtml(Buffer.from(html), "website-roast").report;
const started = {
  id: "capture-id-0000000000",
  capturedAt: new Date("2026-11-27T10:00:00Z"),
  outcome: Promise.resolve({ ok: false } as never),
};
const views = [
  { name: "desktop" as const, width: 1440, height: 900, fullHeight: 900, pageHeight: 900 },
  { name: "mobile" as const, width: 390, height: 844, fullHeight: 844, pageHeight: 844 },
];
const contrast = (ratio: number) => ({
  text: "Close your books in two days",
  fontSizePx: 16,
  large: false,
  ratio,
  foreground: "#111111",
  background: "#ffffff",
});
const passing: PageMeasurements = {
  headline: contrast(18),
  callToAction: contrast(5.2),
  images: { bytes: 120 * 1024, count: 2, largest: { url: "https://example.com/hero.jpg", bytes: 90 * 1024 } },
  page: { bytes: 400 * 1024, requests: 6 },
  timings: { domContentLoadedMs: 200, loadMs: 400, largestPaintMs: 500 },
};
const measuredWith = (measured: PageMeasurements, judge: "rules" | "model-from-html" = "rules") =>
  withCapture(page, started, { ok: true, views, text: { desktop: [], mobile: [] }, captureMs: 1500, measured }, judge);
const category = (report: typeof page, name: string) => report.categories.find((each) => each.name === name)!;

describe("a rule-based report with the checks measured in the browser", () => {
  it("lifts Speed and weight and Accessibility past what HTML alone can earn when the checks pass", () => {
    expect(category(page, "Speed and weight").score).toBe(7);
    const report = measuredWith(passing);
    expect(category(report, "Speed and weight").score).toBe(10);
    expect(category(report, "Accessibility").score).toBeGreaterThan(category(page, "Accessibility").score);
    expect(report.score).toBeGreaterThan(page.score);
    expect(report.checks!.map((check) => [check.id, check.status])).toEqual([
      ["headline-contrast", "pass"],
      ["cta-contrast", "pass"],
      ["image-weight", "pass"],
      ["load-time", "pass"],
    ]);
    expect(category(report, "Speed and weight").evidence.map((each) => each.note)).not.toContain(unmeasuredWeightNote);
    expect(report.calibration).not.toContain(`is ${maxRuleBasedScore}.`);
  });

  it("takes points off for failing contrast, heavy images and a slow paint, says why, and makes them fixes", () => {
    const report = measuredWith({
      ...passing,
      headline: contrast(2.1),
      images: { bytes: 3 * 1024 * 1024, count: 3, largest: { url: "https://example.com/huge.png", bytes: 2 * 1024 * 1024 } },
      timings: { domContentLoadedMs: 900, loadMs: 5200, largestPaintMs: 5000 },
    });
    expect(category(report, "Speed and weight").score).toBe(6);
    expect(category(report, "Accessibility").score).toBeLessThan(category(measuredWith(passing), "Accessibility").score);
    expect(category(report, "Accessibility").evidence.at(-2)!.note).toBe("Measured in the browser: headline contrast 2.10:1 (fails).");
    expect(report.fixes.map((fix) => fix.title)).toContain(
      "Give the headline more contrast with what is behind it: darker text or a lighter background.",
    );
    // Five fixes at most, by impact: a measured failure outranks a low-impact fix from the HTML.
    expect(report.fixes).toHaveLength(5);
    expect(report.fixes.map((fix) => fix.impact)).not.toContain("low");
  });

  it("says what was measured and what still was not, truthfully", () => {
    const report = measuredWith(passing);
    expect(report.read.slice(-2)).toEqual([measuredInBrowser, seenInBrowser]);
    expect(report.notChecked).toEqual([designShownMeasured, notVisitorsSpeed, ...ruleBasedNotChecked.slice(2)]);
    const markdown = reportToMarkdown(report, { engine: "rule-based" });
    expect(markdown).toContain("## Checked in code");
    expect(markdown).toContain(
      "- **Headline contrast: 18.00:1, Pass.** “Close your books in two days” is drawn #111111 on #ffffff (16 px); WCAG 2.2 AA asks for at least 4.5:1.",
    );
  });

  it("leaves a model's scores its own, and shows the checks beside them", () => {
    const report = measuredWith({ ...passing, headline: contrast(2.1) }, "model-from-html");
    expect(report.score).toBe(page.score);
    expect(report.categories.map((each) => each.score)).toEqual(page.categories.map((each) => each.score));
    expect(report.checks![0]!.status).toBe("fail");
  });

  it("changes nothing in the score when the browser measured nothing", () => {
    const report = withCapture(page, started, { ok: true, views, text: { desktop: [], mobile: [] }, captureMs: 1500 }, "rules");
    expect(report.score).toBe(page.score);
    expect(report.checks).toBeUndefined();
    expect(report.notChecked).toContain(ruleBasedNotChecked[1]);
  });
});
