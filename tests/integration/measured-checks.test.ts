// Deterministic checks measured in the browser (issue 27, Deliver 3): while the page is captured,
// code measures the contrast of the headline and the main call to action, the weight of the
// images and of the whole page, and the load timings; the report lists them as code's, and the
// rule-based score is no longer capped for what HTML can't show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { capturePage, createFileScreenshotStore, type PageMeasurements } from "@ai-leaders/core/roast/capture";
import { critiqueHtml } from "@ai-leaders/core/roast/checks";
import type { MeasuredCheck, PageReport } from "@ai-leaders/core/roast/report";
import { roastUntilDone, useRoastableStack } from "../support/roast.ts";
import { heavyPng, startCaptureSite, type CapturePage, startCaptureSiteAndBrowser } from "../support/capture-site.ts";
import { chromiumPath, hasChromium } from "../support/browser.ts";

const generous = { limit: 10_000, windowSeconds: 600 };

describe.skipIf(!hasChromium)("what the capture measures in the browser", () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof startCaptureSite>>;
  const store = createFileScreenshotStore(`/tmp/measured-checks-${process.pid}`);

  beforeAll(async () => ({ site, browser } = await startCaptureSiteAndBrowser()));
  afterAll(() => Promise.all([browser?.close(), site?.close()]));

  async function measure(page: CapturePage): Promise<PageMeasurements> {
    const captureId = `measured${page}0000000000`;
    const outcome = await capturePage(browser, { url: site.url(page), captureId }, { store, allowPrivateHosts: true });
    await store.remove(captureId);
    if (!outcome.ok) throw new Error(outcome.detail);
    return outcome.measured!;
  }

  it("reads the designed page's headline and button colours as Chromium drew them, and its timings", async () => {
    const measured = await measure("designed");
    // designed.css: #1b2430 on #f7f5f0 for the H1; white on #c2410c for the call to action.
    expect(measured.headline).toMatchObject({
      text: "Close your books in two days, not ten",
      foreground: "#1b2430",
      background: "#f7f5f0",
      large: true,
    });
    expect(measured.callToAction).toMatchObject({ text: "Book a 20-minute demo", foreground: "#ffffff", background: "#c2410c" });
    expect(measured.callToAction!.ratio).toBeCloseTo(5.18, 1);
    expect(measured.images).toMatchObject({ count: 1, largest: { url: site.url("designed").replace(/designed$/, "hero.svg") } });
    expect(measured.page.requests).toBe(3);
    expect(measured.page.bytes).toBeGreaterThan(measured.images.bytes);
    expect(measured.timings.domContentLoadedMs).toBeGreaterThan(0);
    expect(measured.timings.loadMs).toBeGreaterThanOrEqual(measured.timings.domContentLoadedMs);
    expect(measured.timings.largestPaintMs).toBeGreaterThan(0);
  });

  it("weighs the heavy page's photo to the byte and reads its faint headline", async () => {
    const measured = await measure("heavy");
    expect(measured.images.largest).toEqual({ url: site.url("heavy").replace(/heavy$/, "heavy.png"), bytes: heavyPng.length });
    expect(measured.headline).toMatchObject({ foreground: "#c8c8c8", background: "#ffffff", large: false });
    expect(measured.headline!.ratio).toBeLessThan(3);
  });
});

describe.skipIf(!hasChromium)("the measured checks in a rule-based roast", () => {
  const suite = useRoastableStack(startCaptureSite, {
    settings: { CHROMIUM_PATH: chromiumPath },
    rateLimits: { ...rateLimits, workflow: generous },
  });

  const roast = (url: string) => roastUntilDone(suite.stack, suite.accessToken, url);

  const byId = (checks: MeasuredCheck[] | undefined) => Object.fromEntries((checks ?? []).map((check) => [check.id, check]));

  it("fails the faint headline, warns on the 1 MB photo and names it, and times the page", async () => {
    const { report } = await roast(suite.site.url("heavy"));
    const checks = byId(report.checks);
    expect(checks["headline-contrast"]).toMatchObject({ status: "fail", label: "Headline contrast" });
    expect(checks["cta-contrast"]!.status).toBe("pass");
    expect(checks["image-weight"]).toMatchObject({ status: "warn" });
    expect(checks["image-weight"]!.detail).toContain(`The largest: ${suite.site.url("heavy").replace(/heavy$/, "heavy.png")} (1.0 MB)`);
    expect(checks["load-time"]!.value).toMatch(/^[1-9]\d* ms$|^\d+\.\d s$/);
    // The failures cost points where they count, and the report says so.
    const accessibility = report.categories.find((category) => category.name === "Accessibility")!;
    expect(accessibility.evidence.map((evidence) => evidence.note)).toContain(
      `Measured in the browser: headline contrast ${checks["headline-contrast"]!.value} (fails).`,
    );
    expect(report.read).toContain(
      "Measured in Chromium at 1440 px: the contrast of the headline and the main call to action, the weight of what the page loaded, and its load timings.",
    );
  });

  it("passes the designed page and scores it above what its HTML alone could earn", async () => {
    const { report } = await roast(suite.site.url("designed"));
    const checks = byId(report.checks);
    expect(Object.values(checks).map((check) => [check.id, check.status])).toEqual([
      ["headline-contrast", "pass"],
      ["cta-contrast", "pass"],
      ["image-weight", "pass"],
      // A busy machine may paint late; even a failing time leaves the section above its HTML ceiling.
      ["load-time", expect.stringMatching(/^(pass|warn|fail)$/)],
    ]);
    const html = await (await fetch(suite.site.url("designed"))).arrayBuffer();
    const htmlOnly = critiqueHtml(Buffer.from(html), "website-roast", { url: suite.site.url("designed") }).report;
    const speed = (of: PageReport) => of.categories.find((category) => category.name === "Speed and weight")!.score;
    expect(speed(htmlOnly)).toBe(7);
    expect(speed(report)).toBeGreaterThan(7);
    expect(report.score).toBeGreaterThan(htmlOnly.score);
  });
});
