import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ResultSummary } from "@ai-leaders/core/roast/store";
import { deviceResults, deviceResultsStorageKey, forgetResult, rememberResult } from "./device-results.ts";
import { memoryStorage } from "../../../test/memory-storage.ts";

function summary(id: string, kind: ResultSummary["kind"] = "website-roast"): ResultSummary {
  return { result_id: id, kind, subject: `https://${id}.example`, created_at: "2026-11-23T14:05:00.000Z", score: 64 };
}

describe("results kept on this device", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", memoryStorage());
  });

  it("keeps results newest first and filters them by kind", () => {
    rememberResult(summary("a"));
    rememberResult(summary("b", "founder-profile"));
    rememberResult(summary("c"));
    expect(deviceResults().map((kept) => kept.result_id)).toEqual(["c", "b", "a"]);
    expect(deviceResults("website-roast").map((kept) => kept.result_id)).toEqual(["c", "a"]);
    expect(deviceResults("landing-roast")).toEqual([]);
  });

  it("keeps a result once, moving it to the top when remembered again", () => {
    rememberResult(summary("a"));
    rememberResult(summary("b"));
    rememberResult({ ...summary("a"), score: 80 });
    expect(deviceResults().map((kept) => [kept.result_id, kept.score])).toEqual([
      ["a", 80],
      ["b", 64],
    ]);
  });

  it("keeps at most 50, dropping the oldest", () => {
    for (let index = 0; index < 55; index++) rememberResult(summary(`r${index}`));
    const kept = deviceResults();
    expect(kept).toHaveLength(50);
    expect(kept[0]?.result_id).toBe("r54");
    expect(kept.at(-1)?.result_id).toBe("r5");
  });

  it("forgets a result", () => {
    rememberResult(summary("a"));
    rememberResult(summary("b"));
    forgetResult("a");
    forgetResult("unknown");
    expect(deviceResults().map((kept) => kept.result_id)).toEqual(["b"]);
  });

  it("reads missing or corrupt storage as an empty list, and skips entries of another shape", () => {
    expect(deviceResults()).toEqual([]);
    localStorage.setItem(deviceResultsStorageKey, "{not json");
    expect(deviceResults()).toEqual([]);
    localStorage.setItem(deviceResultsStorageKey, JSON.stringify({ result_id: "a" }));
    expect(deviceResults()).toEqual([]);
    localStorage.setItem(
      deviceResultsStorageKey,
      JSON.stringify([summary("a"), { result_id: "b" }, null, { ...summary("c"), kind: "poem" }]),
    );
    expect(deviceResults().map((kept) => kept.result_id)).toEqual(["a"]);
    rememberResult(summary("d"));
    expect(deviceResults().map((kept) => kept.result_id)).toEqual(["d", "a"]);
  });

  it("still works for this page when the browser refuses storage", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(deviceResults()).toEqual([]);
    rememberResult(summary("a"));
    expect(deviceResults().map((kept) => kept.result_id)).toEqual(["a"]);
  });
});
