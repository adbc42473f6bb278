import { describe, expect, it } from "vitest";
import { applyPatchOps, batchPatchOps, jsonBytes, PatchMismatch, patchOps } from "./patch.ts";

describe("patches to a growing value", () => {
  it("sends appended text and new items only, and applying them gives the new value", () => {
    const before = { verdict: "A clear off", categories: [{ name: "Trust", evidence: [{ quote: "Trusted by" }] }] };
    const after = {
      verdict: "A clear offer.",
      score: 64,
      categories: [{ name: "Trust", evidence: [{ quote: "Trusted by 4,200", note: "Proof" }] }, { name: "Clar" }],
    };
    const ops = patchOps(before, after);
    expect(ops).toEqual([
      { path: ["verdict"], append: "er." },
      { path: ["score"], set: 64 },
      { path: ["categories", 0, "evidence", 0, "quote"], append: " 4,200" },
      { path: ["categories", 0, "evidence", 0, "note"], set: "Proof" },
      { path: ["categories", 1], set: { name: "Clar" } },
    ]);
    expect(applyPatchOps(before, ops)).toEqual(after);
    expect(before.verdict).toBe("A clear off");
  });

  it("replaces what shrank or changed kind, and sends nothing when nothing changed", () => {
    expect(patchOps({ verdict: "Long text" }, { verdict: "Short" })).toEqual([{ path: ["verdict"], set: "Short" }]);
    expect(patchOps({ verdict: "x", score: 3 }, { verdict: "x" })).toEqual([{ path: [], set: { verdict: "x" } }]);
    expect(patchOps({ list: [1, 2] }, { list: [1, 2] })).toEqual([]);
  });

  it("never sends a key that would reach a prototype", () => {
    const after = JSON.parse('{"verdict":"x","__proto__":{"polluted":true}}') as object;
    expect(patchOps({ verdict: "x" }, after)).toEqual([]);
  });

  it("refuses a patch that does not fit the value it is applied to", () => {
    expect(() => applyPatchOps({ verdict: 3 }, [{ path: ["verdict"], append: "more" }])).toThrow(PatchMismatch);
    expect(() => applyPatchOps({ fixes: [] }, [{ path: ["fixes", 2], set: {} }])).toThrow(PatchMismatch);
  });

  it("cuts ops into batches under a byte limit, and the batches applied in order give the value", () => {
    const report = {
      verdict: "é".repeat(50_000),
      categories: Array.from({ length: 40 }, (_, index) => ({ name: `Category ${index}`, summary: "s".repeat(4_000) })),
    };
    const batches = batchPatchOps([{ path: [], set: report }], 32 * 1024);
    expect(batches.length).toBeGreaterThan(5);
    expect(batches.every((batch) => jsonBytes(batch) <= 32 * 1024)).toBe(true);
    expect(batches.flat().reduce<unknown>((value, op) => applyPatchOps(value, [op]), undefined)).toEqual(report);
  });
});
