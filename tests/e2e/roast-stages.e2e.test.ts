// While a roast is written the waiting card shows its stages as they happen (issue 46, Deliver 3):
// here the browser capture is held, so the page is seen waiting on the screenshots, at 1280 and
// 360 px, before the report replaces the stages.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { useCaptureSuite } from "../support/capture-suite.ts";

const shots = process.env.SCREENSHOT_DIR;

describe.skipIf(!hasChromium)("the stages of a roast", () => {
  const suite = useCaptureSuite();

  it.each([
    { width: 1280, height: 900 },
    { width: 360, height: 800 },
  ])("are shown as they happen at $width px, the screenshots under way while the browser waits", async (viewport) => {
    const { browser, stack, site } = suite;
    const release = site.hold();
    site.changePage("bare", (html) =>
      html.includes("/held.css") ? html : html.replace("</head>", '<link rel="stylesheet" href="/held.css"></head>'),
    );
    const context = await contextWithAccess(browser, stack, { viewport });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.url}/level-3-roast-website`);
      await page.getByLabel("Website URL *").fill(site.url("bare"));
      await page.getByRole("button", { name: "Submit URL" }).click();

      const progress = page.getByRole("list", { name: "Progress" });
      const underWay = progress.locator('[aria-current="step"]');
      await underWay.filter({ hasText: "Taking screenshots at desktop and mobile width" }).waitFor();
      const stages = await progress.getByRole("listitem").allInnerTexts();
      // Opened and read first; scored, unless the page joined after it (then it cannot know).
      expect([
        ["Opening the page", "Reading it: the headline, the offer, the proof and the asks", "Scoring it on the published rubric"],
        ["Opening the page", "Reading it: the headline, the offer, the proof and the asks"],
      ]).toContainEqual(stages.slice(0, -1));
      expect(stages.at(-1)).toBe("Taking screenshots at desktop and mobile width");
      expect(await axeViolations(page)).toEqual([]);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        await page
          .getByRole("region", { name: /Roasting Your Website/ })
          .screenshot({ path: `${shots}/roast-stages-${viewport.width}.png` });
      }

      release();
      await page.locator(".report-view:not([aria-busy])").waitFor();
      expect(await progress.count()).toBe(0);
    } finally {
      release();
      await context.close();
    }
  });
});
