// What several benches start with: a local stack that limits no workflow, the machine's Chromium,
// and a visitor holding an access token.
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { startLocalStack, type LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";

/** The whole product on a free port, kept in memory, quiet, with no limit on workflows started. */
export const startBenchStack = (settings: Record<string, string>): Promise<LocalStack> =>
  startLocalStack({
    port: 0,
    dataDir: null,
    log: () => undefined,
    settings,
    rateLimits: { ...rateLimits, workflow: { limit: 1_000_000, windowSeconds: 600 } },
  });

export const launchBenchChromium = (executablePath: string): Promise<Browser> =>
  chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });

/** The grant the access code gives, as the hub keeps it. */
export async function accessGrant(stack: { url: string; config: { accessCodes: string[] } }): Promise<unknown> {
  const response = await fetch(`${stack.url}/api/access`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code: stack.config.accessCodes[0] }),
  });
  return response.json();
}

/** A context whose pages start with the grant in session storage, as after signing in with the code. */
export async function contextWithGrant(browser: Browser, grant: unknown): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((value) => sessionStorage.setItem("ai-leaders.access", value), JSON.stringify(grant));
  return context;
}
