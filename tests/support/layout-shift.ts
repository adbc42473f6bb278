// How far a gated page moves when its content replaces the skeleton: the sum of Chromium's
// layout-shift entries (what CLS adds up), from the first paint until the content is drawn.
import type { Browser, Locator } from "playwright-core";

export interface LayoutShiftRun {
  url: string;
  viewport: { width: number; height: number };
  /** The sessionStorage entry that holds the visitor's access. */
  access: [key: string, value: string];
}

export interface LayoutShift {
  total: number;
  /** The elements that moved, as "tag.class". */
  sources: string[];
  /** How far the first card is drawn from where its skeleton stood, in CSS pixels: a jump the
   * layout-shift entries do not count, since the skeleton is replaced rather than moved. */
  firstCardJump: number;
}

const cardSkeleton = ".library-skeleton-card, [class*='guides-skeleton-']";
const card = ".library-card, .guides-card:not(.skeleton)";

export async function gatedLayoutShift(browser: Browser, { url, viewport, access }: LayoutShiftRun): Promise<LayoutShift> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  try {
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), access);
    await context.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null }>;
        }>) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map(({ node }) =>
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
          );
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Hold the content back until the skeleton is on screen, as on a slow connection.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route("**/api/content/**", async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(".skeleton").first().waitFor();
    const skeletonTop = await topOf(page.locator(cardSkeleton).first());
    release();
    await page.locator(".skeleton").first().waitFor({ state: "detached" });
    const cardTop = await topOf(page.locator(card).first());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts,
    );
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      sources: [...new Set(shifts.flatMap((shift) => shift.sources))],
      firstCardJump: Math.abs(cardTop - skeletonTop),
    };
  } finally {
    await context.close();
  }
}

async function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}
