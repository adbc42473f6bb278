// Headless Chromium for end-to-end tests: Debian's /usr/bin/chromium or CHROMIUM_PATH. One browser
// per test worker, shared by the files it runs: each file gets a lease whose contexts are its own.
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { isolatedBrowserArgs } from "../../packages/core/src/roast/capture/browser-guard.ts";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(chromiumPath);

if (!hasChromium) {
  const message = `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  // CI must run the browser tests; elsewhere they skip, loudly.
  if (process.env.CI) throw new Error(message);
  console.warn(`\n${"!".repeat(80)}\n  END-TO-END TESTS SKIPPED. ${message}\n${"!".repeat(80)}\n`);
}

let worker: Promise<Browser> | undefined;

/**
 * The worker's browser, as a lease: contexts and pages made through it are the lease's, and
 * `close()` closes those, not the browser. Every test file starts from a browser with no state of
 * an earlier file (contexts share nothing), at the cost of one launch per worker, not per file.
 */
export async function launchChromium(): Promise<Browser> {
  const running = await worker;
  if (!running?.isConnected()) worker = launch();
  return lease(await worker!);
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

function lease(browser: Browser): Browser {
  const own = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    // A ceiling for a wait that never ends, as eventually()'s: no test waits for a clock.
    context.setDefaultTimeout(60_000);
    own.add(context);
    context.once("close", () => own.delete(context));
    return context;
  };
  const overrides = {
    async newContext(options?: BrowserContextOptions): Promise<BrowserContext> {
      return track(await browser.newContext(options));
    },
    // Like Browser.newPage: a page in a context of its own, closed with the page.
    async newPage(options?: BrowserContextOptions): Promise<Page> {
      const context = track(await browser.newContext(options));
      const page = await context.newPage();
      page.once("close", () => void context.close().catch(() => undefined));
      return page;
    },
    contexts(): BrowserContext[] {
      return [...own];
    },
    async close(): Promise<void> {
      await Promise.all([...own].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property, receiver) {
      if (property in overrides) return overrides[property as keyof typeof overrides];
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Waits until the app owns the prerendered page: its effects have run (the page's head now names
 * this origin, where the prerender named the site's), so its links navigate client-side and its
 * handlers answer. A click before then is a full page load.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.querySelector('link[rel="canonical"]')?.getAttribute("href")?.startsWith(`${location.origin}/`),
  );
}

/** Chromium launched as the capture launches it: walled off from the network but for the capture's own fetch. */
export function launchIsolatedChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: ["--disable-gpu", "--no-sandbox", ...isolatedBrowserArgs] });
}
