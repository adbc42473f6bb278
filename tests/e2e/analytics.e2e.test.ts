// First-party analytics in Chromium (issue 30, Deliver 3): a visit's page views (with the entry's
// referrer host and campaign), a prompt copied and opened in a tool, a guide step done, all reach
// the counters in batches the page sends as it is hidden (Playwright cannot see beacons: the table
// is read); a browser with Do Not Track or Global Privacy Control sends nothing at all, and no
// cookie or stored identifier is ever made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { utcDay } from "@ai-leaders/core/analytics";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { accessStorageKey, requestAccessGrant } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { scanTable, startTestStack } from "../support/test-stack.ts";

describe.skipIf(!hasChromium)("first-party analytics in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let accessGrant: string;

  beforeAll(async () => {
    browser = await launchChromium();
    stack = await startTestStack();
    accessGrant = JSON.stringify(await requestAccessGrant(stack));
  });
  afterAll(async () => {
    await stack?.stop();
    await browser?.close();
  });

  /** A visitor with access, a clipboard, no way out to the internet, and optionally a privacy signal. */
  async function visitor(privacy: "none" | "dnt" | "gpc" = "none"): Promise<BrowserContext> {
    const context = await browser.newContext();
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [accessStorageKey, accessGrant]);
    if (privacy === "dnt") await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
    if (privacy === "gpc") await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.url });
    await context.route("https://claude.ai/**", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "ok" }));
    return context;
  }

  /** What the day's counters hold, summed over the shards. */
  async function counted() {
    const day = utcDay(new Date());
    return (await stack.services.analytics.counters(day, day)).get(day);
  }
  const count = async (item: string, attribute: string) => (await counted())?.get(item as never)?.get(attribute) ?? 0;

  /** Everything the visitor does on the site: the landing page from a campaign link, a prompt, a guide step. */
  async function browse(context: BrowserContext) {
    const page = await context.newPage();
    await page.goto(`${stack.url}/?utm_source=LinkedIn&utm_medium=social&utm_campaign=launch`, { referer: "https://news.example.com/story/42" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The counting code loads after the page is running; a visitor who leaves before that is not counted.
    await page.waitForLoadState("networkidle");
    await page.goto(`${stack.url}/prompts/claude`);
    const toggle = page.getByRole("button", { name: "AI Strategy Tutor", exact: true });
    await toggle.click();
    await page.getByRole("button", { name: "Copy prompt template: AI Strategy Tutor" }).click();
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Open in Claude: AI Strategy Tutor (opens in a new tab)" }).click();
    await (await popup).close();
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: /^Mark as done\s*: step 1,/ }).click();
    await page.getByRole("button", { name: /^Done ✓\s*: step 1,/ }).waitFor();
    // Leaving the site hides the page: what is queued goes in a beacon.
    await page.goto("about:blank");
    return { cookies: await context.cookies(), page };
  }

  it("counts a visit's page views, entry referrer and campaign, prompt copy and Open in, and guide step", async () => {
    const visitorsBefore = await count("day", "visitors");
    const context = await visitor();
    const { cookies, page } = await browse(context);
    await expect.poll(() => count("guide", "build-website")).toBe(1);
    expect(await count("route", "/")).toBe(1);
    expect(await count("route", "/prompts/claude")).toBe(1);
    expect(await count("route", "/level-3-build-website")).toBe(1);
    expect(await count("prompt", "copy:claude:ai-strategy-tutor")).toBe(1);
    expect(await count("prompt", "openIn:claude:ai-strategy-tutor")).toBe(1);
    expect(await count("ref#news.example.com", "visitors")).toBe(1);
    expect(await count("utm#linkedin|social|launch", "visitors")).toBe(1);
    expect((await count("day", "visitors")) - visitorsBefore).toBe(1);
    // No cookie, and nothing in the browser's storage names the visitor.
    expect(cookies).toEqual([]);
    await page.goto(`${stack.url}/privacy`);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toMatch(/analytics|visitor/i);
    await context.close();
  });

  it("sends nothing, and nothing is counted, when the browser asks for Do Not Track or Global Privacy Control", async () => {
    for (const privacy of ["dnt", "gpc"] as const) {
      const rows = JSON.stringify((await scanTable(stack, "analytics")).filter((row) => String(row.pk).startsWith("counts#")));
      const context = await visitor(privacy);
      // The test's navigator says DNT or GPC, but no header does: whatever the page sent, the server would count.
      await browse(context);
      // A beacon, had one gone as the last page was left, would have landed by the time another page has loaded and left.
      const page = await context.newPage();
      await page.goto(`${stack.url}/privacy`);
      await page.goto("about:blank");
      expect(JSON.stringify((await scanTable(stack, "analytics")).filter((row) => String(row.pk).startsWith("counts#")))).toBe(rows);
      await context.close();
    }
  });

  it("says on the privacy page exactly what is counted, and that DNT and GPC turn it off", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.url}/privacy`);
    await page.getByRole("heading", { name: "What we count, and what we do not" }).waitFor();
    const text = await page.locator("main").innerText();
    for (const phrase of ["page views by page", "utm_source, utm_medium, utm_campaign", "by the code's label", "votes and suggestions", "no cookie", "Do Not Track", "Global Privacy Control", "changes every day at", "Neither your address nor your user agent is stored"]) {
      expect(text).toContain(phrase);
    }
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }
    await context.close();
  });
});
