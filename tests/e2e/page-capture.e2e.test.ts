// The roast of a captured page as a leader follows it in Chromium, from the form to the kept report:
// both screenshots with each quoted finding's number on the words it quotes (checked by
// coordinates), the one-page PDF brief, the comparison with two rivals and its shared link; and the
// checks measured in the browser, each with its status in words, at a laptop's and a phone's width.
// (Was page-capture, rivals and measured-checks: one stack, one browser lease.)
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import type { KeptResult } from "@ai-leaders/core/roast/store";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess, requestAccessGrant } from "../support/access.ts";
import { roastFromForm, useCaptureSuite } from "../support/capture-suite.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, postJson } from "../support/test-stack.ts";

const headline = "Synergizing next-generation cloud paradigms";
const shots = "/tmp/shots";

describe.skipIf(!hasChromium)("a captured page's roast, from the form to the kept report, in Chromium", () => {
  const suite = useCaptureSuite();
  beforeAll(() => mkdirSync(shots, { recursive: true }));

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

  /** A marker's outline (drawn just before its number), in the screenshot's own px (the image is scaled to the column). */
  async function markerOnShot(marker: Locator, image: Locator, shotWidth: number) {
    const [outline, shown] = await Promise.all([marker.locator("xpath=preceding-sibling::div[1]").boundingBox(), image.boundingBox()]);
    const scale = shotWidth / shown!.width;
    return { x: (outline!.x - shown!.x) * scale, y: (outline!.y - shown!.y) * scale, width: outline!.width * scale };
  }

  /** Each row of the comparison table: its page and its overall score, as the table shows them. */
  async function tableRows(page: Page) {
    const table = page.getByRole("table", { name: /Scores on the same rubric/ });
    await table.waitFor();
    return table.locator("tbody tr").evaluateAll((rows) =>
      rows.map((row) => ({
        page: row.querySelector("th")!.textContent!.trim(),
        score: Number(row.querySelector("td")!.textContent),
      })),
    );
  }

  async function keptScore(resultId: string) {
    const { result } = (await (await suite.stack.request(`/api/results/${resultId}`)).json()) as { result: KeptResult };
    return result.report?.kind === "page" ? result.report.score : null;
  }

  it("shows the page at both widths with the headline's number on it, downloads the brief, and compares it with two rivals", async () => {
    const { browser, stack, site } = suite;
    const context = await contextWithAccess(browser, stack, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const report = await roastFromForm(page, stack, site.url("fault"));

    // The screenshots, with the headline's number on the headline.
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

    // Every number on screen is whole inside the frame, at least 24 px to tap, and none covers another.
    const numbers = await report.locator(".report-pin-number").evaluateAll((elements) =>
      elements
        .filter((element) => !element.closest(".report-shot-print-only"))
        .map((element) => {
          const drawn = element.getBoundingClientRect();
          const frame = element.closest(".report-shot-frame")!.getBoundingClientRect();
          return {
            left: drawn.left,
            top: drawn.top,
            size: Math.min(drawn.width, drawn.height),
            inside: drawn.left >= frame.left && drawn.right <= frame.right,
          };
        }),
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (const [index, number] of numbers.entries()) {
      expect(number.inside).toBe(true);
      expect(number.size).toBeGreaterThanOrEqual(24);
      for (const other of numbers.slice(index + 1))
        expect(Math.abs(number.left - other.left) >= number.size || Math.abs(number.top - other.top) >= number.size).toBe(true);
    }

    // The finding that quotes the headline carries the same number.
    const firstImpression = report.locator(".report-card", { has: page.getByRole("heading", { name: "First impression" }) });
    expect(await firstImpression.getByText(headline).count()).toBeGreaterThan(0);
    await firstImpression.getByRole("button", { name: "Show finding 1 on the screenshot" }).first().click();
    expect(await report.getByRole("button", { name: `Finding 1: “${headline}”` }).getAttribute("aria-current")).toBe("true");

    // The live report leads to the comparison on the kept one, scrolled into view.
    const permalink = (await page.getByRole("link", { name: /\/r\// }).first().getAttribute("href"))!;
    const leaderId = permalink.split("/r/")[1]!;
    await page.getByRole("link", { name: "Compare with competitors" }).click();
    await page.waitForURL(`${stack.url}/r/${leaderId}#compare`);
    const section = page.getByRole("region", { name: "Compare with competitors" });
    await section.waitFor();
    // Below a long report, yet in view.
    await expect
      .poll(() =>
        section.evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().top < window.innerHeight),
      )
      .toBe(true);

    // The kept report's one-page PDF brief, drawn by the server's browser.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^brief-127\.0\.0\.1-\d+\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBe(1);
    // A long quote wraps in the legend: "next-" at a line's end.
    expect(text.replace(/-\s+/g, "-").replace(/\s+/g, " ")).toContain(`1 “${headline}”`);
    await page.getByRole("status").filter({ hasText: "PDF downloaded" }).waitFor();

    // Two rivals: the table lists all three pages with their kept scores.
    await section.getByLabel("Competitor page 1").fill(site.url("designed"));
    await section.getByLabel("Competitor page 2").fill(site.url("bare"));
    await section.getByRole("button", { name: "Compare" }).click();
    await section
      .getByRole("status")
      .filter({ hasText: /Roasting 2 competitor pages/ })
      .waitFor();
    const rows = await tableRows(page);
    const host = new URL(site.url("bare")).host;
    expect(rows.map((row) => row.page)).toEqual([`${host}/fault (this page)`, `${host}/designed`, `${host}/bare`]);
    // The comparison heading takes the focus when it appears.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("How you compare");

    // The address now names the comparison: the rivals' kept results.
    const link = new URL(page.url());
    const rivalIds = link.searchParams.get("vs")!.split(",");
    expect(link.pathname).toBe(`/r/${leaderId}`);
    expect(rivalIds).toHaveLength(2);
    expect(rows.map((row) => row.score)).toEqual(await Promise.all([leaderId, ...rivalIds].map(keptScore)));

    const desktopShots = section.getByRole("img", { name: /above the fold/ });
    expect(await desktopShots.count()).toBe(3);
    await expect
      .poll(() =>
        desktopShots.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth === 1440)),
      )
      .toBe(true);
    await section.screenshot({ path: `${shots}/rivals-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // Someone the link was shared with: no access code, a phone.
    const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const shared = await other.newPage();
    await shared.goto(link.href);
    expect(await tableRows(shared)).toEqual(rows);
    // The table scrolls inside its box; the page itself does not scroll sideways.
    expect(await shared.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const shot of await shared.getByRole("img", { name: /above the fold/ }).all()) {
      await shot.scrollIntoViewIfNeeded();
      await expect.poll(() => shot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1440);
    }
    await shared.getByRole("region", { name: "Compare with competitors" }).screenshot({ path: `${shots}/rivals-360.png` });
    expect(await axeViolations(shared)).toEqual([]);

    // A rival whose kept result is gone is said plainly; the rest still compare.
    await shared.goto(`${stack.url}/r/${leaderId}?vs=${rivalIds[0]},AAAAAAAAAAAAAAAAAAAAAA`);
    await shared.getByText(/One page of this comparison no longer exists/).waitFor();
    expect((await tableRows(shared)).map((row) => row.page)).toEqual([`${host}/fault (this page)`, `${host}/designed`]);
    await other.close();
  });

  describe("the checks measured in the browser, on the kept report", () => {
    let resultId: string;

    beforeAll(async () => {
      const { stack, site } = suite;
      const { token } = await requestAccessGrant(stack);
      const headers = { "content-type": "application/json", "x-access-token": token };
      const started = await postJson(stack.request, `/api/workflows/website-roast`, { url: site.url("heavy") }, { headers });
      const done = await eventually(async () => {
        const response = await stack.request(`/api/get-analysis-result?session_id=${started.json.session_id}`, { headers });
        const json = (await response.json()) as { success: boolean; data?: { result_id: string } };
        return json.success ? json.data : undefined;
      });
      resultId = done.result_id;
    });

    it.each([1280, 360])(
      "lists each check with its status in words at %i px, before the judged categories and within the column",
      async (width) => {
        const page = await suite.browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${suite.stack.url}/r/${resultId}`);
        const section = page.locator("section", { has: page.getByRole("heading", { name: "Checked in code" }) });
        await section.waitFor();
        const rows = section.getByRole("listitem");
        await expect
          .poll(() => rows.allInnerTexts())
          .toEqual([
            expect.stringMatching(
              /^Fail\s+Headline contrast\s+1\.\d\d:1\s+“Gallery-grade photo prints, shipped in 48 hours” is drawn #c8c8c8 on #ffffff/,
            ),
            expect.stringMatching(/^Pass\s+Call-to-action contrast\s+\d+\.\d\d:1/),
            expect.stringMatching(/^Warning\s+Image weight\s+1\.0 MB\s+1 image/),
            expect.stringMatching(/^(Pass|Warning|Fail)\s+Loading time\s+(\d+ ms|\d+\.\d s)\s+The largest content was painted at/),
          ]);
        // Measurements come before the judged categories.
        const [checksTop, categoriesTop] = await Promise.all([
          section.boundingBox(),
          page.getByRole("heading", { name: "Category scores" }).boundingBox(),
        ]);
        expect(checksTop!.y).toBeLessThan(categoriesTop!.y);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await page.close();
      },
    );
  });
});
