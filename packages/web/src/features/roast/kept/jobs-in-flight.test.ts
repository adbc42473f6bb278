import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetJobInFlight, jobInFlight, rememberJobInFlight } from "./jobs-in-flight.ts";
import { memoryStorage } from "../../../test/memory-storage.ts";

const job = (sessionId: string, startedAt: number) => ({
  ticket: { session_id: sessionId, watch_token: `watch-${sessionId}` },
  subject: "https://acme.example",
  started_at: startedAt,
});

describe("the job a page is waiting for, kept on this device", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", memoryStorage());
  });

  it("is found again, per workflow, while it may still finish", () => {
    rememberJobInFlight("website-roast", job("roast-1", 1_000));
    expect(jobInFlight("website-roast", 120_000, 60_000)?.ticket.session_id).toBe("roast-1");
    expect(jobInFlight("founder-profile", 120_000, 60_000)).toBeNull();
    // Past the page's timeout it is not waited for again, and is forgotten.
    expect(jobInFlight("website-roast", 120_000, 121_001)).toBeNull();
    expect(jobInFlight("website-roast", 120_000, 60_000)).toBeNull();
  });

  it("is forgotten once settled, unless a newer job took its place", () => {
    rememberJobInFlight("website-roast", job("roast-1", 1_000));
    rememberJobInFlight("website-roast", job("roast-2", 2_000));
    forgetJobInFlight("website-roast", "roast-1");
    expect(jobInFlight("website-roast", 120_000, 3_000)?.ticket.session_id).toBe("roast-2");
    forgetJobInFlight("website-roast", "roast-2");
    expect(jobInFlight("website-roast", 120_000, 3_000)).toBeNull();
  });

  it("reads anything else stored under its key as nothing in flight", () => {
    localStorage.setItem("ai-leaders.jobs-in-flight", '{"website-roast": {"ticket": 7}}');
    expect(jobInFlight("website-roast", 120_000)).toBeNull();
    localStorage.setItem("ai-leaders.jobs-in-flight", "not json");
    expect(jobInFlight("website-roast", 120_000)).toBeNull();
  });
});
