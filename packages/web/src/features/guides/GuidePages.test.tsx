// The Level 3 guides as a visitor with a code uses them: steps that open and close, the size of each
// simulation, Copy and its toasts, steps marked done and kept on this device, and prompts filled
// from the business context or from an earlier step's output (the API answered by the real content).
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { guides } from "@ai-leaders/core/content";
import { copyMessages } from "@ai-leaders/core/messages";
import { renderPage } from "../../test/render.tsx";
import { businessContextStorageKey } from "../../lib/business-context/use-business-context.ts";
import { answerWithContent, clipboardText, refuseClipboard } from "../prompt-libraries/gated-content-stand-in.ts";
import { AuthProvider } from "../../account/AuthProvider.tsx";
import { BuildWebsitePage } from "../../pages/workflows/BuildWebsitePage.tsx";
import { ExpertPanelPage } from "./ExpertPanelPage.tsx";
import { MarketDecisionPage } from "./MarketDecisionPage.tsx";
import { ResearchReportPage } from "./ResearchReportPage.tsx";
import { StepCard } from "./StepCard.tsx";

const marketDecisionSteps = guides["market-decision"].steps;
const researchCards = guides["research-report"].cards;

function openGuide(page: ReactElement, route: string) {
  answerWithContent();
  return renderPage(page, { route });
}

const toastText = () =>
  screen
    .getAllByTestId("toast")
    .map((toast) => toast.textContent)
    .join("\n");
/** The build-website guide, whose results lists ask who is signed in. */
const buildWebsite = (
  <AuthProvider>
    <BuildWebsitePage />
  </AuthProvider>
);
const stepButton = (n: number) => screen.getByRole("button", { name: `Step ${n} ${marketDecisionSteps[n - 1]!.title}` });

describe("the Level 3 guides", () => {
  beforeEach(() => localStorage.clear());

  it("start the market-decision steps collapsed, and open and close each on its own, by mouse or keyboard", async () => {
    const { user } = openGuide(<MarketDecisionPage />, "/level-3-market-decision");
    await screen.findByRole("button", { name: /^Step 1 / });
    const toggles = () => [...document.querySelectorAll("button[aria-expanded]")].map((button) => button.getAttribute("aria-expanded"));
    expect(toggles()).toEqual(Array(6).fill("false"));
    const howTo = () => screen.queryAllByRole("heading", { name: "How to generate it" }).filter((heading) => !heading.closest("[hidden]"));
    expect(howTo()).toHaveLength(0);

    await user.click(stepButton(1));
    await user.click(stepButton(3));
    expect(toggles()).toEqual(["true", "false", "true", "false", "false", "false"]);
    expect(howTo()).toHaveLength(2);
    await user.click(stepButton(1));
    expect(toggles()).toEqual(["false", "false", "true", "false", "false", "false"]);

    // Step 6 has a template link that opens in a new tab without a referrer.
    stepButton(6).focus();
    await user.keyboard("{Enter}");
    expect(stepButton(6).getAttribute("aria-expanded")).toBe("true");
    const template = screen.getByRole("link", { name: /opens in a new tab/ });
    expect(template.getAttribute("target")).toBe("_blank");
    expect(template.getAttribute("rel")).toBe("noopener noreferrer");
    await user.keyboard(" ");
    expect(stepButton(6).getAttribute("aria-expanded")).toBe("false");
  });

  it("show each simulation's size", async () => {
    openGuide(<ExpertPanelPage />, "/level-3-expert-panel");
    await waitFor(() => expect(document.querySelectorAll(".guides-badge")).toHaveLength(4));
    expect([...document.querySelectorAll(".guides-badge")].map((badge) => badge.textContent)).toEqual([
      "6 people",
      "5 people",
      "6 people",
      "6 members",
    ]);
  });

  it("copy a guide's prompt and say so", async () => {
    const { user } = openGuide(<ResearchReportPage />, "/level-3-research-report");
    const card = researchCards[0]!;
    await user.click(await screen.findByRole("button", { name: `Copy prompt: ${card.title}` }));
    await waitFor(() => expect(toastText()).toContain("Copied to clipboard"));
    expect(toastText()).toContain("The prompt has been copied to your clipboard.");
    expect(await clipboardText()).toBe(card.prompt);
  });

  it("name the research prompts' fields as the prompts write them, for a person", async () => {
    openGuide(<ResearchReportPage />, "/level-3-research-report");
    await screen.findByRole("button", { name: `Copy prompt: ${researchCards[0]!.title}` });
    const fields = document.querySelector(".guides-fields")!;
    expect([...fields.querySelectorAll("code")].map((field) => field.textContent)).toEqual([
      "[industry]",
      "[company]",
      "[research focus]",
      "[timeframe]",
      "[additional context]",
    ]);
  });

  it("say so, as an alert, when the copy fails", async () => {
    const { user } = openGuide(buildWebsite, "/level-3-build-website");
    refuseClipboard();
    await user.click(await screen.findByRole("button", { name: "Copy prompt: Know what you want" }));
    const toast = await waitFor(() =>
      screen.getAllByTestId("toast").find((shown) => shown.textContent!.includes(copyMessages.failure.title))!,
    );
    expect(toast.textContent).toContain("Failed to copy prompt");
    expect(toast.getAttribute("role")).toBe("alert");
  });

  it("keep a step done after a reload", async () => {
    const first = openGuide(buildWebsite, "/level-3-build-website");
    await first.user.click(await screen.findByRole("button", { name: /^Mark as done\s*: step 1,/ }));
    expect(screen.getByRole("button", { name: /^Done ✓\s*: step 1,/ })).toBeTruthy();
    first.unmount();

    openGuide(buildWebsite, "/level-3-build-website");
    await screen.findByRole("button", { name: /^Done ✓\s*: step 1,/ });
    expect(screen.getAllByRole("button", { name: /^Mark as done\s*: step 2,/ })).toHaveLength(1);
  });

  it("track the six-step market guide too, and resume at its first open step", async () => {
    const first = openGuide(<MarketDecisionPage />, "/level-3-market-decision");
    await first.user.click(await screen.findByRole("button", { name: /^Mark as done\s*: step 1,/ }));
    await first.user.click(screen.getByRole("button", { name: /^Mark as done\s*: step 2,/ }));
    first.unmount();

    const { user } = openGuide(<MarketDecisionPage />, "/level-3-market-decision");
    await screen.findByRole("button", { name: /^Done ✓\s*: step 2,/ });
    expect(screen.getByText("2 of 6 steps done")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: /Resume at step 3/ }));
    expect(document.activeElement?.id).toBe("step-3");
  });

  it("fill a step's prompt with the earlier output pasted into its box", async () => {
    const step = guides["improve-landing-page"].steps[1]!;
    const { user } = renderPage(<StepCard step={step} number={2} />, { route: "/level-3-improve-landing-page" });
    await user.type(screen.getByLabelText("Paste the feedback from step 2"), "Fix now: the headline says nothing about invoices.");
    const prompt = screen.getAllByRole("region", { name: /^Prompt: / }).at(-1)!;
    expect(prompt.textContent).toContain("Fix now: the headline says nothing about invoices.");
    expect(prompt.textContent).not.toContain("[paste the feedback from step 2 here]");
  });

  it("fill the research guide's prompts from the business context, and ask on the card for what it leaves open", async () => {
    localStorage.setItem(
      businessContextStorageKey,
      JSON.stringify({ company: "Northwind Freight", industry: "freight logistics", role: "COO" }),
    );
    const { user } = openGuide(<ResearchReportPage />, "/level-3-research-report");
    const prompt = await waitFor(() => document.querySelector(".guides-prompt-text")!);
    expect(prompt.textContent).toContain("Northwind Freight");
    expect(prompt.textContent).not.toMatch(/\[(your )?company( name)?\]/i);

    // What the context leaves open is asked on the card, and previewed in its prompt as typed.
    const card = within(screen.getByRole("region", { name: "Market Entry Analysis" }));
    expect(card.queryByRole("textbox", { name: "company" })).toBeNull();
    await user.type(card.getByRole("textbox", { name: "research focus" }), "entering the Nordic cold-chain market");
    const cardPrompt = card.getByRole("region", { name: /^Prompt: / });
    expect(cardPrompt.textContent).toContain("entering the Nordic cold-chain market");
    expect(cardPrompt.textContent).not.toContain("[researchFocus]");
  });
});
