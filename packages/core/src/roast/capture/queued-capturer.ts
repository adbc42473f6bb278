// A capture that waits its turn (issue 44): the roast puts its page in line and watches for the
// outcome while its report is written. A burst delays screenshots instead of losing them; one
// still in line when the report is done comes to the report later (roast/arrived-capture.ts).
import type { CaptureOutcome, CaptureQueue, CaptureStillComing, PageCapturer, ScreenshotStore } from "./types.ts";

export interface QueuedCapturerOptions {
  queue: CaptureQueue;
  /** Where the browser keeps the outcome beside the shots. */
  store: Pick<ScreenshotStore, "getOutcome">;
  /** The longest a roast waits for its capture, counted from the moment it asked. */
  waitMs: number;
  /** How often the outcome is looked for. */
  pollMs?: number;
}

/** How long a roast waits for its screenshots before its report goes out saying they are coming. */
export const captureWaitMs = 20_000;

export const browserBusy = "the browser is busy with other pages";

export function queuedCapturer({ queue, store, waitMs, pollMs = 500 }: QueuedCapturerOptions): PageCapturer {
  return async (request) => {
    const asked = Date.now();
    await queue.enqueue(request);
    for (;;) {
      const outcome = await store.getOutcome(request.captureId);
      if (outcome) return outcome;
      const left = asked + waitMs - Date.now();
      if (left <= 0) return stillComing(waitMs);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, left)));
    }
  };
}

function stillComing(waitMs: number): CaptureStillComing {
  return { ok: false, pending: true, reason: browserBusy, detail: `capture still in line after ${Math.round(waitMs / 1000)} s` };
}

export const isStillComing = (outcome: CaptureOutcome | CaptureStillComing): outcome is CaptureStillComing => "pending" in outcome;
