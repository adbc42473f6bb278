import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit.ts";
import type { Increments } from "./tally.ts";

const views = (n: number): Increments => new Map([["day", new Map([["pageViews", n]])]]);

describe("group commit of counters", () => {
  it("writes a lone request at once, and merges those that arrive during a write into the next", async () => {
    const writes: Array<{ day: string; pageViews: number }> = [];
    let release!: () => void;
    let first = true;
    const commit = createGroupCommit(async (day, increments) => {
      writes.push({ day, pageViews: increments.get("day")!.get("pageViews")! });
      if (first) {
        first = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
    });
    const a = commit("2026-11-27", views(1));
    await Promise.resolve();
    await Promise.resolve();
    expect(writes).toEqual([{ day: "2026-11-27", pageViews: 1 }]);
    const b = commit("2026-11-27", views(2));
    const c = commit("2026-11-27", views(3));
    const d = commit("2026-11-28", views(4));
    release();
    await Promise.all([a, b, c, d]);
    expect(writes).toEqual([
      { day: "2026-11-27", pageViews: 1 },
      { day: "2026-11-27", pageViews: 5 },
      { day: "2026-11-28", pageViews: 4 },
    ]);
  });

  it("fails every request of a failed write, and writes the next batch regardless", async () => {
    let fail = true;
    const written: number[] = [];
    const commit = createGroupCommit(async (_day, increments) => {
      if (fail) {
        fail = false;
        throw new Error("throttled");
      }
      written.push(increments.get("day")!.get("pageViews")!);
    });
    await expect(commit("2026-11-27", views(1))).rejects.toThrow("throttled");
    await commit("2026-11-27", views(2));
    expect(written).toEqual([2]);
  });
});
