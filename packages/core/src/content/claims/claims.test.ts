// Issue 29, Deliver 1: every fact about a law, plan, price, limit or feature carries its source
// and the day it was checked, and the content fails its tests once a check is over a year old.
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimsInContent, guides, promptLibraries } from "../index.ts";
import { checkedMonth, claimMaxAgeDays, oldestClaims, staleClaims, today } from "./index.ts";
import { claimSchema } from "./schema.ts";

const contentClaims = claimsInContent(promptLibraries, guides);

describe("the dated claims of the prompt libraries and guides", () => {
  it("are there: the corrected facts carry their sources", () => {
    const where = contentClaims.map((claim) => claim.where);
    expect(where).toContain("prompts/lovable · Booking App");
    expect(where).toContain("prompts/n8n · Data Sync Workflow");
    expect(where).toContain("prompts/zapier · Content Distribution");
    expect(where).toContain("prompts/replit · API Microservice Creator");
    expect(where).toContain("prompts/multi-agent · Hiring Committee Simulation");
    expect(where).toContain("guides/market-decision · Reach Out to Potential Leads");
  });

  it.each(contentClaims.map((claim) => [claim.where, claim] as const))(
    "%s: a sentence, an https source and a check date",
    (_where, claim) => {
      expect(claimSchema.safeParse(claim).error).toBeUndefined();
    },
  );

  it("were all checked within the last year", () => {
    expect(staleClaims(contentClaims).map((claim) => `${claim.where}: checked ${claim.checked}`)).toEqual([]);
  });
});

describe("claim freshness", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const claim = (checked: string) => ({
    text: "A fact about a plan.",
    source: { title: "Docs", url: "https://docs.example.org/plan" },
    checked,
  });

  it("reads today's date from the clock", () => {
    vi.useFakeTimers({ now: new Date("2027-03-04T23:59:00Z") });
    expect(today()).toBe("2027-03-04");
  });

  it("keeps a claim for a year to the day, then calls it stale", () => {
    vi.useFakeTimers({ now: new Date("2027-11-27T12:00:00Z") });
    expect(claimMaxAgeDays).toBe(365);
    expect(staleClaims([claim("2026-11-27")])).toEqual([]);
    vi.setSystemTime(new Date("2027-11-28T12:00:00Z"));
    expect(staleClaims([claim("2026-11-27")])).toEqual([claim("2026-11-27")]);
  });

  it("calls a check dated in the future stale too", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T12:00:00Z") });
    expect(staleClaims([claim("2026-12-01")])).toHaveLength(1);
  });

  it("lists the oldest claims first", () => {
    const claims = [claim("2026-05-01"), claim("2025-12-24"), claim("2026-11-27")];
    expect(oldestClaims(claims, 2).map((c) => c.checked)).toEqual(["2025-12-24", "2026-05-01"]);
  });

  it("rejects a claim without an https source or with a malformed date", () => {
    expect(claimSchema.safeParse({ ...claim("2026-11-27"), source: { title: "Docs", url: "" } }).success).toBe(false);
    expect(claimSchema.safeParse({ ...claim("2026-11-27"), source: { title: "Docs", url: "http://docs.example.org" } }).success).toBe(
      false,
    );
    expect(claimSchema.safeParse(claim("27 Nov 2026")).success).toBe(false);
  });

  it("shows the check date as month and year", () => {
    expect(checkedMonth("2026-11-27")).toBe("Nov 2026");
    expect(checkedMonth("2027-01-01")).toBe("Jan 2027");
  });
});
