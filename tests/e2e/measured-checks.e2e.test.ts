// The checks measured in the browser as a leader reads them on the kept report (/r/{id}): apart
// from the judged categories, each with its status in words, at a laptop's and a phone's width.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { chromiumPath, hasChromium, launchChromium } from "../support/browser.ts";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, startTestStack } from "../support/test-stack.ts";
import { startCaptureSite } from "../support/capture-site.ts";

const generous = { limit: 10_000, windowSeconds: 600 };

describe.skipIf(!hasChromium)("the measured checks on the kept report, in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let site: Awaited<ReturnType<typeof startCaptureSite>>;
  let resultId: string;

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "app.html"))) throw new Error("Build the site first: npm run build");
    browser = await launchChromium();
    site = await startCaptureSite();
    stack = await startTestStack({
      settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", CHROMIUM_PATH: chromiumPath },
      rateLimits: { ...rateLimits, workflow: generous },
    });
    const { token } = await requestAccessGrant(stack);
    const headers = { "content-type": "application/json", "x-access-token": token };
    const started = await postJson(`${stack.url}/api/workflows/website-roast`, { url: site.url("heavy") }, { headers });
    const done = await eventually(async () => {
      const response = await fetch(`${stack.url}/api/get-analysis-result?session_id=${started.json.session_id}`, { headers });
      const json = (await response.json()) as any;
      return json.success ? json.data : undefined;
    });
    resultId = done.result_id;
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.close();
    await browser?.close();
  });

  it.each([1280, 360])("lists each check with its status in words at %i px, within the column", async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${stack.url}/r/${resultId}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Checked in code" }) });
    await section.waitFor();
    const rows = section.getByRole("listitem");
    await expect.poll(() => rows.allInnerTexts()).toEqual([
      expect.stringMatching(/^Fail\s+Headline contrast\s+1\.\d\d:1\s+“Gallery-grade photo prints, shipped in 48 hours” is drawn #c8c8c8 on #ffffff/),
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
  });
});
