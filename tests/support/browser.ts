// Headless Chromium for end-to-end tests: Debian's /usr/bin/chromium or CHROMIUM_PATH.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = existsSync(chromiumPath);

if (!hasChromium) {
  const message = `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`;
  // CI must run the browser tests; elsewhere they skip, loudly.
  if (process.env.CI) throw new Error(message);
  console.warn(`\n${"!".repeat(80)}\n  END-TO-END TESTS SKIPPED. ${message}\n${"!".repeat(80)}\n`);
}

export function launchChromium(): Promise<Browser> {
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
