// Gives a browser page a valid access token, as the "Access Required" dialog would.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { startTestStack, type TestStackOptions } from "./test-stack.ts";

export const accessStorageKey = "ai-leaders.access";

export async function requestAccessGrant(stack: LocalStack, code = stack.config.accessCodes[0]!) {
  const response = await stack.request(`/api/access`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  if (!response.ok) throw new Error(`Access refused: ${response.status}`);
  return (await response.json()) as { token: string; expires_at: string };
}

/** A browser context (one visitor) whose pages start with an access token in session storage. */
export async function contextWithAccess(browser: Browser, stack: LocalStack, options: BrowserContextOptions = {}) {
  const grant = await requestAccessGrant(stack);
  const context = await browser.newContext(options);
  await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [accessStorageKey, JSON.stringify(grant)]);
  return context;
}

/** A new page (in a context of its own) whose session storage already holds an access token. */
export async function pageWithAccess(browser: Browser, stack: LocalStack): Promise<Page> {
  return (await contextWithAccess(browser, stack)).newPage();
}

/** A stack of its own and an access token for it: what most tests of the gated API start from. */
export async function startStackWithAccess(options: TestStackOptions = {}): Promise<{ stack: LocalStack; token: string }> {
  const stack = await startTestStack(options);
  return { stack, token: (await requestAccessGrant(stack)).token };
}
