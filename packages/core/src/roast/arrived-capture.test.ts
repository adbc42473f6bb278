import { describe, expect, it } from "vitest";
import { critiqueHtml } from "./checks/index.ts";
import { ruleBasedNotChecked } from "./checks/page-report.ts";
import { captureGiveUpMs, withArrivedCapture } from "./arrived-capture.ts";
import { designShownNotScored, screenshotsComing, seenInBrowser, withCapture } from "./with-capture.ts";
import type { CaptureOutcome } from "./capture/types.ts";
import type { StoredResult } from "./store/repository.ts";

const page = critiqueHtml(
  Buffer.from("<!doctype html><title>Acme</title><h1>Payroll for dentists</h1><a href=/demo>Book a demo</a>"),
  "website-roast",
).report;
const requestedAt = new Date("2026-11-27T10:00:00Z");
const captureId = "capture-id-0000000000";
const waiting = withCapture(
  page,
  { id: captureId, capturedAt: requestedAt },
  { ok: false, pending: true, reason: "the browser is busy with other pages", detail: "still in line" },
  "rules",
);
const kept: StoredResult = {
  result_id: "result-1",
  session_id: "session-1",
  kind: "website-roast",
  subject: "https://acme.example/",
  text: "…",
  report: waiting,
  source: { engine: "rule-based" },
  created_at: requestedAt.toISOString(),
  expires_at: requestedAt.getTime() / 1000 + 86_400,
};
const taken: CaptureOutcome = {
  ok: true,
  views: [{ name: "desktop", width: 1440, height: 900, fullHeight: 900, pageHeight: 900 }],
  text: { desktop: [{ text: "Payroll for dentists", box: { x: 8, y: 20, width: 400, height: 37 } }], mobile: [] },
  captureMs: 2100,
};

/** One kept result, updated only while its report still waits for that capture (the table's condition). */
function resultsWith(result: StoredResult) {
  let row = result;
  let writes = 0;
  return {
    row: () => row,
    writes: () => writes,
    get: async () => row,
    async keepArrivedCapture(_id: string, waitingFor: string, arrived: Pick<StoredResult, "report" | "text">) {
      if (row.report?.kind !== "page" || row.report.pendingCapture?.id !== waitingFor) return false;
      writes++;
      row = { ...row, ...arrived };
      return true;
    },
  };
}

describe("screenshots that waited their turn", () => {
  it("say they are coming while the report waits for them", () => {
    expect(waiting.pendingCapture).toEqual({ id: captureId, requestedAt: requestedAt.toISOString() });
    expect(waiting.notChecked.at(-1)).toBe(screenshotsComing);
    expect(waiting.capture).toBeUndefined();
  });

  it("leave the report as it is while they are still in line", async () => {
    const results = resultsWith(kept);
    const read = await withArrivedCapture(kept, { results, screenshots: { getOutcome: async () => null }, now: requestedAt });
    expect(read).toBe(kept);
    expect(results.writes()).toBe(0);
  });

  it("are put into the kept report by the first read after they arrive, once, as if they had come in time", async () => {
    const results = resultsWith(kept);
    const deps = { results, screenshots: { getOutcome: async () => taken }, now: requestedAt };
    const [first, second] = await Promise.all([withArrivedCapture(kept, deps), withArrivedCapture(kept, deps)]);
    expect(results.writes()).toBe(1);
    const report = results.row().report as typeof waiting;
    expect(first.report).toEqual(report);
    expect(second.report).toEqual(report);
    expect(report.pendingCapture).toBeUndefined();
    expect(report.notChecked).not.toContain(screenshotsComing);
    expect(report.notChecked).not.toContain(ruleBasedNotChecked[0]);
    expect(report.notChecked).toContain(designShownNotScored);
    expect(report.read.at(-1)).toBe(seenInBrowser);
    expect(report.capture).toMatchObject({ id: captureId, capturedAt: requestedAt.toISOString() });
    expect(results.row().text).toContain("Payroll for dentists");
    // What a report made with its capture in time would be.
    expect(report).toEqual(withCapture(page, { id: captureId, capturedAt: requestedAt }, taken, "rules"));
  });

  it("are given up after an hour: the report says the browser did not get to the page", async () => {
    const results = resultsWith(kept);
    const later = new Date(requestedAt.getTime() + captureGiveUpMs + 1000);
    const read = await withArrivedCapture(kept, { results, screenshots: { getOutcome: async () => null }, now: later });
    const report = read.report as typeof waiting;
    expect(report.pendingCapture).toBeUndefined();
    expect(report.notChecked.at(-1)).toBe("How the page looks: The browser did not get to the page in time, so there are no screenshots.");
    expect(results.writes()).toBe(1);
  });
});
