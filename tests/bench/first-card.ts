// Issue 31: the pages a leader works in, side by side with the peer, as a phone on a slow network
// sees them: Slow 4G and a 4x slower CPU applied in Chromium, a cold cache each time, median of 5
// runs alternated ours / peer. A page's time is from navigation to the frame that paints its first
// card that can be used (issue 47: a click on it opens its prompt or its page), and each run then
// clicks that card and checks that it does (a task queued from the next animation frame runs once
// that frame is painted).
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export interface PagePair {
  label: string;
  ours: UsableCard;
  peer: UsableCard;
}

/** The first card a visitor can use, and what a click on it shows (a prompt; or, for a link, its address). */
interface UsableCard {
  path: string;
  /** The card, as CSS (watched in the page from its first byte). */
  card: string;
  /** What to click on it, as Playwright finds it, where that is not the card itself. */
  click?: string;
  /** What a click on the card shows: a prompt's selector, or a path for a card that is a link; none for a card that is read, not opened. */
  opens?: { prompt: string } | { path: string };
}

/** Prompt cards opened one after another on a loaded page: ours expand in place, the peer's open a dialog. */
export interface ExpandPair {
  ours: { path: string; toggle: string; prompt: string };
  peer: { path: string; toggle: string; prompt: string; close: string };
}

// Ours: the card as the app draws it, or as the shell's frame draws it before the app has run
// (infra/src/app-frame.ts), whichever is first: the frame's cards are links and <details> that open
// to their prompt (app-shell.e2e clicks them with every script held). A frame card without a
// prompt (text only) is not counted.
export const gatedPagePairs: PagePair[] = [
  {
    label: "hub",
    ours: { path: "/level-2/workflows", card: ".hub-card-link, .app-frame-card-link", opens: { path: "/level-3-market-decision" } },
    peer: { path: "/hub", card: "main li a[href^='/steps/']", opens: { path: "/steps/1" } },
  },
  {
    label: "large library (Claude)",
    ours: {
      path: "/prompts/claude",
      card: ".library-toggle, .app-frame-card-details > summary",
      opens: { prompt: ".library-card-expanded .library-prompt, .app-frame-card-details[open] .app-frame-prompt" },
    },
    // The peer draws a card's title and its View button in one render.
    peer: { path: "/prompts", card: "main h3", click: "main button:has-text('View')", opens: { prompt: "[role=dialog] pre" } },
  },
  {
    label: "market guide",
    ours: {
      path: "/level-3-market-decision",
      card: ".guides-collapsible-toggle, .app-frame-card-details > summary",
      opens: { prompt: ".guides-collapsible-panel:not([hidden]) .guides-prompt-text, .app-frame-card-details[open] .app-frame-prompt" },
    },
    // The peer's step lists its tasks as text: usable once painted, with nothing to open.
    peer: { path: "/steps/1", card: "main ul li" },
  },
];

export const expandPair: ExpandPair = {
  ours: { path: "/prompts/claude", toggle: ".library-toggle", prompt: ".library-prompt" },
  peer: { path: "/prompts", toggle: "main button:has-text('View')", prompt: "[role=dialog] pre", close: "Escape" },
};

// Chrome DevTools' "Slow 4G" preset (the figures Lighthouse's mobile run uses, with its latency factor).
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const runs = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** In the page from its first byte: the time the first element matching `selector` with text is painted. */
// (No named functions inside: the bench runs through tsx, whose helper for them the page lacks.)
function watchFirstPaintOf(selector: string) {
  const observer = new MutationObserver(() => {
    if (!Array.from(document.querySelectorAll(selector)).some((element) => (element.textContent ?? "").trim().length > 0)) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => ((window as unknown as { firstCardAt: number }).firstCardAt = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", slow4g);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

interface Site {
  url: string;
  /** Sets up a fresh visitor (ours needs an access token in session storage). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

async function firstCardRun(browser: Browser, site: Site, card: UsableCard) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  try {
    await site.prepare?.(context);
    await context.addInitScript(watchFirstPaintOf, card.card);
    const page = await throttled(context);
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await page.goto(site.url + card.path, { waitUntil: "commit" });
    await page
      .waitForFunction(() => (window as unknown as { firstCardAt?: number }).firstCardAt !== undefined, undefined, {
        timeout: 120_000,
        polling: 100,
      })
      .catch((error: Error) => {
        throw new Error(`${site.url}${card.path}: no card matching ${card.card} painted in 120 s (${error.message})`);
      });
    const ms = await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt);
    await expectUsable(page, card);
    if (!(card.opens && "path" in card.opens)) await page.waitForLoadState("networkidle");
    return { ms, scripts: scripts.size };
  } finally {
    await context.close();
  }
}

/** The card just counted is clicked at once: it must open its prompt, or lead to its page. */
async function expectUsable(page: Page, card: UsableCard) {
  if (!card.opens) return;
  await page
    .locator(card.click ?? card.card)
    .first()
    .click();
  if ("path" in card.opens) {
    const path = card.opens.path;
    await page.waitForURL((url) => url.pathname === path, { waitUntil: "commit", timeout: 30_000 });
  } else {
    await page.locator(card.opens.prompt).first().waitFor({ state: "visible", timeout: 30_000 });
  }
}

const clicksPerRun = 6;
/** Loaded pages whose cards are clicked, alternated with the peer's: 60 clicks a side. */
const clickRuns = 10;

/**
 * On a loaded page, the first few prompt cards opened one after another: each time from the click
 * to the frame that paints its prompt visible (the peer's dialog is closed between them).
 */
async function expandRun(browser: Browser, site: Site, pair: ExpandPair["ours"] | ExpandPair["peer"]): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  try {
    await site.prepare?.(context);
    const page = await throttled(context);
    await page.goto(site.url + pair.path);
    await page
      .locator(pair.toggle)
      .nth(clicksPerRun - 1)
      .waitFor();
    await page.waitForLoadState("networkidle");
    const times: number[] = [];
    for (let index = 0; index < clicksPerRun; index++) {
      // The prompt to wait for: ours the card's own (in order), the peer's the one dialog.
      const promptIndex = "close" in pair ? 0 : index;
      await page.evaluate(
        ([prompt, nth]) => {
          const state = window as unknown as { expandStart?: number; expandMs?: number };
          state.expandStart = undefined;
          state.expandMs = undefined;
          document.addEventListener("click", () => (state.expandStart = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (state.expandStart === undefined || document.querySelectorAll(prompt)[nth]?.checkVisibility() !== true) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => (state.expandMs = performance.now() - state.expandStart!), 0));
          });
          observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        },
        [pair.prompt, promptIndex] as const,
      );
      await page.locator(pair.toggle).nth(index).click();
      await page.waitForFunction(() => (window as unknown as { expandMs?: number }).expandMs !== undefined, undefined, { timeout: 30_000 });
      times.push(await page.evaluate(() => (window as unknown as { expandMs: number }).expandMs));
      if ("close" in pair) {
        await page.keyboard.press(pair.close);
        await page.locator(pair.prompt).first().waitFor({ state: "hidden" });
      }
    }
    return times;
  } finally {
    await context.close();
  }
}

export interface SideBySide {
  label: string;
  ours: number;
  peer: number;
  ourScripts: number;
  peerScripts: number;
}

export interface Percentiles {
  p50: number;
  p95: number;
  samples: number;
}

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: median(sorted), p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!, samples: sorted.length };
};

/** First usable card on each pair, median of 5 alternated runs, the scripts each page loaded, and card clicks to prompt. */
export async function benchFirstCard(ours: Site, peer: Site, chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--ignore-certificate-errors"],
  });
  try {
    const figures: SideBySide[] = [];
    for (const pair of gatedPagePairs) {
      const our: Array<{ ms: number; scripts: number }> = [];
      const their: Array<{ ms: number; scripts: number }> = [];
      for (let run = 0; run < runs; run++) {
        our.push(await firstCardRun(browser, ours, pair.ours));
        their.push(await firstCardRun(browser, peer, pair.peer));
      }
      figures.push({
        label: pair.label,
        ours: median(our.map((run) => run.ms)),
        peer: median(their.map((run) => run.ms)),
        ourScripts: Math.max(...our.map((run) => run.scripts)),
        peerScripts: Math.max(...their.map((run) => run.scripts)),
      });
    }
    const ourExpand: number[] = [];
    const peerExpand: number[] = [];
    for (let run = 0; run < clickRuns; run++) {
      ourExpand.push(...(await expandRun(browser, ours, expandPair.ours)));
      peerExpand.push(...(await expandRun(browser, peer, expandPair.peer)));
    }
    return { pages: figures, expand: { ours: percentiles(ourExpand), peer: percentiles(peerExpand) } };
  } finally {
    await browser.close();
  }
}
