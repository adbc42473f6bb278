import { describe, expect, it } from "vitest";
import { decodeJobCursor, encodeJobCursor, recentJobsListing, recentJobsListings, type JobPosition } from "./recent.ts";

const sessionId = (n: number) => `roast-${1_790_000_000_000 + n}-${n.toString(16).padStart(32, "0")}`;

describe("the console's jobs cursor", () => {
  it("spreads jobs over every listing", () => {
    const used = new Set(Array.from({ length: 200 }, (_, n) => recentJobsListing(sessionId(n))));
    expect([...used].sort()).toEqual([...recentJobsListings].sort());
  });

  it("reads back the positions it made, one per listing", () => {
    const positions: JobPosition = recentJobsListings.map((listing, spread) =>
      spread === 0
        ? null
        : spread === 1
          ? ({} as Record<string, string>)
          : { session_id: sessionId(spread), listing, created_at: "2026-11-01T09:00:00.000Z" },
    );
    expect(decodeJobCursor(encodeJobCursor(positions))).toEqual(positions);
  });

  it.each([
    ["garbage", "not-a-cursor"],
    ["an object", encodeJobCursor({} as never)],
    ["too few positions", encodeJobCursor([{}, {}])],
    [
      "a position in another listing",
      encodeJobCursor(
        recentJobsListings.map((_, spread) => ({
          session_id: sessionId(spread),
          listing: recentJobsListings[(spread + 1) % recentJobsListings.length]!,
          created_at: "2026-11-01",
        })),
      ),
    ],
    [
      "a key with more attributes",
      encodeJobCursor(
        recentJobsListings.map((listing) => ({ session_id: sessionId(1), listing, created_at: "2026-11-01", status: "failed" })) as never,
      ),
    ],
    ["an empty time", encodeJobCursor(recentJobsListings.map((listing) => ({ session_id: sessionId(1), listing, created_at: "" })))],
  ])("refuses %s", (_, cursor) => {
    expect(decodeJobCursor(cursor)).toBeNull();
  });
});
