// What a browser test of the roast needs: Chromium, the capture site, and a stack that may roast
// it (loopback allowed, captured in that Chromium, no workflow limit in the way); and the roast as a
// leader asks for one, from the form.
import type { Browser, Locator, Page } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { chromiumPath } from "./browser.ts";
import { startCaptureSite } from "./capture-site.ts";
import { useBrowserJourney } from "./journey.ts";

export interface CaptureSuite {
  browser: Browser;
  stack: LocalStack;
  site: Awaited<ReturnType<typeof startCaptureSite>>;
}

/** Started before the suite's tests and stopped after them; read its fields inside the tests. */
export function useCaptureSuite(): CaptureSuite {
  return useBrowserJourney({
    beside: async () => ({ site: await startCaptureSite() }),
    stack: {
      settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", CHROMIUM_PATH: chromiumPath },
      rateLimits: { ...rateLimits, workflow: { limit: 10_000, windowSeconds: 600 } },
    },
    visitor: false,
  });
}

/** Roasts a page from the website-roast form and waits for the finished report. */
export async function roastFromForm(page: Page, stack: LocalStack, url: string): Promise<Locator> {
  await page.goto(`${stack.url}/level-3-roast-website`);
  await page.getByLabel("Website URL *").fill(url);
  await page.getByRole("button", { name: "Submit URL" }).click();
  const report = page.locator(".report-view:not([aria-busy])");
  await report.waitFor();
  return report;
}
