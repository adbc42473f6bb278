// What's new as a visitor reads it: each published entry with its date, its links to the new pages and the suggestions it answers, and a signed-out reader offered a login for the feed.
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { PublishedEntry } from "@ai-leaders/core/changelog";
import { answerApi, json, renderPage } from "../../test/render.tsx";
import { AuthProvider } from "../../account/AuthProvider.tsx";
import { WhatsNewPage } from "./WhatsNewPage.tsx";

const playbook: PublishedEntry = {
  id: "entry-1",
  title: "Competitor Playbook for Claude",
  summary: "Map a rival's moves and your answer to each, in one sitting.",
  date: "2026-05-01",
  links: [{ kind: "prompt", path: "/prompts/claude#competitor-playbook", title: "Competitor Playbook (Claude Expert Prompts)" }],
  suggestions: [{ id: "suggestion-1", title: "A prompt for competitor reviews" }],
};

describe("the What's new page", () => {
  // The page keeps what it loaded for the tab's life: this file loads it once.
  it("shows an entry with its date, a link to the new prompt and the suggestion it answers, and offers a signed-out reader a login for the feed", async () => {
    const calls = answerApi((call) =>
      call.path === "/api/changelog" ? json({ entries: [playbook] }) : json({ error: { message: "not here" } }, 404),
    );
    renderPage(
      <AuthProvider>
        <WhatsNewPage />
      </AuthProvider>,
      { route: "/whats-new" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "What's new" })).toBeTruthy();
    const entry = within(await screen.findByRole("article", { name: playbook.title }));
    expect(entry.getByText("1 May 2026")).toBeTruthy();
    expect(entry.getByText(playbook.summary)).toBeTruthy();
    expect(entry.getByRole("link", { name: "Competitor Playbook (Claude Expert Prompts)" }).getAttribute("href")).toBe(
      "/prompts/claude#competitor-playbook",
    );
    expect(entry.getByText("Answers the suggestion")).toBeTruthy();
    expect(entry.getByText("A prompt for competitor reviews")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/changelog")).toHaveLength(1);
  });
});
