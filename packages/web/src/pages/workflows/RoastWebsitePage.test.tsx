// /level-3-roast-website: the spec's labels and empty state, the address checks, "Roasting Your
// Website" while it waits, a roast picked up again after a reload, and a failure with Try again.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { workflowMessages } from "@ai-leaders/core/messages";
import { RoastWebsitePage } from "./RoastWebsitePage.tsx";
import { answerApi, json } from "../../test/render.tsx";
import { renderWithAuth, standInWorkflow, toast, workflowCalls } from "../../test/workflow-page.tsx";
import { finished, reportWriters, ticket, workflowApi } from "../../features/roast/progress/workflow-stand-ins.ts";
import { forgetReportWriters } from "../../features/roast/writer/report-writers.ts";

describe("the website roast page", () => {
  beforeEach(() => {
    localStorage.clear();
    forgetReportWriters();
  });

  const field = () => screen.getByLabelText("Website URL *") as HTMLInputElement;
  const renderRoastPage = () => renderWithAuth(<RoastWebsitePage />);
  /** The stages the waiting card lists, in order. */
  const stagesShown = (progress: HTMLElement) =>
    within(progress)
      .getAllByRole("listitem")
      .map((item) => item.textContent);

  async function submit(user: ReturnType<typeof renderRoastPage>["user"], address: string) {
    await user.clear(field());
    if (address) await user.type(field(), address);
    await user.click(screen.getByRole("button", { name: "Submit URL" }));
  }

  /** Opens the page, submits acme.example and waits for "Roasting Your Website": the page, its calls and its sockets. */
  async function roastAcme() {
    const { sockets, calls } = standInWorkflow();
    const page = renderRoastPage();
    await submit(page.user, "acme.example");
    await screen.findByRole("heading", { name: "Roasting Your Website" });
    return { ...page, sockets, calls };
  }

  it("shows the spec's labels and empty state, and refuses an empty or malformed address without sending it", async () => {
    const { calls } = standInWorkflow();
    const { user } = renderRoastPage();
    expect(screen.getByRole("heading", { name: "Roast Website", level: 1 })).toBeTruthy();
    // An automation writes the roast here: the spec's words.
    await screen.findByText("Enter your website URL to get an AI-powered roast");
    expect(screen.getByText("Submit your website URL for a comprehensive AI analysis.")).toBeTruthy();
    expect(field().getAttribute("type")).toBe("text");
    expect(field().required).toBe(true);
    expect(field().placeholder).toBe("yourcompany.com");
    expect(screen.getByText("Submit a URL above to get started")).toBeTruthy();
    expect(screen.getByText("No roast yet. Enter a URL above and click Submit to get started.")).toBeTruthy();

    await submit(user, "   ");
    expect(toast().textContent).toContain(workflowMessages.roastWebsiteRequired.title);
    await submit(user, "bad host name");
    expect(toast().textContent).toContain(workflowMessages.roastWebsiteInvalid.description);
    expect(workflowCalls(calls)).toEqual([]);
  });

  it("says what runs when no automation and no model writes the roast, and remembers it for the next visit", async () => {
    answerApi((call) => (call.path === "/api/report-writers" ? json(reportWriters("rule-based")) : workflowApi(call)));
    const first = renderRoastPage();
    await screen.findByText("Enter your website URL to get a roast from our rule-based checks");
    expect(
      screen.getByText("Submit your website URL for a rule-based check of its message, call to action, proof and speed."),
    ).toBeTruthy();
    expect(document.body.textContent!.replaceAll("AI for Leaders", "")).not.toMatch(/\bAI\b/);
    first.unmount();

    // The next visit says it from its first paint, before it asks again.
    forgetReportWriters({ onDevice: false });
    answerApi(() => new Promise<Response>(() => undefined));
    renderRoastPage();
    expect(screen.getByText("Enter your website URL to get a roast from our rule-based checks")).toBeTruthy();
  });

  it("shows each stage of the roast as it starts, ticking the ones passed, until the result replaces them", async () => {
    const { sockets } = await roastAcme();
    for (const stage of ["opening", "reading", "scoring", "screenshots"]) sockets[0]!.push({ type: "analysis_stage", stage });
    const progress = await screen.findByRole("list", { name: "Progress" });
    await waitFor(() => expect(within(progress).getAllByRole("listitem")).toHaveLength(4));
    expect(stagesShown(progress)).toEqual([
      "Opening the page",
      "Reading it: the headline, the offer, the proof and the asks",
      "Scoring it on the published rubric",
      "Taking screenshots at desktop and mobile width",
    ]);
    expect(within(progress).getByText("Taking screenshots at desktop and mobile width").closest("li")!.getAttribute("aria-current")).toBe(
      "step",
    );
    // The stage under way is announced.
    expect(screen.getAllByRole("status").some((status) => status.textContent === "Taking screenshots at desktop and mobile width")).toBe(
      true,
    );

    sockets[0]!.push(finished({ content: "Automation result for website-roast", analysis: "Automation result for website-roast" }));
    await screen.findByText("Automation result for website-roast");
    expect(screen.queryByRole("list", { name: "Progress" })).toBeNull();
  });

  it("shows the stage the stored job is at when its socket opens after the stages were pushed", async () => {
    const { sockets } = standInWorkflow((call) =>
      call.path === "/api/get-analysis-result"
        ? json({ success: false, data: { session_id: ticket.session_id, status: "pending", stage: "screenshots" } })
        : workflowApi(call),
    );
    const { user } = renderRoastPage();
    await submit(user, "acme.example");
    await screen.findByRole("heading", { name: "Roasting Your Website" });
    sockets[0]!.open();
    const progress = await screen.findByRole("list", { name: "Progress" });
    await waitFor(() =>
      expect(stagesShown(progress)).toEqual([
        "Opening the page",
        "Reading it: the headline, the offer, the proof and the asks",
        "Taking screenshots at desktop and mobile width",
      ]),
    );
  });

  it("says the roast is late after two minutes, keeps listening, and shows the result that comes after, with its link", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { sockets } = await roastAcme();
      await act(() => vi.advanceTimersByTimeAsync(120_000));
      await screen.findByText(/We are still listening/);
      expect(screen.getAllByText(workflowMessages.roastTimeout.description).length).toBeGreaterThan(0);

      const resultId = "LateResult000000000000";
      sockets.at(-1)!.push(finished({ content: "The late roast", analysis: "The late roast", result_id: resultId }));
      await screen.findByText("The late roast");
      expect(document.body.innerHTML).toContain(`/r/${resultId}`);
      expect(screen.queryByText(/We are still listening/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Roasting Your Website' while it waits, then shows the result under 'Your Website Roast'", async () => {
    const { sockets, calls } = await roastAcme();
    expect(calls.find((call) => call.path === "/api/workflows/website-roast")?.body).toEqual({ url: "https://acme.example" });
    expect(toast().textContent).toContain(workflowMessages.websiteSubmitted.title);
    expect(screen.getByText("Please wait while we analyze your website...")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Roasting..." }).getAttribute("aria-disabled")).toBe("true");

    sockets[0]!.push(finished({ content: "Automation result for website-roast", analysis: "Automation result for website-roast" }));
    await screen.findByRole("heading", { name: "Your Website Roast" });
    expect(await screen.findByText(/Automation result for website-roast/)).toBeTruthy();
  });

  it("picks a roast up again after a reload, with its address in the form, and starts fresh once it has finished", async () => {
    const first = await roastAcme();
    const { sockets } = first;
    first.unmount();

    // The reload: the page waits on the same job, and says which page it is.
    const again = renderRoastPage();
    await screen.findByRole("heading", { name: "Roasting Your Website" });
    expect(field().value).toBe("https://acme.example");
    expect(screen.queryByText(/No roast yet/)).toBeNull();
    expect(sockets.at(-1)!.url).toContain(`token=${ticket.watch_token}`);
    sockets.at(-1)!.push(finished({ content: "Finished after the reload", analysis: "Finished after the reload" }));
    await screen.findByText(/Finished after the reload/);
    again.unmount();

    renderRoastPage();
    expect(screen.getByText(/No roast yet/)).toBeTruthy();
  });

  it("shows a failure inside the result card, with the reason and Try again, which sends the address once more", async () => {
    const { sockets, calls, user } = await roastAcme();
    sockets[0]!.push({
      type: "analysis_result",
      session_id: ticket.session_id,
      status: "failed",
      error: "That address can't be analyzed.",
    });

    const card = (await screen.findByRole("heading", { name: "Your Website Roast" })).closest("section")!;
    const failure = await within(card).findByRole("alert");
    expect(failure.textContent).toContain("This analysis couldn't be finished.");
    expect(failure.textContent).toContain("That address can't be analyzed");
    await user.click(within(failure).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/workflows/website-roast")).toHaveLength(2));
    expect(calls.filter((call) => call.path === "/api/workflows/website-roast").map((call) => call.body)).toEqual([
      { url: "https://acme.example" },
      { url: "https://acme.example" },
    ]);
  });
});
