import { describe, expect, it } from "vitest";
import { createFirstPageCache } from "./first-page-cache.ts";

const page = (title: string) => ({ suggestions: [{ title }] as never[], next_cursor: null });

describe("the first page cache", () => {
  it("answers from one read for five seconds, then reads again", async () => {
    let now = 0;
    let reads = 0;
    const cache = createFirstPageCache<string, ReturnType<typeof page>>(() => now);
    const load = async () => page(`read ${++reads}`);
    await Promise.all([cache.get("top", load), cache.get("top", load)]);
    now = 4_999;
    await cache.get("top", load);
    expect(reads).toBe(1);
    now = 5_000;
    await cache.get("top", load);
    expect(reads).toBe(2);
  });

  it("keeps each sort apart, drops everything on a write, and keeps no failure", async () => {
    let reads = 0;
    const cache = createFirstPageCache<string, ReturnType<typeof page>>(() => 0);
    await cache.get("top", async () => page(`read ${++reads}`));
    await cache.get("new", async () => page(`read ${++reads}`));
    cache.forget();
    await cache.get("top", async () => page(`read ${++reads}`));
    expect(reads).toBe(3);
    await expect(cache.get("trending", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect((await cache.get("trending", async () => page("back"))).suggestions[0]).toEqual({ title: "back" });
  });
});
