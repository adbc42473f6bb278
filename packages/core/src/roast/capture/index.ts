// The roast's page capture (design.md §3.16): a real browser's view of the page, stored beside the
// result, with each quoted finding pinned on it. Node only.
export type * from "./types.ts";
export { capturePage, couldNotCapture, type CapturePageOptions } from "./capture-page.ts";
export { isolatedBrowserArgs } from "./browser-guard.ts";
export { pinFindings } from "./pins.ts";
export { createFileScreenshotStore, removeUnusedCaptures } from "./file-store.ts";
export { viewports } from "./viewports.ts";
export { browserBusy, captureWaitMs, isStillComing, queuedCapturer, type QueuedCapturerOptions } from "./queued-capturer.ts";
export * from "./documents/index.ts";
