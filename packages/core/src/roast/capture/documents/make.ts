// The share card and the brief of a kept page report, from whichever browser this runtime has
// (the local Chromium, the capture function). A card is made once and kept beside the screenshots.
import type { PageReport } from "../../report/types.ts";
import type { ScreenshotStore } from "../types.ts";
import { briefFacts, shareCardFacts, type BriefSource } from "./facts.ts";
import type { DocumentRenderer } from "./types.ts";

export interface DocumentServices {
  screenshots?: ScreenshotStore;
  documents?: DocumentRenderer;
}

type Log = (entry: Record<string, unknown>) => void;

/** The card's JPEG; null when the report has no screenshots or no browser could draw it. */
export async function makeShareCard(
  { screenshots, documents }: DocumentServices,
  report: PageReport,
  log: Log,
): Promise<Uint8Array | null> {
  const captureId = report.capture?.id;
  if (!captureId || !screenshots) return null;
  const kept = await screenshots.get(captureId, "card");
  if (kept || !documents) return kept;
  const made = await documents({ document: "card", captureId, card: shareCardFacts(report) });
  if (!made.ok) {
    log({ event: "document_failed", document: "card", detail: made.detail });
    return null;
  }
  return screenshots.get(captureId, "card");
}

/** The one-page brief as PDF bytes; null when no browser could draw it. */
export async function makeBrief({ documents }: DocumentServices, source: BriefSource, log: Log): Promise<Uint8Array | null> {
  if (!documents) return null;
  const made = await documents({ document: "brief", captureId: source.report.capture?.id ?? null, brief: briefFacts(source) });
  if (made.ok && made.document === "brief") return Buffer.from(made.pdf, "base64");
  log({ event: "document_failed", document: "brief", detail: made.ok ? "answered a card" : made.detail });
  return null;
}
