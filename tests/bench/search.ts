// Issue 15: the search's time per keystroke over all the content, in Chromium on the hub. A
// 12-character query is typed one key at a time, at a fast typist's pace, and each key is timed
// from its press to the frame that paints its results (issue 31: what a person sees, not the DOM
// insertion), as the browser itself reports it (the Event Timing API, as INP is measured).
// The peer's search (its prompt library's filter box) is timed the same way.
import type { BrowserContext, Page } from "playwright-core";
import { launchBenchChromium } from "./setup.ts";

export interface SearchKeystrokeFigures {
  label: string;
  keystrokes: number;
  p50: number;
  p95: number;
  max: number;
}

const query = "leadership c";
/** Blocks per page, each with a warm-up round and three counted ones per CPU setting: 15 counted, 180 keys, so a p95 rests on nine. */
const blocks = 5;
const roundsPerBlock = 3;
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

/**
 * Each page's keystrokes, the pages taking turns: a block is one page in a browser of its own, a
 * warm-up round and then `roundsPerBlock` counted rounds at each CPU setting. A machine that gets
 * busier or quieter during the run does so for every page alike.
 */
export async function benchSearchKeystrokes(
  targets: SearchPage[],
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
): Promise<SearchKeystrokeFigures[][]> {
  const timings = targets.map(() => ({ desktop: [] as number[], throttled: [] as number[] }));
  for (let turn = 0; turn < blocks; turn++) {
    for (const [index, target] of targets.entries()) {
      const typed = await typeBlock(target, chromePath);
      timings[index]!.desktop.push(...typed.desktop);
      timings[index]!.throttled.push(...typed.throttled);
    }
  }
  return timings.map(({ desktop, throttled }) => [
    figures("desktop CPU", desktop),
    figures("4x CPU slowdown (mid-range phone)", throttled),
  ]);
}

function figures(label: string, timings: number[]): SearchKeystrokeFigures {
  return { label, keystrokes: timings.length, p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), max: Math.max(...timings) };
}

/** One page opened in a browser of its own: its keys' timings, counted rounds only, at each CPU setting. */
async function typeBlock(target: SearchPage, chromePath: string): Promise<{ desktop: number[]; throttled: number[] }> {
  const browser = await launchBenchChromium(chromePath);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await target.prepare?.(context);
    const page = await context.newPage();
    await page.goto(target.url);
    const searchBox = page.getByLabel(target.box, { exact: true });
    await searchBox.waitFor();
    await target.ready?.(page);
    await searchBox.focus();
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

    const typeRounds = async () => {
      const timings: number[] = [];
      for (let round = 0; round <= roundsPerBlock; round++) {
        await page.keyboard.type(query, { delay: typingDelayMs });
        // Room for the last key's frame to be painted and reported.
        await page.waitForTimeout(300);
        const taken = await takeTimings();
        // The first round warms the page up (JIT, first renders of the result rows).
        if (round > 0) timings.push(...taken);
        await searchBox.fill("");
        await page.waitForTimeout(300);
        await takeTimings();
      }
      return timings;
    };

    const desktop = await typeRounds();
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const throttled = await typeRounds();
    await context.close();
    return { desktop, throttled };
  } finally {
    await browser.close();
  }
}
