// A page whose scripts are held back, as on a network slower than any test, to see what its HTML
// and CSS alone paint and what a press does before the app's code has arrived.
import type { Page } from "playwright-core";

/**
 * Opens `url` with every script held until the answer's `release` is called; with `entryArrives`,
 * the app's entry comes at once and only the pages' own code is held.
 */
export async function openWithScriptsHeld(page: Page, url: string, { entryArrives = false } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    if (!(entryArrives && /\/assets\/index-[\w-]+\.js$/.test(route.request().url()))) await released;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back: wait for the response only.
  await page.goto(url, { waitUntil: "commit" });
  return release;
}
