// A report that went out before the browser got to the page (issue 44, Deliver 2): it says the
// screenshots are coming, asks its permalink again, and shows them once they have arrived.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import type { PageCapture, PageReport, ReportSource } from "@ai-leaders/core/roast/report";
import type { KeptResult } from "@ai-leaders/core/roast/store";
import { answerApi, json, renderPage } from "../../../test/render.tsx";
import { KeptReportView } from "./KeptReportView.tsx";
import { pageReport } from "../../../test/page-report.ts";

const source: ReportSource = { engine: "rule-based" };
const waiting: PageReport = {
  ...pageReport,
  url: "https://acme.example/",
  categories: [{ name: "Trust", score: 3, summary: "No customer names.", evidence: [{ quote: "Payroll for dentists", note: "Generic." }] }],
  fixes: [],
  headlines: [],
  callsToAction: [],
  notChecked: [
    "How the page looks: the browser is busy with other pages, so the screenshots are coming; they are added to this report when taken.",
  ],
  read: ["https://acme.example/"],
  pendingCapture: { id: "capture-id-0000000000", requestedAt: "2026-12-06T10:00:00.000Z" },
};
const capture: PageCapture = {
  id: "capture-id-0000000000",
  capturedAt: "2026-12-06T10:00:00.000Z",
  views: [{ name: "desktop", width: 1440, height: 900, fullHeight: 1800, pageHeight: 1800 }],
  pins: [{ n: 1, quote: "Payroll for dentists", boxes: { desktop: { x: 10, y: 20, width: 300, height: 40 } } }],
};
const { pendingCapture: _, ...withoutPending } = waiting;
const arrived: PageReport = { ...withoutPending, notChecked: [], capture };

function kept(report: PageReport): KeptResult {
  return {
    result_id: "r1",
    kind: "website-roast",
    subject: report.url,
    created_at: "2026-12-06T10:00:00.000Z",
    expires_at: "2026-12-07T10:00:00.000Z",
    text: "",
    report,
    source,
    can_delete: false,
  };
}

afterEach(() => vi.useRealTimers());

describe("screenshots that are coming", () => {
  it("are announced where they will be, then shown once the permalink has them, without reloading", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    answerApi((call) => {
      if (call.path !== "/api/results/r1") return json({}, 404);
      asked++;
      return json({ result: kept(asked < 2 ? waiting : arrived) });
    });
    renderPage(<KeptReportView result={{ report: waiting, source }} resultId="r1" />);
    expect(screen.getByText(/Screenshots are coming\. Our browser is busy with other pages/)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();

    // The first ask finds them still in line; the second has them.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(screen.getByText(/Screenshots are coming/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4500));
    await vi.waitFor(() => expect(asked).toBe(2));
    expect(await screen.findByRole("img", { name: /The page at desktop width \(1440 px\)/ })).toBeTruthy();
    expect(screen.queryByText(/Screenshots are coming/)).toBeNull();

    // Once they are there, nothing more is asked.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(asked).toBe(2);
  });

  it("are not asked for by a report that has its screenshots, or one with no permalink", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerApi(() => json({ result: kept(arrived) }));
    renderPage(
      <>
        <KeptReportView result={{ report: arrived, source }} resultId="r1" />
        <KeptReportView result={{ report: waiting, source }} resultId={undefined} />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls).toEqual([]);
  });
});
