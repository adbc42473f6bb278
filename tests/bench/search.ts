// Issue 15: the search's time per keystroke over all the content, in Chromium on the hub. A
// 12-character query is typed one key at a time, at a fast typist's pace, and each key is timed
// from its press to the frame that paints its results (issue 31: what a person sees, not the DOM
// insertion), as the browser itself reports it (the Event Timing API, as INP is measured).
// The peer's search (its prompt library's filter box) is timed the same way.
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export interface SearchKeystrokeFigures {
  label: string;
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
}

const query = "leadership c";
/** Rounds counted per page and CPU setting, after one to warm up: 180 keys, so a p95 rests on nine. */
const rounds = 15;
/** About 120 words a minute. */
const typingDelayMs = 100;
const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

/** A page with a search box, and where its results are drawn. */
export interface SearchPage {
  url: string;
  /** The search box's accessible name. */
  box: string;
  /** Sets up the visitor (ours: an access grant). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Readies the page once open (ours: the first focus fetches the entries). */
  ready?: (page: Page) => Promise<void>;
}

/** Ours: the hub's search over all the content, with the entries fetched before the clock starts. */
export function ourSearchPage(baseUrl: string, accessGrant: string): SearchPage {
  return {
    url: `${baseUrl}/level-2/workflows`,
    box: "Search prompts and guides",
    prepare: async (context) =>
      void (await context.addInitScript((grant) => window.sessionStorage.setItem("ai-leaders.access", grant), accessGrant)),
    ready: async (page) => {
      // The first focus fetches the entries; the clock measures searching, not the network.
      const loaded = page.waitForResponse((response) => response.url().endsWith("/api/content/search"));
      await page.getByLabel("Search prompts and guides", { exact: true }).focus();
      await loaded;
      await page.locator(".content-search-output").first().waitFor({ state: "attached" });
    },
  };
}

/** The peer's: its prompt library's filter over its prompts. */
export function peerSearchPage(baseUrl: string): SearchPage {
  return { url: `${baseUrl}/prompts`, box: "Search prompts" };
}

/** A search page opened and ready, with a way to type one round into it and read each key's time. */
interface OpenSearch {
  typeRound(): Promise<number[]>;
  setCpuSlowdown(rate: number): Promise<void>;
}

async function openSearch(browser: Browser, target: SearchPage): Promise<OpenSearch> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await target.prepare?.(context);
  const page = await context.newPage();
  await page.goto(target.url);
  const searchBox = page.getByLabel(target.box, { exact: true });
  await searchBox.waitFor();
  await target.ready?.(page);
  // The Event Timing API: a key's entry lasts from the key press to the next frame painted after
  // it was handled (the search answers within the same task). Entries under 16 ms are not
  // reported: such a key counts as 16 ms.
  await page.evaluate(() => {
    const state = window as unknown as { keyPaints: number[]; keys: number };
    state.keyPaints = [];
    state.keys = 0;
    document.addEventListener("keydown", () => state.keys++, true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "keydown") state.keyPaints.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  const takeTimings = () =>
    page.evaluate(() => {
      const state = window as unknown as { keyPaints: number[]; keys: number };
      const timings = [...state.keyPaints.splice(0), ...Array.from({ length: state.keys }, () => 16)].slice(0, state.keys);
      state.keys = 0;
      return timings;
    });
  const session = await context.newCDPSession(page);
  return {
    async typeRound() {
      await searchBox.focus();
      await page.keyboard.type(query, { delay: typingDelayMs });
      // Room for the last key's frame to be painted and reported.
      await page.waitForTimeout(300);
      const taken = await takeTimings();
      await searchBox.fill("");
      await page.waitForTimeout(300);
      await takeTimings();
      return taken;
    },
    setCpuSlowdown: async (rate) => void (await session.send("Emulation.setCPUThrottlingRate", { rate })),
  };
}

const figures = (label: string, timings: number[]): SearchKeystrokeFigures => ({
  label,
  keystrokes: timings.length,
  p50: percentile(timings, 0.5),
  p95: percentile(timings, 0.95),
  max: Math.max(...timings),
});

/**
 * Each page's keystroke figures at desktop speed and at 4x CPU slowdown, in the order given: one
 * page at a time, each in a browser of its own, so nothing else runs beside the one typed into.
 */
export async function benchSearchKeystrokes(
  targets: SearchPage[],
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
): Promise<SearchKeystrokeFigures[][]> {
  const results: SearchKeystrokeFigures[][] = [];
  for (const target of targets) {
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      const page = await openSearch(browser, target);
      const figuresOfPage: SearchKeystrokeFigures[] = [];
      for (const [label, rate] of [
        ["desktop CPU", 1],
        ["4x CPU slowdown (mid-range phone)", 4],
      ] as const) {
        await page.setCpuSlowdown(rate);
        // The first round warms the page up (JIT, first renders of the result rows).
        await page.typeRound();
        const timings: number[] = [];
        for (let round = 0; round < rounds; round++) timings.push(...(await page.typeRound()));
        figuresOfPage.push(figures(label, timings));
      }
      results.push(figuresOfPage);
    } finally {
      await browser.close();
    }
  }
  return results;
}
