// Issue 45, Deliver 6 and 7: the hub's blueprint card copies its prompt and shows its example, each
// decision dossier is a numbered path of links to the cards it chains, and each of those cards
// says where it sits in the path (the API answered by the real content).
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { playbooks } from "@ai-leaders/core/content/playbooks";
import { renderPage } from "../../../test/render.tsx";
import { answerWithContent, clipboardText } from "../gated-content-stand-in.ts";
import { PromptLibraryPage } from "../PromptLibraryPage.tsx";
import { HubPlaybooks } from "./HubPlaybooks.tsx";

const { blueprint } = playbooks;

describe("the hub's playbooks", () => {
  it("shows the blueprint card, which opens to its example and copies its prompt", async () => {
    answerWithContent();
    const { user } = renderPage(<HubPlaybooks />, { route: "/level-2/tools" });
    const toggle = await screen.findByRole("button", { name: blueprint.title });
    await user.click(toggle);
    const card = toggle.closest("article") as HTMLElement;
    expect(within(card).getByText(/Start with your first question\./)).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: `Copy prompt template: ${blueprint.title}` }));
    expect(await clipboardText()).toContain("Ask one question at a time");
    expect(card.textContent).toContain("Harrow & Vale Logistics");
  });

  it("lists each dossier as a numbered path of links to its cards", async () => {
    answerWithContent();
    renderPage(<HubPlaybooks />, { route: "/level-2/tools" });
    const path = await screen.findByRole("list", { name: "Make a hard decision and tell the board" });
    const links = within(path).getAllByRole("link");
    expect(path.tagName).toBe("OL");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/prompts/chatgpt#leadership-coach-decision-making",
      "/prompts/chatgpt#board-memo-prep",
      "/prompts/chatgpt#investor-update-writer",
      "/prompts/claude#leadership-reflection-journal",
    ]);
    expect(path.textContent).toContain("paste the options into [options]");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(playbooks.dossiers.map((dossier) => dossier.title)),
    );
  });
});

describe("a card in a dossier", () => {
  it("says which dossier, which step, and links the next card", async () => {
    answerWithContent();
    renderPage(
      <Routes>
        <Route path="/prompts/:tool" element={<PromptLibraryPage />} />
      </Routes>,
      { route: "/prompts/chatgpt" },
    );
    const card = (await screen.findByRole("button", { name: "Board Memo Prep" })).closest("li") as HTMLElement;
    await waitFor(() => expect(card.textContent).toContain("Part of: Make a hard decision and tell the board — step 2 of 4"));
    expect(within(card).getByRole("link", { name: "Investor Update Writer" }).getAttribute("href")).toBe(
      "/prompts/chatgpt#investor-update-writer",
    );
  });
});
