import { describe, expect, it } from "vitest";
import { queuedCapturer } from "./queued-capturer.ts";
import type { CaptureOutcome, CaptureRequest } from "./types.ts";

const taken: CaptureOutcome = { ok: true, views: [], text: { desktop: [], mobile: [] }, captureMs: 900 };

/** A line of pages whose outcomes the test hands out, kept as a store keeps them. */
function queueAndStore() {
  const line: CaptureRequest[] = [];
  const outcomes = new Map<string, CaptureOutcome>();
  return {
    line,
    take: (outcome: CaptureOutcome) => outcomes.set(line.shift()!.captureId, outcome),
    queue: { enqueue: async (request: CaptureRequest) => void line.push(request) },
    store: { getOutcome: async (id: string) => outcomes.get(id) ?? null },
  };
}

describe("a capture that waits its turn", () => {
  it("puts the page in line and answers with the outcome once the browser has kept it", async () => {
    const { line, take, queue, store } = queueAndStore();
    const capture = queuedCapturer({ queue, store, waitMs: 60_000, pollMs: 5 });
    const answer = capture({ url: "https://example.com/", captureId: "cap_0123456789abcdef" });
    await expect.poll(() => line.length).toBe(1);
    expect(line[0]).toEqual({ url: "https://example.com/", captureId: "cap_0123456789abcdef" });
    take(taken);
    expect(await answer).toEqual(taken);
  });

  it("answers 'still coming' once it has waited as long as it may, the page still in line", async () => {
    const { line, queue, store } = queueAndStore();
    const capture = queuedCapturer({ queue, store, waitMs: 30, pollMs: 5 });
    expect(await capture({ url: "https://example.com/", captureId: "cap_0123456789abcdef" })).toEqual({
      ok: false,
      pending: true,
      reason: "the browser is busy with other pages",
      detail: "capture still in line after 0 s",
    });
    expect(line).toHaveLength(1);
  });

  it("fails when the page cannot be put in line (the roast reports it without screenshots)", async () => {
    const capture = queuedCapturer({
      queue: { enqueue: async () => Promise.reject(new Error("queue unreachable")) },
      store: { getOutcome: async () => null },
      waitMs: 1000,
    });
    await expect(capture({ url: "https://example.com/", captureId: "cap_0123456789abcdef" })).rejects.toThrow("queue unreachable");
  });
});
