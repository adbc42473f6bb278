// Where a toast appears: away from the control that raised it, and, at the top, below the header's
// controls on screen, never over them (an outside review found toasts covering the header's links).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";
import { paths } from "../../packages/web/src/config/paths.ts";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(!hasChromium)("a toast at the top", () => {
  let browser: Browser;
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it.each([
    { width: 1280, height: 1000 },
    { width: 360, height: 1400 },
  ])("covers none of the header's controls at $width px when the vote that raised it is low on the screen", async (viewport) => {
    const context = await contextWithAccess(browser, stack, { viewport });
    const page = await context.newPage();
    await page.goto(`${stack.url}${paths.vote}`);
    const tools = page.getByRole("list", { name: "Predefined tools" });
    await tools.waitFor();
    // The lowest vote on screen while the page is at its top, with the header in view.
    const votes = await tools.getByRole("button", { name: /^Vote for / }).all();
    const onScreen = [];
    for (const vote of votes) {
      const box = (await vote.boundingBox())!;
      if (box.y + box.height <= viewport.height) onScreen.push({ vote, box });
    }
    const lowest = onScreen.sort((a, b) => b.box.y - a.box.y)[0]!;
    expect(lowest.box.y).toBeGreaterThan(viewport.height / 2);
    await lowest.vote.focus();
    await page.keyboard.press("Enter");
    const toast = page.getByTestId("toast").filter({ hasText: "Vote recorded" });
    await toast.waitFor();
    const shown = (await toast.boundingBox())!;
    expect(shown.y).toBeLessThan(viewport.height / 2);

    const headerControls = page.locator("header a, header button, nav a, nav button");
    let checked = 0;
    for (const control of await headerControls.all()) {
      const box = await control.boundingBox();
      if (!box || box.y + box.height <= 0 || box.y >= viewport.height) continue;
      checked++;
      expect(overlaps(shown, box), (await control.innerText()) || "a header control").toBe(false);
    }
    expect(checked).toBeGreaterThan(0);
    await context.close();
  });
});
