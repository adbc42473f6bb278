// "Compare with competitors" in Chromium (issue 27, Deliver 4): a leader roasts their page, compares
// it with two rivals from the kept report, and the table lists all three pages with their scores;
// the comparison's link, opened by someone else, shows the same table.
import { mkdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { KeptResult } from "@ai-leaders/core/results";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { roastFromForm, useCaptureSuite } from "../support/capture-suite.ts";
import { axeViolations } from "../support/axe.ts";

const shots = "/tmp/shots";

describe.skipIf(!hasChromium)("comparing a page with its competitors, in Chromium", () => {
  const suite = useCaptureSuite();
  beforeAll(() => mkdirSync(shots, { recursive: true }));

  /** Each row of the comparison table: its page and its overall score, as the table shows them. */
  async function tableRows(page: Page) {
    const table = page.getByRole("table", {
      name: /Scores on the same rubric/,
    });
    await table.waitFor();
    return table.locator("tbody tr").evaluateAll((rows) =>
      rows.map((row) => ({
        page: row.querySelector("th")!.textContent!.trim(),
        score: Number(row.querySelector("td")!.textContent),
      })),
    );
  }

  async function keptScore(resultId: string) {
    const { result } = (await (await fetch(`${suite.stack.url}/api/results/${resultId}`)).json()) as { result: KeptResult };
    return result.report?.kind === "page" ? result.report.score : null;
  }

  it("lists the leader's page and both rivals with their scores, and the link shows the same table", async () => {
    const { browser, stack, site } = suite;
    const context = await contextWithAccess(browser, stack, {
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await roastFromForm(page, stack, site.url("fault"));
    const permalink = (await page.getByRole("link", { name: /\/r\// }).first().getAttribute("href"))!;
    const leaderId = permalink.split("/r/")[1]!;
    // The live report leads to the comparison on the kept one, scrolled into view.
    await page.getByRole("link", { name: "Compare with competitors" }).click();
    await page.waitForURL(`${stack.url}/r/${leaderId}#compare`);

    const section = page.getByRole("region", {
      name: "Compare with competitors",
    });
    await section.waitFor();
    // Below a long report, yet in view.
    await expect
      .poll(() => section.evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
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
      .poll(() => desktopShots.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth === 1440)))
      .toBe(true);
    await section.screenshot({ path: `${shots}/rivals-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    // Someone the link was shared with: no access code, a phone.
    const other = await browser.newContext({
      viewport: { width: 360, height: 800 },
    });
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
});
