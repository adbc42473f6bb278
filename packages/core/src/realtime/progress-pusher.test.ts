import { afterEach, describe, expect, it, vi } from "vitest";
import { applyPatchOps, createProgressPusher, type ConnectionRepository, type ValuePatch } from "./index.ts";

/** One socket watching the session; `failing` makes its next send throw, as a throttled post would. */
function oneWatcher() {
  const sent: ValuePatch[] = [];
  const errors: Error[] = [];
  const state = { failing: false };
  const connections = { listBySession: async () => ["socket-1"], remove: async () => undefined } as unknown as ConnectionRepository;
  const pusher = createProgressPusher({
    sessionId: "roast-1",
    connections,
    post: async (_connectionId, data) => {
      if (state.failing) {
        state.failing = false;
        throw new Error("LimitExceededException");
      }
      sent.push(JSON.parse(data) as ValuePatch);
      return true;
    },
    message: (patch) => patch,
    onError: (error) => errors.push(error),
  });
  return { pusher, sent, errors, state };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe("the progress pusher", () => {
  it("sends the first change at once, coalesces the rest, and sends the last one when the writing ends", async () => {
    const { pusher, sent } = oneWatcher();
    pusher.push({ kind: "page", verdict: "A " });
    await until(() => sent.length === 1);
    let verdict = "A ";
    for (const word of "clear offer let down by a timid call to action.".split(" ")) {
      verdict += `${word} `;
      pusher.push({ kind: "page", verdict });
    }
    await pusher.finish();
    expect(sent.map((patch) => patch.seq)).toEqual([1, 2]);
    expect(sent[0]!.ops).toEqual([{ path: [], set: { kind: "page", verdict: "A " } }]);
    expect(sent[1]!.ops).toEqual([{ path: ["verdict"], append: verdict.slice(2) }]);
    expect(sent.reduce<unknown>((value, patch) => applyPatchOps(value, patch.ops), undefined)).toEqual({ kind: "page", verdict });
  });

  it("starts a socket again from patch 1, with everything so far, after a send to it failed", async () => {
    const { pusher, sent, errors, state } = oneWatcher();
    pusher.push({ verdict: "A" });
    await pusher.finish();
    state.failing = true;
    pusher.push({ verdict: "A clear" });
    await pusher.finish();
    pusher.push({ verdict: "A clear offer", score: 64 });
    await pusher.finish();
    expect(errors.map((error) => error.message)).toEqual(["LimitExceededException"]);
    expect(sent).toEqual([
      { seq: 1, ops: [{ path: [], set: { verdict: "A" } }] },
      { seq: 1, ops: [{ path: [], set: { verdict: "A clear offer", score: 64 } }] },
    ]);
  });

  describe("however long the report streams", () => {
    afterEach(() => vi.useRealTimers());

    /** A report of eight sections written evenly over `seconds`, a few words every 50 ms; the messages sent. */
    async function streamFor(seconds: number) {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
      const { pusher, sent } = oneWatcher();
      const report: Record<string, string> = {};
      const steps = (seconds * 1000) / 50;
      for (let step = 0; step < steps; step++) {
        const section = `section${Math.floor((step / steps) * 8)}`;
        report[section] = `${report[section] ?? ""}word `;
        pusher.push({ ...report });
        await vi.advanceTimersByTimeAsync(50);
      }
      const finished = pusher.finish();
      await vi.runAllTimersAsync();
      await finished;
      return { sent, report };
    }

    it.each([5, 21, 60, 180])("stays within 24 patches over %i s, and the patches rebuild the whole report", async (seconds) => {
      const { sent, report } = await streamFor(seconds);
      expect(sent.length).toBeLessThanOrEqual(24);
      expect(sent.length).toBeGreaterThan(3);
      expect(sent.reduce<unknown>((value, patch) => applyPatchOps(value, patch.ops), undefined)).toEqual(report);
      // What travels stays within three times the report's own size.
      expect(sent.reduce((bytes, patch) => bytes + JSON.stringify(patch).length, 0)).toBeLessThanOrEqual(3 * JSON.stringify(report).length);
    });
  });
});
