// Makes a document from a finished report in the capture's browser: the share card (a JPEG,
// stored beside the capture) or the brief (a one-page PDF). Only our own HTML is shown, with no
// script and no network: the only images are the capture's own shot, inlined.
import type { Browser, Page } from "playwright-core";
import type { ScreenshotStore } from "../types.ts";
import { briefHtml } from "./brief-html.ts";
import { cardSize, shareCardHtml } from "./card-html.ts";
import { jpegDataUrl } from "./html.ts";
import type { DocumentOutcome, DocumentRequest } from "./types.ts";

const timeoutMs = 15_000;

export async function renderDocument(browser: Browser, request: DocumentRequest, store: ScreenshotStore): Promise<DocumentOutcome> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: cardSize, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.route("**/*", (route) => route.abort());
    const shot = request.captureId ? await store.get(request.captureId, "desktop-fold") : null;
    const image = shot ? jpegDataUrl(shot) : null;
    if (request.document === "card") {
      await show(page, shareCardHtml(request.card, image));
      const jpeg = await page.screenshot({ type: "jpeg", quality: 85, clip: { x: 0, y: 0, ...cardSize } });
      await store.put(request.captureId, "card", jpeg);
      return { ok: true, document: "card" };
    }
    await show(page, briefHtml(request.brief, image));
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true, pageRanges: "1" });
    return { ok: true, document: "brief", pdf: pdf.toString("base64") };
  } catch (error) {
    return { ok: false, detail: `${request.document} not made: ${(error as Error).message}` };
  } finally {
    await context.close().catch(() => undefined);
  }
}

function show(page: Page, html: string): Promise<void> {
  return page.setContent(html, { waitUntil: "load" });
}
