import { existsSync } from "node:fs";
import { mkdtemp, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFileScreenshotStore, removeUnusedCaptures } from "./file-store.ts";

const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]);
let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("screenshots on disk", () => {
  it("keeps, reads and removes a capture's shots, and refuses a name that is not a capture id", async () => {
    dir = await mkdtemp(join(tmpdir(), "captures-"));
    const store = createFileScreenshotStore(dir);
    await store.put("capture-one-000000000", "desktop-fold", jpeg);
    expect(await store.get("capture-one-000000000", "desktop-fold")).toEqual(Buffer.from(jpeg));
    expect(await store.get("capture-one-000000000", "mobile-full")).toBeNull();
    await expect(store.put("../../etc/passwd-0000", "desktop-fold", jpeg)).rejects.toThrow(/not a capture id/);
    await store.remove("capture-one-000000000");
    expect(existsSync(join(dir, "capture-one-000000000"))).toBe(false);
  });

  it("keeps a capture's outcome beside its shots, none while the capture waits", async () => {
    dir = await mkdtemp(join(tmpdir(), "captures-"));
    const store = createFileScreenshotStore(dir);
    const outcome = { ok: true as const, views: [], text: { desktop: [], mobile: [] }, captureMs: 800 };
    expect(await store.getOutcome("capture-one-000000000")).toBeNull();
    await store.putOutcome("capture-one-000000000", outcome);
    expect(await store.getOutcome("capture-one-000000000")).toEqual(outcome);
    await expect(store.getOutcome("../../etc/passwd-0000")).rejects.toThrow(/not a capture id/);
  });

  it("removes captures no live result shows once they are a day old, and leaves the rest", async () => {
    dir = await mkdtemp(join(tmpdir(), "captures-"));
    const store = createFileScreenshotStore(dir);
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
    for (const id of ["kept-result-000000000", "expired-result-0000000", "just-taken-00000000000"])
      await store.put(id, "desktop-fold", jpeg);
    await utimes(join(dir, "kept-result-000000000"), twoDaysAgo, twoDaysAgo);
    await utimes(join(dir, "expired-result-0000000"), twoDaysAgo, twoDaysAgo);

    expect(await removeUnusedCaptures(dir, new Set(["kept-result-000000000"]), now)).toBe(1);
    expect(existsSync(join(dir, "kept-result-000000000"))).toBe(true);
    expect(existsSync(join(dir, "expired-result-0000000"))).toBe(false);
    expect(existsSync(join(dir, "just-taken-00000000000"))).toBe(true);
  });
});
