// Gated pages draw a skeleton while their content is on its way (issue 15): when it arrives, it
// takes the skeleton's place without moving anything already on screen. Measured with Chromium's
// layout-shift entries (the ones CLS adds up) at a phone's width and a laptop's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { toolIds } from "@ai-leaders/core/content";
import { accessStorageKey, requestAccessGrant } from "../support/access.ts";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { startTestStack } from "../support/test-stack.ts";
import { gatedLayoutShift } from "../support/layout-shift.ts";

const gatedPages = [
  ...toolIds.map((tool) => `/prompts/${tool}`),
  "/level-3-build-website",
  "/level-3-improve-landing-page",
  "/level-3-research-report",
  "/level-3-expert-panel",
  "/level-3-market-decision",
];

describe.skipIf(!hasChromium)("gated content arriving in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let accessGrant: string;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    accessGrant = JSON.stringify(await requestAccessGrant(stack));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it.each([
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ])("moves nothing on any gated page when its content arrives, at $width px", async (viewport) => {
    const shifts: string[] = [];
    for (const path of gatedPages) {
      const shift = await gatedLayoutShift(browser, { url: stack.url + path, viewport, access: [accessStorageKey, accessGrant] });
      if (shift.total >= 0.001) shifts.push(`${path}: ${shift.total.toFixed(4)} (${shift.sources.join(", ")})`);
      if (shift.firstCardJump > 1) shifts.push(`${path}: the first card is drawn ${shift.firstCardJump} px from its skeleton`);
    }
    expect(shifts).toEqual([]);
  });
});
