// What a page capture takes and gives back: the same shapes in-process (locally) and across the
// capture function's invoke (in the cloud).
import type { Box, CapturedView, ShotName, ViewName } from "../report/types.ts";

/** A view's shot, or the share card (1200×630) made from the desktop one after the report is written. */
export type ScreenshotName = `${ViewName}-${ShotName}` | "card";

/** Where screenshots live: DATA_DIR locally, S3 in the cloud. Deleted with their result. */
export interface ScreenshotStore {
  put(captureId: string, name: ScreenshotName, jpeg: Uint8Array): Promise<void>;
  get(captureId: string, name: ScreenshotName): Promise<Uint8Array | null>;
  remove(captureId: string): Promise<void>;
  /** What the browser saw, kept beside the shots: how a capture that waited its turn reaches its report. */
  putOutcome(captureId: string, outcome: CaptureOutcome): Promise<void>;
  /** Null while the capture waits its turn or is being taken. */
  getOutcome(captureId: string): Promise<CaptureOutcome | null>;
}

export interface CaptureRequest {
  url: string;
  /** Names the stored screenshots; a fresh random id per capture. */
  captureId: string;
}

/** A piece of visible text and where it was drawn: what findings' quotes are located in. */
export interface TextBox {
  text: string;
  box: Box;
}

export type CaptureOutcome =
  | {
      ok: true;
      views: CapturedView[];
      text: Record<ViewName, TextBox[]>;
      /** From the start of the capture to both views stored. */
      captureMs: number;
      /** What the checks in code measured in the desktop view; absent when measuring failed. */
      measured?: PageMeasurements;
    }
  | {
      ok: false;
      /** For the visitor, in plain words. */
      reason: string;
      /** For the operator's log. */
      detail: string;
    };

/** A piece of text's WCAG contrast against its effective background; no ratio when it can't be read. */
export type ContrastReading = { text: string; fontSizePx: number; large: boolean } & (
  { ratio: number; foreground: string; background: string } | { ratio: null; why: string }
);

/** Measured in the browser while the page was captured (desktop view). */
export interface PageMeasurements {
  /** Null: no visible H1. */
  headline: ContrastReading | null;
  /** The first visible button, or link styled as one, above the fold; null: none. */
  callToAction: ContrastReading | null;
  images: { bytes: number; count: number; largest: { url: string; bytes: number } | null };
  /** Every response the page loaded, the HTML included. */
  page: { bytes: number; requests: number };
  /** Milliseconds from the start of the navigation, through our fetch: a relative measure. */
  timings: { domContentLoadedMs: number; loadMs: number; largestPaintMs: number | null };
}

/** The capture had not arrived when the report was done: it is still in line, and comes to the report later. */
export interface CaptureStillComing {
  ok: false;
  pending: true;
  reason: string;
  detail: string;
}

export type PageCapturer = (request: CaptureRequest) => Promise<CaptureOutcome | CaptureStillComing>;

/**
 * Captures wait their turn: a capture is put in line, a browser takes it when one is free (an SQS
 * queue with a maximum concurrency in the cloud, a few slots locally) and keeps its outcome with the shots.
 */
export interface CaptureQueue {
  enqueue(request: CaptureRequest): Promise<void>;
}
