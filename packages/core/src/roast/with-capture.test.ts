import { describe, expect, it } from "vitest";
import { critiqueHtml } from "./checks/index.ts";
import { ruleBasedNotChecked } from "./checks/page-report.ts";
import { designShownNotScored, seenInBrowser, withCapture } from "./with-capture.ts";

const page = critiqueHtml(
  Buffer.from("<!doctype html><title>Acme</title><h1>Payroll for dentists</h1><a href=/demo>Book a demo</a>"),
  "website-roast",
).report;
const started = {
  id: "capture-id-0000000000",
  capturedAt: new Date("2026-11-27T10:00:00Z"),
  outcome: Promise.resolve({ ok: false } as never),
};

describe("a report joined to its capture", () => {
  it("says there are no screenshots, in plain words, when the browser could not open the page", () => {
    const report = withCapture(
      page,
      started,
      { ok: false, reason: "The page could not be opened in a browser", detail: "net::ERR_ABORTED" },
      "rules",
    );
    expect(report.capture).toBeUndefined();
    expect(report.notChecked.at(-1)).toBe("How the page looks: The page could not be opened in a browser, so there are no screenshots.");
    expect(report.notChecked.join(" ")).not.toContain("ERR_ABORTED");
  });

  it("says what was seen, and no longer claims the page was never rendered", () => {
    const views = [
      { name: "desktop" as const, width: 1440, height: 900, fullHeight: 900, pageHeight: 900 },
      { name: "mobile" as const, width: 390, height: 844, fullHeight: 844, pageHeight: 844 },
    ];
    const text = { desktop: [{ text: "Payroll for dentists", box: { x: 8, y: 20, width: 400, height: 37 } }], mobile: [] };
    const report = withCapture(page, started, { ok: true, views, text, captureMs: 2100 }, "rules");
    expect(report.read.at(-1)).toBe(seenInBrowser);
    expect(report.notChecked).not.toContain(ruleBasedNotChecked[0]);
    expect(report.notChecked[0]).toBe(designShownNotScored);
    expect(report.capture).toMatchObject({ id: started.id, capturedAt: "2026-11-27T10:00:00.000Z", views });
    expect(report.capture!.pins.find((pin) => pin.quote === "Payroll for dentists")!.boxes).toEqual({
      desktop: { x: 8, y: 20, width: 400, height: 37 },
    });
  });
});
