// The capture function's handler with the Chromium it launches in Lambda (@sparticuz/chromium's
// x64 build, which runs on this machine too) and a store in a temporary folder.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { createFileScreenshotStore } from "@ai-leaders/core/roast/capture";
import { extractText, getDocumentProxy } from "unpdf";
import { launchLambdaChromium, reusedBrowser } from "./browser.ts";
import { createCaptureHandler } from "./handler.ts";

const launched: Browser[] = [];
const launch = async () => {
  const browser = await launchLambdaChromium();
  launched.push(browser);
  return browser;
};

function queueEvent(...bodies: unknown[]) {
  return { Records: bodies.map((body, index) => ({ messageId: `message-${index}`, body: JSON.stringify(body) })) };
}

afterAll(async () => {
  await Promise.all(launched.map((browser) => browser.close()));
});

// The package carries the x64 build only (stacks/capture.ts).
describe.skipIf(process.arch !== "x64")("the capture function", { timeout: 60_000 }, () => {
  it("refuses an event that is neither the queue's nor a document request, and a queued request that is not a capture, without opening a browser", async () => {
    let opened = 0;
    const log: Array<Record<string, unknown>> = [];
    const handler = createCaptureHandler({
      browser: async () => (opened++, launch()),
      store: createFileScreenshotStore(tmpdir()),
      log: (entry) => log.push(entry),
    });
    await expect(handler({ url: "https://example.com/", captureId: "cap_0123456789abcdef" })).rejects.toThrow(
      "not a capture queue event or a document request",
    );
    const answer = await handler(
      queueEvent(
        { url: "file:///etc/passwd", captureId: "cap_0123456789abcdef" },
        { url: "https://example.com/", captureId: "../../other" },
      ),
    );
    expect(answer).toEqual({ batchItemFailures: [] });
    expect(log.filter((entry) => entry.event === "capture_request_refused").map((entry) => entry.detail)).toEqual([
      expect.stringContaining("url"),
      expect.stringContaining("captureId"),
    ]);
    expect(opened).toBe(0);
  });

  it("never lets the browser reach a private address, and keeps that outcome, with no shots, for the roast waiting for it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "capture-handler-"));
    const log: Array<Record<string, unknown>> = [];
    try {
      const store = createFileScreenshotStore(dir);
      const handler = createCaptureHandler({ browser: reusedBrowser(launch), store, log: (entry) => log.push(entry) });
      const captureId = "cap_0123456789abcdef";
      expect(await handler(queueEvent({ url: "http://127.0.0.1:9/admin", captureId }))).toEqual({ batchItemFailures: [] });
      expect(await store.getOutcome(captureId)).toMatchObject({ ok: false, reason: "The page could not be opened in a browser" });
      expect(log).toContainEqual(expect.objectContaining({ event: "capture_refused", url: "http://127.0.0.1:9/admin" }));
      expect(log).toContainEqual(expect.objectContaining({ event: "capture_failed" }));
      expect(await readdir(join(dir, captureId))).toEqual(["outcome.json"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("answers a record whose capture crashed as a batch item failure, so the queue retries it alone", async () => {
    const handler = createCaptureHandler({
      browser: async () => {
        throw new Error("Chromium would not start");
      },
      store: createFileScreenshotStore(tmpdir()),
      log: () => {},
    });
    const answer = await handler(queueEvent({ url: "https://example.com/", captureId: "cap_0123456789abcdef" }));
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: "message-0" }] });
  });

  it("keeps one browser for the invocations of a warm container and launches another when it died", async () => {
    const before = launched.length;
    const browser = reusedBrowser(launch);
    const first = await browser();
    expect(await browser()).toBe(first);
    expect(launched.length - before).toBe(1);

    await first.close();
    const second = await browser();
    expect(second).not.toBe(first);
    expect(second.isConnected()).toBe(true);
    expect(launched.length - before).toBe(2);
  });

  it("launches the Lambda build of Chromium with our flags, and it draws a page", async () => {
    const browser = await launch();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent("<h1 style='font: 32px sans-serif'>Plans for every team</h1>");
    expect(await page.locator("h1").boundingBox()).toMatchObject({ x: 8, width: expect.any(Number), height: expect.any(Number) });
    expect((await page.screenshot({ type: "jpeg" })).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("makes a stored page's share card and its one-page brief, with the verdict and the markers", async () => {
    const dir = await mkdtemp(join(tmpdir(), "capture-documents-"));
    try {
      const store = createFileScreenshotStore(dir);
      const handler = createCaptureHandler({ browser: reusedBrowser(launch), store, log: () => {} });
      const captureId = "cap_0123456789abcdef";
      const page = await (await launch()).newPage({ viewport: { width: 1440, height: 900 } });
      await page.setContent("<h1 style='font: 48px sans-serif; margin: 80px'>Plans for every team</h1>");
      await store.put(captureId, "desktop-fold", await page.screenshot({ type: "jpeg" }));

      const verdict = "A clear promise, then a wall of jargon";
      expect(await handler({ document: "card", captureId, card: { host: "example.com", score: 62, verdict } })).toEqual({
        ok: true,
        document: "card",
      });
      expect((await store.get(captureId, "card"))!.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

      const brief = await handler({
        document: "brief",
        captureId,
        brief: {
          url: "https://example.com/",
          score: 62,
          verdict,
          categories: [{ name: "Call to action", score: 4 }],
          fixes: [{ title: "Say what you sell in the headline", detail: "Name the buyer and the result." }],
          pins: [{ n: 1, quote: "Plans for every team", box: { x: 80, y: 80, width: 520, height: 56 } }],
          viewport: { width: 1440, height: 900 },
          madeBy: "Rule-based analysis · 27 November 2026",
          link: "https://leaders.example/r/AbCdEfGhIjKlMnOpQrStUv",
        },
      });
      expect(brief).toMatchObject({ ok: true, document: "brief" });
      const pdf = await getDocumentProxy(new Uint8Array(Buffer.from((brief as { pdf: string }).pdf, "base64")));
      const { totalPages, text } = await extractText(pdf, { mergePages: true });
      expect(totalPages).toBe(1);
      expect(text).toContain(verdict);
      expect(text).toContain("Say what you sell in the headline");
      expect(text).toContain("1 “Plans for every team”");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
