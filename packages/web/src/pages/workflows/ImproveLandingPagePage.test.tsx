// /level-3-improve-landing-page: step 1's https:// field with Go and Cancel, the status words while
// it waits, the feedback in step 2 (also when handed to the page's global callbacks), and the
// optimisation tools with their sources.
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { workflowMessages } from "@ai-leaders/core/messages";
import { loadGuide } from "@ai-leaders/core/content/loaders";
import { ImproveLandingPagePage } from "./ImproveLandingPagePage.tsx";
import { statusWordInterval } from "../../features/guides/StatusWords.tsx";
import { json, type ApiCall } from "../../test/render.tsx";
import { renderWithAuth, standInWorkflow, toast, workflowCalls } from "../../test/workflow-page.tsx";
import { finished, workflowApi } from "../../features/roast/progress/workflow-stand-ins.ts";

const guide = await loadGuide("improve-landing-page");
/** The API of workflowApi, and the guide's gated content. */
const improveApi = (call: ApiCall) => (call.path === "/api/content/guides/improve-landing-page" ? json(guide) : workflowApi(call));

describe("the improve-landing-page page", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  const go = () => screen.getByRole("button", { name: "Go" });
  const stepTwo = () => screen.getByRole("region", { name: "Your feedback" });
  const renderImprovePage = () => renderWithAuth(<ImproveLandingPagePage />);

  async function openField(user: ReturnType<typeof renderImprovePage>["user"]) {
    await user.click(await screen.findByRole("button", { name: "Analyze my landing page" }));
    return screen.getByLabelText("Landing page URL") as HTMLInputElement;
  }

  it("opens an https:// field, focused, with Go unavailable while it is empty, refuses a bad host, and Cancel gives focus back", async () => {
    const { calls } = standInWorkflow(improveApi);
    const { user } = renderImprovePage();
    const field = await openField(user);
    expect(document.querySelector(".guides-input-prefix")?.textContent).toBe("https://");
    expect(document.activeElement).toBe(field);
    expect(go().getAttribute("aria-disabled")).toBe("true");

    await user.type(field, "[[not-a-host"); // "[[" types one "["
    expect(go().hasAttribute("aria-disabled")).toBe(false);
    await user.click(go());
    expect(toast().textContent).toContain(workflowMessages.invalidUrlTitle);
    expect(toast().textContent).toContain("Please enter a valid URL (e.g., ");
    expect(workflowCalls(calls)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Landing page URL")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Analyze my landing page" })));
  });

  it("links the three optimisation tools in new tabs, with the sources of what it says of them", async () => {
    standInWorkflow(improveApi);
    renderImprovePage();
    const sources = await screen.findByRole("region", { name: "Sources: Optimisation tools" });
    const links = document.querySelectorAll(".guides-tools-list a");
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(within(sources).getAllByRole("listitem")).toHaveLength(3);
    expect(sources.textContent).toMatch(/Clarity is free.*checked \w+ \d{4}/s);
  });

  it("says what it analyzes, cycles its status words while waiting, and shows the feedback in step 2", async () => {
    const { sockets, calls } = standInWorkflow(improveApi);
    const { user } = renderImprovePage();
    await user.type(await openField(user), "acme.example/pricing");
    await user.click(go());

    await waitFor(() => expect(toast().textContent).toContain("Analyzing: https://acme.example/pricing - Results will appear in step 2."));
    expect(toast().textContent).toContain(workflowMessages.improveStarted("").title);
    expect(calls.find((call) => call.path === "/api/workflows/landing-improve")?.body).toEqual({ url: "https://acme.example/pricing" });
    const word = () => stepTwo().querySelector(".guides-status-words span[aria-hidden]")!.textContent;
    const first = word();
    act(() => void vi.advanceTimersByTime(statusWordInterval));
    expect(word()).not.toBe(first);

    sockets[0]!.push(finished({ content: "Automation result for landing-improve", analysis: "Automation result for landing-improve" }));
    await waitFor(() => expect(toast().textContent).toContain(workflowMessages.improveComplete.title));
    expect(stepTwo().querySelector(".report-view")?.textContent).toContain("Automation result for landing-improve");
  });

  it("takes a result handed to the page's global callbacks", async () => {
    standInWorkflow(improveApi);
    const { user } = renderImprovePage();
    await user.type(await openField(user), "acme.example");
    await user.click(go());
    await waitFor(() => expect(stepTwo().querySelector(".guides-status-words")).not.toBeNull());

    expect(typeof window.handleWebhookResponse).toBe("function");
    act(() => window.displayResults!("Delivered by the page callback"));
    await waitFor(() => expect(toast().textContent).toContain(workflowMessages.improveComplete.title));
    expect(stepTwo().querySelector(".report-view")?.textContent).toContain("Delivered by the page callback");
  });
});
