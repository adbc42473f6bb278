// Where a browser journey starts: a stack of its own, the worker's Chromium (a lease) and a visitor
// who holds an access token, registered once (beforeAll and afterAll) and read inside the tests
// through the object answered (`suite.stack`, `suite.browser`, `suite.page`…).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { contextWithAccess } from "./access.ts";
import { launchChromium } from "./browser.ts";
import { useTestStack, type Closable, type StackSuite, type StackSuiteOptions } from "./use-stack.ts";

export interface JourneyOptions<Beside> extends StackSuiteOptions<Beside> {
  /** A file of the built site (under the web app's dist) the journey needs: missing, the suite stops at once. */
  built?: string;
  /** Run on the stack before Chromium starts: the data the journey meets. */
  seed?: (stack: LocalStack) => Promise<unknown>;
  /** A visitor (a context with an access token, made with these options); `false`: none. */
  visitor?: BrowserContextOptions | false;
  /** Whether the visitor opens a first page (`suite.page`) before the tests; yes unless `false`. */
  page?: boolean;
}

export type BrowserJourney<Beside = object> = StackSuite<Beside> & {
  browser: Browser;
  /** The visitor's context (unless `visitor: false`). */
  visitor: BrowserContext;
  /** The visitor's first page (unless `visitor: false` or `page: false`). */
  page: Page;
};

/** Fails the suite at once when the site has not been built (`npm run build`). */
export function requireBuiltSite(file = "index.html") {
  if (!existsSync(join(webDistDir, file))) throw new Error(`Build the site first: npm run build (no ${file})`);
}

/** Starts a journey's stack, Chromium and visitor before the suite's tests and closes them after. */
export function useBrowserJourney<Beside extends Record<string, Closable | undefined> = Record<never, never>>(
  options: JourneyOptions<Beside> = {},
): BrowserJourney<Beside> {
  if (options.built) {
    const built = options.built;
    beforeAll(() => requireBuiltSite(built));
  }
  const suite = useTestStack(options) as BrowserJourney<Beside>;
  beforeAll(async () => {
    await options.seed?.(suite.stack);
    suite.browser = await launchChromium();
    if (options.visitor === false) return;
    suite.visitor = await contextWithAccess(suite.browser, suite.stack, options.visitor);
    if (options.page !== false) suite.page = await suite.visitor.newPage();
  });
  // Registered after the stack's: it runs before the stack stops.
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}

/** The worker's Chromium, leased before the suite's tests and given back after them. */
export function useChromium(): { browser: Browser } {
  const suite = {} as { browser: Browser };
  beforeAll(async () => {
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}
