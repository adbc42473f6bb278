// The captured page as a leader sees it in the report, in Chromium: both screenshots, each quoted
// finding's number placed on the words it quotes (checked by coordinates), and the same number
// beside the finding.
import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { roastFromForm, useCaptureSuite } from "../support/capture-suite.ts";
import { extractText, getDocumentProxy } from "unpdf";
import { readFile } from "node:fs/promises";

const headline = "Synergizing next-generation cloud paradigms";

describe.skipIf(!hasChromium)("the report's screenshots in Chromium", () => {
  const suite = useCaptureSuite();

  /** Where the page drew an element, in the page's own CSS px at one width. */
  async function drawnAt(width: number, height: number, isMobile: boolean) {
    const { browser, site } = suite;
    const context = await browser.newContext({ viewport: { width, height }, isMobile, hasTouch: isMobile, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(site.url("fault"));
    const box = (await page.locator("h1").boundingBox())!;
    await context.close();
    return box;
  }

  /** A marker's outline, in the screenshot's own px (the image is scaled to the column). */
  async function markerOnShot(marker: Locator, image: Locator, shotWidth: number) {
    const [outline, shown] = await Promise.all([marker.locator("xpath=..").boundingBox(), image.boundingBox()]);
    const scale = shotWidth / shown!.width;
    return { x: (outline!.x - shown!.x) * scale, y: (outline!.y - shown!.y) * scale, width: outline!.width * scale };
  }

  it("shows the page at both widths with the headline's number on the headline, and beside its finding", async () => {
    const { browser, stack, site } = suite;
    const context = await contextWithAccess(browser, stack, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const report = await roastFromForm(page, stack, site.url("fault"));

    await report.getByRole("heading", { name: "What we saw" }).waitFor();
    const marker = report.getByRole("button", { name: `Finding 1: “${headline}”` });
    await marker.waitFor();

    const desktopShot = report.getByRole("img", { name: "The page at desktop width (1440 px), as our browser saw it" });
    await expect.poll(() => desktopShot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1440);
    const expectedDesktop = await drawnAt(1440, 900, false);
    const onDesktop = await markerOnShot(marker, desktopShot, 1440);
    expect(Math.abs(onDesktop.x - expectedDesktop.x)).toBeLessThan(4);
    expect(Math.abs(onDesktop.y - expectedDesktop.y)).toBeLessThan(4);
    expect(Math.abs(onDesktop.width - expectedDesktop.width)).toBeLessThan(6);

    await report.getByRole("button", { name: /Mobile/ }).click();
    const mobileShot = report.getByRole("img", { name: "The page at mobile width (390 px), as our browser saw it" });
    await expect.poll(() => mobileShot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(390);
    const expectedMobile = await drawnAt(390, 844, true);
    const onMobile = await markerOnShot(report.getByRole("button", { name: `Finding 1: “${headline}”` }), mobileShot, 390);
    expect(Math.abs(onMobile.x - expectedMobile.x)).toBeLessThan(4);
    expect(Math.abs(onMobile.y - expectedMobile.y)).toBeLessThan(4);

    // The finding that quotes the headline carries the same number.
    const firstImpression = report.locator(".report-card", { has: page.getByRole("heading", { name: "First impression" }) });
    expect(await firstImpression.getByText(headline).count()).toBeGreaterThan(0);
    await firstImpression.getByRole("button", { name: "Show finding 1 on the screenshot" }).first().click();
    expect(await report.getByRole("button", { name: `Finding 1: “${headline}”` }).getAttribute("aria-current")).toBe("true");
    await context.close();
  });

  it("downloads the report as a one-page PDF brief, drawn by the server's browser, from the kept report", async () => {
    const { browser, stack, site } = suite;
    const context = await contextWithAccess(browser, stack, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await roastFromForm(page, stack, site.url("fault"));
    const permalink = await page.getByRole("link", { name: /\/r\// }).first().getAttribute("href");
    await page.goto(permalink!.startsWith("http") ? permalink! : `${stack.url}${permalink}`);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^brief-127\.0\.0\.1-\d+\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBe(1);
    // A long quote wraps in the legend: "next-" at a line's end.
    expect(text.replace(/-\s+/g, "-").replace(/\s+/g, " ")).toContain(`1 “${headline}”`);
    await page.getByRole("status").filter({ hasText: "PDF downloaded" }).waitFor();
    await context.close();
  });
});
