// The capture function's Chromium: @sparticuz/chromium's build for Lambda, unpacked into /tmp by
// the first capture of a container and kept for the ones after; launched again when it died
// (a crash, a page that took it down).
import chromium from "@sparticuz/chromium";
import { chromium as playwright, type Browser } from "playwright-core";
import { isolatedBrowserArgs } from "@ai-leaders/core/roast/capture";

// Left out of the package's recommended flags: a user-supplied page keeps the same-origin policy
// and mixed-content blocking; and Chromium runs its usual processes, because with --single-process
// closing a browser context takes the whole browser down (Playwright issue 1904, "a flag for
// Chromium's internal needs"), so a warm container's second capture or document found it dead.
const leftOutFlags = new Set(["--disable-web-security", "--allow-running-insecure-content", "--single-process"]);

export async function launchLambdaChromium(): Promise<Browser> {
  return playwright.launch({
    executablePath: await chromium.executablePath(),
    args: [...chromium.args.filter((flag) => !leftOutFlags.has(flag)), ...isolatedBrowserArgs],
    headless: true,
  });
}

/** Lambda runs one invocation at a time per container, so no two captures ask at once. */
export function reusedBrowser(launch: () => Promise<Browser>): () => Promise<Browser> {
  let launched: Promise<Browser> | null = null;
  return async () => {
    const browser = await launched?.catch(() => null);
    if (browser?.isConnected()) return browser;
    launched = launch();
    return launched;
  };
}
