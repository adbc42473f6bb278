// Issue 31: the pages a leader works in, side by side with the peer, as a phone on a slow network
// sees them: Slow 4G and a 4x slower CPU applied in Chromium, a cold cache each time, median of 5
// runs alternated ours / peer. A page's time is from navigation to the frame that paints its first
// card's text (a task queued from the next animation frame runs once that frame is painted).
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export interface PagePair {
  label: string;
  ours: { path: string; firstCard: string };
  peer: { path: string; firstCard: string };
}

/** The card that opens to show a prompt: ours expands in place, the peer's opens a dialog. */
export interface ExpandPair {
  ours: { path: string; toggle: string; prompt: string };
  peer: { path: string; toggle: string; prompt: string };
}

// Ours: the card as the app draws it, or as the shell's frame draws it before the app has run
// (infra/src/app-frame.ts), whichever is first; app-shell.e2e checks the two show the same title.
const drawnByFrame = ".app-frame-card-title";
export const gatedPagePairs: PagePair[] = [
  {
    label: "hub",
    ours: { path: "/level-2/workflows", firstCard: `.hub-card-link, ${drawnByFrame}` },
    peer: { path: "/hub", firstCard: "main h3" },
  },
  {
    label: "large library (Claude)",
    ours: { path: "/prompts/claude", firstCard: `.library-card-title, ${drawnByFrame}` },
    peer: { path: "/prompts", firstCard: "main h3" },
  },
  {
    label: "market guide",
    ours: { path: "/level-3-market-decision", firstCard: `.guides-collapsible-title, ${drawnByFrame}` },
    peer: { path: "/steps/1", firstCard: "main ul li" },
  },
];

export const expandPair: ExpandPair = {
  ours: { path: "/prompts/claude", toggle: ".library-toggle", prompt: ".library-prompt" },
  peer: { path: "/prompts", toggle: "main button:has-text('View')", prompt: "[role=dialog] pre" },
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

async function firstCardRun(browser: Browser, site: Site, path: string, selector: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  try {
    await site.prepare?.(context);
    await context.addInitScript(watchFirstPaintOf, selector);
    const page = await throttled(context);
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(request.url());
    });
    await page.goto(site.url + path, { waitUntil: "commit" });
    await page.waitForFunction(() => (window as unknown as { firstCardAt?: number }).firstCardAt !== undefined, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    const ms = await page.evaluate(() => (window as unknown as { firstCardAt: number }).firstCardAt);
    await page.waitForLoadState("networkidle");
    return { ms, scripts: scripts.size };
  } finally {
    await context.close();
  }
}

async function expandRun(browser: Browser, site: Site, pair: ExpandPair["ours"]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  try {
    await site.prepare?.(context);
    const page = await throttled(context);
    await page.goto(site.url + pair.path);
    const toggle = page.locator(pair.toggle).first();
    await toggle.waitFor();
    await page.waitForLoadState("networkidle");
    await page.evaluate((prompt) => {
      const state = window as unknown as { expandStart?: number; expandMs?: number };
      document.addEventListener("click", () => (state.expandStart = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (state.expandStart === undefined || !document.querySelector(prompt)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (state.expandMs = performance.now() - state.expandStart!), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    }, pair.prompt);
    await toggle.click();
    await page.waitForFunction(() => (window as unknown as { expandMs?: number }).expandMs !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => (window as unknown as { expandMs: number }).expandMs);
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

/** First card painted on each pair, median of 5 alternated runs, and the scripts each page loaded. */
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
        our.push(await firstCardRun(browser, ours, pair.ours.path, pair.ours.firstCard));
        their.push(await firstCardRun(browser, peer, pair.peer.path, pair.peer.firstCard));
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
    for (let run = 0; run < runs; run++) {
      ourExpand.push(await expandRun(browser, ours, expandPair.ours));
      peerExpand.push(await expandRun(browser, peer, expandPair.peer));
    }
    return { pages: figures, expand: { ours: median(ourExpand), peer: median(peerExpand) } };
  } finally {
    await browser.close();
  }
}
