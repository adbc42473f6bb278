import { describe, expect, it } from "vitest";
import type { ConnectionRepository } from "../realtime/index.ts";
import type { ResultRepository, StoredResult } from "../roast/store/index.ts";
import { completeJob, type CompletionDeps } from "./complete.ts";
import type { AnalysisJob, FinishOutcome, JobRepository } from "./repository.ts";

const job: AnalysisJob = {
  session_id: "roast-1",
  kind: "website-roast",
  input: { url: "https://example.com" },
  status: "pending",
  relay_status: "pending",
  created_at: "2026-12-07T10:00:00.000Z",
} as AnalysisJob;

/** A step that finishes when the test says so. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

function fakes(
  writes: { put?: () => Promise<void>; complete?: () => Promise<FinishOutcome> } = {},
  pushed: string[] = [],
  events: string[] = [],
) {
  const kept = new Map<string, StoredResult>();
  const reopened: string[] = [];
  const deps: CompletionDeps = {
    jobs: {
      get: async () => {
        events.push("job read");
        return job;
      },
      complete: async () => {
        events.push("job write started");
        const outcome = await (writes.complete?.() ?? "finished");
        events.push("job written");
        return outcome;
      },
      fail: async () => "finished",
      reopen: async (_sessionId: string, resultId: string, relayStatus: string) => {
        reopened.push(`${resultId} ${relayStatus}`);
        return true;
      },
    } as unknown as JobRepository,
    results: {
      put: async (result: StoredResult) => {
        events.push("result write started");
        await writes.put?.();
        kept.set(result.result_id, result);
        events.push("result written");
      },
      remove: async (resultId: string) => void kept.delete(resultId),
    } as unknown as ResultRepository,
    resultRetentionDays: 30,
    connections: { listBySession: async () => ["socket-1"], remove: async () => undefined } as unknown as ConnectionRepository,
    post: async (_id, data) => {
      pushed.push(JSON.parse(data).type);
      return true;
    },
    now: () => new Date("2026-12-07T10:00:30.000Z"),
  };
  return { deps, kept, reopened };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

const outcome = { content: "A clear page.", source: { engine: "rule-based" as const } };

describe("completing a job", () => {
  it("writes the kept result and the job side by side, and pushes the result, built without reading the job back", async () => {
    const events: string[] = [];
    const pushed: string[] = [];
    const put = gate<void>();
    const { deps, kept } = fakes({ put: () => put.promise }, pushed, events);
    const done = completeJob(deps, job.session_id, outcome, { job });
    await new Promise((resolve) => setImmediate(resolve));
    // The job's write has started, and ended, while the result's is still under way.
    expect(events).toEqual(["result write started", "job write started", "job written"]);
    put.open();
    expect(await done).toBe("completed");
    expect(events).not.toContain("job read");
    expect(pushed).toEqual(["analysis_result"]);
    expect([...kept.values()]).toMatchObject([{ session_id: "roast-1", text: "A clear page." }]);
  });

  it("pushes the result only once what must come before it has been told", async () => {
    const pushed: string[] = [];
    const events: string[] = [];
    const told = gate<void>();
    const { deps } = fakes({}, pushed, events);
    const done = completeJob(deps, job.session_id, outcome, {
      job,
      beforePush: told.promise.then(() => void pushed.push("analysis_stage")),
    });
    // Both writes are done while the stages are still being told: nothing is pushed yet.
    await until(() => events.includes("result written") && events.includes("job written"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(pushed).toEqual([]);
    told.open();
    await done;
    expect(pushed).toEqual(["analysis_stage", "analysis_result"]);
  });

  it("writes the job completed only once the tokens are counted, the kept result meanwhile", async () => {
    const events: string[] = [];
    const counted = gate<void>();
    const { deps } = fakes({}, [], events);
    const done = completeJob(deps, job.session_id, outcome, {
      job,
      beforeCompleted: counted.promise.then(() => void events.push("counted")),
    });
    await until(() => events.includes("result written"));
    expect(events).not.toContain("job write started");
    counted.open();
    await done;
    expect(events.slice(-3)).toEqual(["counted", "job write started", "job written"]);
  });

  it("says when the result is pushed, and tells the analytics after", async () => {
    const pushed: string[] = [];
    const { deps } = fakes({}, pushed);
    const told: string[][] = [];
    await completeJob({ ...deps, completed: async () => void told.push([...pushed, "counted"]) }, job.session_id, outcome, {
      job,
      pushed: () => void pushed.push("pushed"),
    });
    expect(told).toEqual([["analysis_result", "pushed", "counted"]]);
  });

  it("pushes to the sockets listed beside the writes, then to one listed while the job was written, each once", async () => {
    const events: string[] = [];
    const { deps } = fakes({}, [], events);
    const listings = [["socket-1"], ["socket-1", "socket-2"]];
    const sent: string[] = [];
    await completeJob(
      {
        ...deps,
        connections: {
          listBySession: async () => {
            events.push("listed");
            return listings.shift() ?? [];
          },
          remove: async () => undefined,
        } as unknown as ConnectionRepository,
        post: async (id) => {
          sent.push(id);
          return true;
        },
      },
      job.session_id,
      outcome,
      { job },
    );
    // The first listing before the job was written, the second after.
    expect(events.indexOf("listed")).toBeLessThan(events.indexOf("job written"));
    expect(events.lastIndexOf("listed")).toBeGreaterThan(events.indexOf("job written"));
    expect(sent).toEqual(["socket-1", "socket-2"]);
  });

  it("takes the result back when the job was finished already, and pushes nothing", async () => {
    const pushed: string[] = [];
    const { deps, kept } = fakes({ complete: async () => "already-finished" }, pushed);
    expect(await completeJob(deps, job.session_id, outcome, { job })).toBe("already-finished");
    expect(kept.size).toBe(0);
    expect(pushed).toEqual([]);
  });

  it("takes the result back when the job could not be written, and fails, for the relay to try again", async () => {
    const { deps, kept } = fakes({ complete: async () => Promise.reject(new Error("jobs table down")) });
    await expect(completeJob(deps, job.session_id, outcome, { job })).rejects.toThrow("jobs table down");
    expect(kept.size).toBe(0);
  });

  it("takes the job back to pending when its result could not be kept, and fails, so a completed job always has its permalink", async () => {
    const pushed: string[] = [];
    const { deps, reopened } = fakes({ put: async () => Promise.reject(new Error("results table down")) }, pushed);
    await expect(completeJob(deps, job.session_id, outcome, { job })).rejects.toThrow("results table down");
    // Its delivery as it was: pending, for the relay to run it again.
    expect(reopened).toEqual([expect.stringMatching(/ pending$/)]);
    expect(pushed).toEqual([]);
  });

  it("reads the job when its caller has none (a callback)", async () => {
    const events: string[] = [];
    const { deps } = fakes({}, [], events);
    expect(await completeJob(deps, job.session_id, outcome)).toBe("completed");
    expect(events[0]).toBe("job read");
  });
});
