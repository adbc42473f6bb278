// /level-3-founder-profile: the required fields, the company website asked for only with a
// personal address, the waiting card and the brief.
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { workflowMessages } from "@ai-leaders/core/messages";
import { FounderProfilePage } from "./FounderProfilePage.tsx";
import { renderWithAuth, standInWorkflow, toast, workflowCalls } from "../../test/workflow-page.tsx";
import { finished } from "../../features/roast/progress/workflow-stand-ins.ts";

describe("the founder profile page", () => {
  beforeEach(() => localStorage.clear());

  const website = () => screen.queryByRole("textbox", { name: "Company website (optional)" });
  const renderFounderPage = () => renderWithAuth(<FounderProfilePage />);

  it("asks for the name and the email before sending anything", async () => {
    const { calls } = standInWorkflow();
    const { user } = renderFounderPage();
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    await user.click(screen.getByRole("button", { name: "Submit Profile" }));
    expect(toast().textContent).toContain(workflowMessages.founderRequired.title);
    expect(toast().textContent).toContain("Please fill in at least your name and email.");
    expect(workflowCalls(calls)).toEqual([]);
  });

  it("asks for the company website with a gmail.com address, not a company one, refuses a bad one and sends a good one", async () => {
    const { calls } = standInWorkflow();
    const { user } = renderFounderPage();
    const email = screen.getByLabelText("Email");
    await user.type(screen.getByLabelText("Full Name"), "Sam Rivera");

    await user.type(email, "sam.rivera@company.example");
    expect(website()).toBeNull();
    await user.clear(email);
    await user.type(email, "sam.rivera@gmail.com");
    const hint = document.getElementById(website()!.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toContain("Add its website and we'll read that instead.");
    await user.clear(email);
    await user.type(email, "sam.rivera@company.example");
    expect(website()).toBeNull();

    await user.clear(email);
    await user.type(email, "sam.rivera@gmail.com");
    await user.type(website()!, "not a website");
    await user.click(screen.getByRole("button", { name: "Submit Profile" }));
    expect(toast().textContent).toContain("Please enter a valid URL");
    expect(workflowCalls(calls)).toEqual([]);

    await user.clear(website()!);
    await user.type(website()!, "rivera.example/team");
    await user.click(screen.getByRole("button", { name: "Submit Profile" }));
    await waitFor(() => expect(workflowCalls(calls)).toHaveLength(1));
    expect(calls.find((call) => call.path === "/api/workflows/founder-profile")?.body).toEqual({
      name: "Sam Rivera",
      email: "sam.rivera@gmail.com",
      company_url: "https://rivera.example/team",
    });
  });

  it("says the profile was submitted, shows a waiting card, then the brief with its line breaks", async () => {
    const { sockets, calls } = standInWorkflow();
    const { user } = renderFounderPage();
    await user.type(screen.getByLabelText("Full Name"), "Ann Lee");
    await user.type(screen.getByLabelText("Email"), "ann@lee.example");
    await user.click(screen.getByRole("button", { name: "Submit Profile" }));

    await screen.findByRole("heading", { name: "Analyzing your profile" });
    expect(toast().textContent).toContain(workflowMessages.founderSubmitted.title);
    expect(screen.getByRole("button", { name: "Analyzing..." }).getAttribute("aria-disabled")).toBe("true");
    expect(calls.find((call) => call.path === "/api/workflows/founder-profile")?.body).toEqual({
      name: "Ann Lee",
      email: "ann@lee.example",
    });

    sockets[0]!.push(
      finished({
        content: "Automation result for founder-profile\nSecond line",
        analysis: "Automation result for founder-profile\nSecond line",
      }),
    );
    const brief = (await screen.findByRole("heading", { name: "Your founder brief" })).closest("section")!;
    await waitFor(() => expect(brief.querySelector(".report-view")?.textContent).toContain("Automation result for founder-profile"));
    // The text shows at once; its Markdown rendering, which keeps the line break, comes with the renderer's own chunk.
    // (A busy machine may take more than waitFor's one second to load that chunk.)
    await waitFor(() => expect(brief.querySelector(".report-view br")).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByRole("heading", { name: "Analyzing your profile" })).toBeNull();
  });
});
