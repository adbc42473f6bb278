// Gives a browser page a valid access token, as the "Access Required" dialog would.
import type { Browser, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";

export const accessStorageKey = "ai-leaders.access";

export async function requestAccessGrant(stack: LocalStack, code = stack.config.accessCodes[0]!) {
  const response = await fetch(`${stack.url}/api/access`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  if (!response.ok) throw new Error(`Access refused: ${response.status}`);
  return (await response.json()) as { token: string; expires_at: string };
}

/** A new page whose session storage already holds an access token. */
export async function pageWithAccess(browser: Browser, stack: LocalStack): Promise<Page> {
  const grant = await requestAccessGrant(stack);
  const page = await browser.newPage();
  await page.addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key!, value!),
    [accessStorageKey, JSON.stringify(grant)],
  );
  return page;
}
