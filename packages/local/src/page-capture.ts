// The roast's page capture on this machine: the machine's own Chromium (never a downloaded one),
// launched on the first roast and shared by the ones after, screenshots kept in DATA_DIR. Pages
// wait their turn for a slot, as they wait in the cloud's capture queue.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import {
  capturePage,
  captureWaitMs,
  couldNotCapture,
  createFileScreenshotStore,
  isolatedBrowserArgs,
  queuedCapturer,
  renderDocument,
  type CaptureQueue,
  type DocumentRenderer,
  type PageCapturer,
  type ScreenshotStore,
} from "@ai-leaders/core/roast/capture";

export type LocalCapture =
  | {
      on: true;
      browser: string;
      capture: PageCapturer;
      documents: DocumentRenderer;
      screenshots: ScreenshotStore;
      folder: string;
      stop(): Promise<void>;
    }
  | { on: false; why: string };

// Where Linux packages and the macOS app put it.
const knownChromiums = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

/** Two pages at once: each capture holds two browser tabs (desktop and mobile); a document one. */
const capturesAtOnce = 2;

export interface LocalCaptureOptions {
  chromiumPath?: string;
  dataDir: string | null;
  allowPrivateHosts: boolean;
  /** The longest a roast waits for its screenshots before they are reported as coming (tests make it short). */
  captureWaitMs?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export async function startLocalCapture(options: LocalCaptureOptions): Promise<LocalCapture> {
  const setting = options.chromiumPath?.trim();
  if (setting === "none") return { on: false, why: "off (CHROMIUM_PATH=none): reports are from the page's HTML" };
  const executablePath = setting || knownChromiums.find((path) => existsSync(path));
  if (!executablePath) return { on: false, why: "off: no Chromium found (install it, or set CHROMIUM_PATH)" };
  if (!existsSync(executablePath)) return { on: false, why: `off: CHROMIUM_PATH ${executablePath} does not exist` };

  const temporary = options.dataDir ? null : await mkdtemp(join(tmpdir(), "ai-leaders-captures-"));
  const folder = options.dataDir ? join(options.dataDir, "captures") : temporary!;
  const screenshots = createFileScreenshotStore(folder);
  const browser = sharedBrowser(executablePath);
  const slots = semaphore(capturesAtOnce);
  const inLine = new Set<Promise<void>>();
  let stopped = false;
  const takePage: CaptureQueue["enqueue"] = async (request) => {
    if (stopped) return;
    const outcome = await capturePage(await browser.get(), request, {
      store: screenshots,
      allowPrivateHosts: options.allowPrivateHosts,
      onRefused: (refused) => options.log?.({ event: "capture_refused", url: request.url, refused }),
    }).catch((error: Error) => ({ ok: false as const, reason: couldNotCapture, detail: error.message }));
    await screenshots.putOutcome(request.captureId, outcome);
  };
  const queue: CaptureQueue = {
    async enqueue(request) {
      const taken = slots
        .run(() => takePage(request))
        .catch((error: Error) => options.log?.({ event: "capture_failed", url: request.url, detail: error.message }))
        .finally(() => inLine.delete(taken));
      inLine.add(taken);
    },
  };
  const capture = queuedCapturer({ queue, store: screenshots, waitMs: options.captureWaitMs ?? captureWaitMs, pollMs: 100 });
  const documents: DocumentRenderer = (request) => slots.run(async () => renderDocument(await browser.get(), request, screenshots));
  return {
    on: true,
    browser: executablePath,
    capture,
    documents,
    screenshots,
    folder,
    async stop() {
      // The pages still in line are dropped; the one in the browser ends with it.
      stopped = true;
      await browser.close();
      await Promise.all(inLine);
      if (temporary) await rm(temporary, { recursive: true, force: true });
    },
  };
}

/** Launched when first needed, launched again if it died. */
function sharedBrowser(executablePath: string) {
  let launched: Promise<Browser> | null = null;
  return {
    get(): Promise<Browser> {
      launched ??= launch(executablePath).then((browser) => {
        browser.on("disconnected", () => (launched = null));
        return browser;
      });
      launched.catch(() => (launched = null));
      return launched;
    },
    async close() {
      const browser = await launched?.catch(() => null);
      launched = null;
      await browser?.close();
    },
  };
}

function launch(executablePath: string): Promise<Browser> {
  // Chromium refuses to run its sandbox as root (a container, CI); anywhere else it keeps it.
  const asRoot = process.getuid?.() === 0;
  return chromium.launch({ executablePath, args: ["--disable-gpu", ...(asRoot ? ["--no-sandbox"] : []), ...isolatedBrowserArgs] });
}

function semaphore(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      try {
        return await work();
      } finally {
        running--;
        waiting.shift()?.();
      }
    },
  };
}
