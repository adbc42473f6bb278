import { describe, expect, it } from "vitest";
import { matchSettingsCode } from "../access/grant.ts";
import { accessCodeId, drawAccessCode, readableAlphabet } from "./code.ts";
import { cachedLiveCheck, withCachedLiveCheck } from "./live-check.ts";
import { closedBecause } from "./closed.ts";
import { newAccessCodeSchema } from "./schema.ts";

describe("access codes", () => {
  it("draws three groups of four from an alphabet without look-alikes", () => {
    const codes = Array.from({ length: 200 }, drawAccessCode);
    for (const code of codes)
      expect(code).toMatch(new RegExp(`^[${readableAlphabet}]{4}-[${readableAlphabet}]{4}-[${readableAlphabet}]{4}$`));
    expect(readableAlphabet).not.toMatch(/[01OIL]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("finds a code by the same id however it is typed, and by another id under another secret", () => {
    const secret = "s".repeat(40);
    expect(accessCodeId("  summit-2026 ", secret)).toBe(accessCodeId("SUMMIT-2026", secret));
    expect(accessCodeId("SUMMIT-2026", secret)).not.toBe(accessCodeId("SUMMIT-2026", "t".repeat(40)));
    expect(accessCodeId("SUMMIT-2026", secret)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names which setting's code was typed, trimmed and in any case", () => {
    const codes = ["Leaders-Alpha-7", "Founders-Beta-9"];
    expect(matchSettingsCode("leaders-alpha-7", codes)).toBe("settings-1");
    expect(matchSettingsCode(" FOUNDERS-BETA-9\n", codes)).toBe("settings-2");
    expect(matchSettingsCode("Leaders-Alpha", codes)).toBeNull();
  });

  it("tells why a stored code no longer lets anyone in: revoked, past its last day, or out of uses", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const open = { uses: 0, use_limit: 1, expires_at: "2026-11-28T00:00:00.000Z" };
    expect(closedBecause(open, now)).toBeNull();
    expect(closedBecause({ uses: 40 }, now)).toBeNull();
    expect(closedBecause({ ...open, uses: 1 }, now)).toBe("Used up");
    expect(closedBecause({ ...open, expires_at: "2026-11-27T12:00:00.000Z" }, now)).toBe("Expired");
    expect(closedBecause({ ...open, revoked_at: "2026-11-27T11:00:00.000Z", uses: 1 }, now)).toBe("Revoked");
  });

  it("trusts a code's state for a few seconds, and forgets it on request", async () => {
    let clock = 0;
    let reads = 0;
    let live = true;
    const check = cachedLiveCheck(
      async () => (reads++, live),
      () => clock,
      5,
    );
    expect(await check.isLive("a")).toBe(true);
    live = false;
    expect(await check.isLive("a")).toBe(true);
    clock = 5_001;
    expect(await check.isLive("a")).toBe(false);
    live = true;
    check.forget("a");
    expect(await check.isLive("a")).toBe(true);
    expect(reads).toBe(3);
  });

  it("stops a code revoked in this process at once, though its live state was remembered", async () => {
    const revoked = new Set<string>();
    const codes = withCachedLiveCheck({
      isLive: async (id: string) => !revoked.has(id),
      revoke: async (id: string, by: string) => (revoked.add(id), `${id} by ${by}`),
    });
    expect(await codes.isLive("a")).toBe(true);
    expect(await codes.revoke("a", "admin")).toBe("a by admin");
    expect(await codes.isLive("a")).toBe(false);
  });

  it.each([
    [{}, "Please give the code a label"],
    [{ label: "  " }, "Please give the code a label"],
    [{ label: "Summit", code: "abc" }, "Please choose a code of 6 to 40"],
    [{ label: "Summit", code: "two words" }, "Please choose a code of 6 to 40"],
    [{ label: "Summit", expires_on: "2026-02-30" }, "Please give the expiry date"],
    [{ label: "Summit", use_limit: 0 }, "Please give the use limit"],
    [{ label: "Summit", use_limit: 2.5 }, "Please give the use limit"],
  ])("refuses %j", (body, message) => {
    const parsed = newAccessCodeSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toContain(message);
  });
});
