// The roast's page capture: how long Chromium takes to show a fixture page at both widths and
// store its screenshots, and where a roast's time goes (fetch, capture, checks; the model runs
// beside the capture when one is set, so a roast takes the longer of the two after the fetch).
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { capturePage, createFileScreenshotStore, isolatedBrowserArgs, renderDocument } from "@ai-leaders/core/roast/capture";
import { critiqueHtml } from "@ai-leaders/core/roast/checks";
import { safeFetch } from "@ai-leaders/core/safe-fetch";
import { startCaptureSite } from "../support/capture-site.ts";
import { median } from "./peer.ts";

export async function benchCapture(runs: number) {
  const site = await startCaptureSite();
  const folder = join(tmpdir(), `ai-leaders-bench-captures-${process.pid}`);
  const store = createFileScreenshotStore(folder);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--no-sandbox", ...isolatedBrowserArgs],
  });
  const fetchMs: number[] = [];
  const checksMs: number[] = [];
  const captureMs: number[] = [];
  const cardMs: number[] = [];
  const briefMs: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const url = site.url("designed");
      const fetched = await safeFetch(url, { allowPrivateHosts: true });
      if (!fetched.ok) throw new Error(fetched.detail);
      fetchMs.push(fetched.elapsedMs);
      const checksStarted = performance.now();
      critiqueHtml(fetched.body, "website-roast", { url });
      checksMs.push(performance.now() - checksStarted);
      const captureStarted = performance.now();
      const outcome = await capturePage(
        browser,
        { url, captureId: `bench${String(run).padStart(17, "0")}` },
        { store, allowPrivateHosts: true },
      );
      if (!outcome.ok) throw new Error(outcome.detail);
      captureMs.push(performance.now() - captureStarted);
      const captureId = `bench${String(run).padStart(17, "0")}`;
      const card = { host: new URL(url).host, score: 64, verdict: "A clear promise, then the proof is buried three screens down." };
      cardMs.push(await timed(() => renderDocument(browser, { document: "card", captureId, card }, store)));
      const brief = {
        url,
        score: 64,
        verdict: card.verdict,
        categories: [{ name: "Call to action", score: 4 }],
        fixes: [{ title: "Replace Learn more with the action you want", detail: "Say what happens next." }],
        pins: [{ n: 1, quote: "Close your books", box: { x: 96, y: 120, width: 480, height: 120 } }],
        viewport: { width: 1440, height: 900 },
        madeBy: "Built-in analysis (rule-based, not AI)",
        link: "https://leaders.example/r/bench",
      };
      briefMs.push(await timed(() => renderDocument(browser, { document: "brief", captureId, brief }, store)));
    }
  } finally {
    await browser.close();
    await site.close();
    await rm(folder, { recursive: true, force: true });
  }
  return {
    runs,
    fetch: median(fetchMs),
    checks: median(checksMs),
    capture: median(captureMs),
    card: median(cardMs),
    brief: median(briefMs),
  };
}

/** How long one document took; a document not made is a broken bench, not a figure. */
async function timed(make: () => ReturnType<typeof renderDocument>): Promise<number> {
  const started = performance.now();
  const outcome = await make();
  if (!outcome.ok) throw new Error(outcome.detail);
  return performance.now() - started;
}
