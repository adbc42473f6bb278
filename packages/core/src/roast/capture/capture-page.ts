// Shows a user-supplied page in a real browser at desktop and mobile widths and keeps what a
// visitor would see: the view above the fold, the page from the top (capped), and where each piece
// of text was drawn. The same code runs locally (the machine's Chromium) and in the capture function.
import type { Browser, Page } from "playwright-core";
import type { CapturedView } from "../report/types.ts";
import { guardContext, landingAddress, type GuardLedger, type GuardPolicy } from "./browser-guard.ts";
import { startMeasuring } from "./measure.ts";
import { readTextBoxes } from "./text-boxes.ts";
import type { CaptureOutcome, CaptureRequest, PageMeasurements, ScreenshotName, ScreenshotStore, TextBox } from "./types.ts";
import { maxShotHeight, viewports, type Viewport } from "./viewports.ts";

export interface CapturePageOptions extends GuardPolicy {
  store: ScreenshotStore;
  /** Everything, both views, stops here. Default 30 s. */
  timeoutMs?: number;
  now?: () => number;
  /** Told what the guard refused (the operator's log; tests). */
  onRefused?: (refused: GuardLedger["refused"]) => void;
}

const jpegQuality = 72;
export const couldNotCapture = "The page could not be opened in a browser";

interface ShotsOfView {
  view: CapturedView;
  text: TextBox[];
  shots: Record<"fold" | "full", Buffer>;
  /** The desktop view's measurements; absent in the mobile view, or when measuring failed. */
  measured?: PageMeasurements;
}

export async function capturePage(browser: Browser, request: CaptureRequest, options: CapturePageOptions): Promise<CaptureOutcome> {
  const now = options.now ?? Date.now;
  const started = now();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = AbortSignal.timeout(timeoutMs);
  const ledger: GuardLedger = { requests: 0, bytes: 0, refused: [] };
  try {
    // The browser opens the address the page's redirects land on (each hop checked by the guard).
    const landing = await landingAddress(request.url, options, deadline);
    const captured = await Promise.all(viewports.map((viewport) => captureView(browser, landing, viewport, options, deadline, ledger)));
    await Promise.all(
      captured.flatMap(({ view, shots }) =>
        (["fold", "full"] as const).map((shot) =>
          options.store.put(request.captureId, `${view.name}-${shot}` satisfies ScreenshotName, shots[shot]),
        ),
      ),
    );
    const [desktop, mobile] = captured as [ShotsOfView, ShotsOfView];
    return {
      ok: true,
      views: captured.map(({ view }) => view),
      text: { desktop: desktop.text, mobile: mobile.text },
      captureMs: now() - started,
      ...(desktop.measured && { measured: desktop.measured }),
    };
  } catch (error) {
    const detail = deadline.aborted ? `no settled page within ${timeoutMs} ms` : (error as Error).message;
    return { ok: false, reason: couldNotCapture, detail };
  } finally {
    if (ledger.refused.length > 0) options.onRefused?.(ledger.refused);
  }
}

async function captureView(
  browser: Browser,
  url: string,
  viewport: Viewport,
  policy: GuardPolicy,
  deadline: AbortSignal,
  ledger: GuardLedger,
): Promise<ShotsOfView> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: 1,
    userAgent: viewport.userAgent,
    serviceWorkers: "block",
    acceptDownloads: false,
    reducedMotion: "reduce",
  });
  const closed = () => context.close().catch(() => {});
  deadline.addEventListener("abort", closed, { once: true });
  try {
    await guardContext(
      context,
      { allowPrivateHosts: policy.allowPrivateHosts, lookup: policy.lookup, dial: policy.dial, ca: policy.ca },
      deadline,
      ledger,
    );
    const page = await context.newPage();
    const measuring = viewport.name === "desktop" ? startMeasuring(page) : null;
    const response = await page.goto(url, { waitUntil: "load", timeout: 20_000 });
    if (!response) throw new Error("the browser got no answer for the page");
    await settle(page);
    const pageHeight = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0));
    const fullHeight = Math.min(Math.max(pageHeight, viewport.height), maxShotHeight);
    const text = (await page.evaluate(readTextBoxes)) as TextBox[];
    // A measurement that fails leaves the report without its checks, never without its screenshots.
    const measured = await measuring?.finish().catch(() => undefined);
    const fold = await page.screenshot({ type: "jpeg", quality: jpegQuality, animations: "disabled", caret: "hide" });
    const full = await page.screenshot({
      type: "jpeg",
      quality: jpegQuality,
      animations: "disabled",
      caret: "hide",
      fullPage: true,
      clip: { x: 0, y: 0, width: viewport.width, height: fullHeight },
    });
    const view: CapturedView = {
      name: viewport.name,
      width: viewport.width,
      height: viewport.height,
      fullHeight,
      pageHeight: Math.max(pageHeight, viewport.height),
    };
    return { view, text, shots: { fold, full }, ...(measured && { measured }) };
  } finally {
    deadline.removeEventListener("abort", closed);
    await closed();
  }
}

/** Waits for the page to be as a visitor sees it: requests done, fonts in, lazy images asked for. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => {});
  // Lazy images load when they come near the viewport: pass over the page once, then back to the top.
  const scrolled = await page.evaluate(async (cap) => {
    const bottom = Math.min(document.documentElement.scrollHeight, cap);
    if (bottom <= innerHeight) return false;
    for (let y = innerHeight; y < bottom; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
    scrollTo(0, 0);
    return true;
  }, maxShotHeight);
  if (scrolled) await page.waitForLoadState("networkidle", { timeout: 2_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined)).catch(() => {});
}
