import { describe, expect, it } from "vitest";
import { startStageClock } from "./stage-timings.ts";

describe("a job's stage timings", () => {
  it("gives each stage the time until the next began, the wait in the queue, and the whole run", () => {
    let clock = 1_000;
    const stages = startStageClock(
      "2026-12-07T10:00:00.000Z",
      () => clock,
      () => Date.parse("2026-12-07T10:00:00.250Z"),
    );
    stages.mark("opening");
    clock += 120;
    stages.mark("reading");
    clock += 5;
    stages.mark("writing");
    clock += 9_000;
    stages.mark("screenshots");
    clock += 40;
    expect(stages.stop()).toEqual({ queued: 250, opening: 120, reading: 5, writing: 9_000, screenshots: 40, total: 9_165 });
  });

  it("adds, once the result is pushed, the time its completion took to the whole run", () => {
    let clock = 0;
    const stages = startStageClock(
      "2026-12-07T10:00:00.000Z",
      () => clock,
      () => Date.parse("2026-12-07T10:00:00.030Z"),
    );
    stages.mark("opening");
    clock += 20;
    expect(stages.stop()).toEqual({ queued: 30, opening: 20, total: 20 });
    clock += 12.4;
    expect(stages.completed()).toEqual({ completing: 12, total: 32 });
  });
});
