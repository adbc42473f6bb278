// Lighthouse (mobile and desktop) against pages of the running local stack, in Debian's Chromium.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";

export interface LighthouseFigures {
  url: string;
  formFactor: "mobile" | "desktop";
  scores: Record<string, number>;
  metrics: Record<string, string>;
}

const categories = ["performance", "accessibility", "best-practices", "seo"];
const metricIds = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"];

export async function runLighthouse(urls: string[], chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const url of urls) {
      for (const formFactor of ["mobile", "desktop"] as const) {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        figures.push({
          url,
          formFactor,
          scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
          metrics: Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? "n/a"])),
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return figures;
}
