// The console's What's new section: an entry written with a link and the suggestion it answers, saved as a draft with focus back on New entry, then published after asking, saying how many were emailed.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { changelogMessages } from "@ai-leaders/core/messages";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, answerConsole, callsTo } from "../test/console-api.ts";
import type { ConsoleEntry } from "./api.ts";
import { ChangelogSection } from "./ChangelogSection.tsx";

const playbookLink = {
  kind: "prompt",
  path: "/prompts/claude#competitor-playbook",
  title: "Competitor Playbook (Claude Expert Prompts)",
} as const;
const suggestion = { id: "suggestion-1", title: "A prompt for competitor reviews", status: "open", vote_count: 3 };
const draft: ConsoleEntry = {
  id: "entry-1",
  title: "Competitor Playbook for Claude",
  summary: "Map a rival's moves and your answer to each, in one sitting.",
  date: "2026-05-01",
  links: [playbookLink],
  suggestion_ids: [suggestion.id],
  suggestions: [{ id: suggestion.id, title: suggestion.title, status: "open" }],
  state: "draft",
  created_at: "2026-05-01T09:00:00.000Z",
  updated_at: "2026-05-01T09:00:00.000Z",
};
const published: ConsoleEntry = {
  ...draft,
  state: "published",
  published_at: "2026-05-01T10:00:00.000Z",
  notified: 0,
  suggestions: [{ ...draft.suggestions[0]!, status: "done" }],
};

function changelogApi(entries: ConsoleEntry[] = []) {
  return answerConsole({
    "GET /api/admin/changelog": () => json({ entries }),
    "GET /api/admin/changelog/linkable": () => json({ links: [playbookLink] }),
    "GET /api/admin/board/suggestions/search": () => json({ rows: [suggestion] }),
    "POST /api/admin/changelog": () => json({ entry: draft }, 201),
    "POST /api/admin/changelog/entry-1/publish": () =>
      json({ entry: published, notified: 0, message: changelogMessages.publishedNotice(0) }),
  });
}

describe("the console's What's new section", () => {
  it("writes an entry that links to a prompt and answers a suggestion, and saves it as a draft with focus back on New entry", async () => {
    const calls = changelogApi();
    const { user } = renderPage(<ChangelogSection accessToken={accessToken} />, { route: "/admin/whats-new" });
    await screen.findByText("No entries yet. Write the first when something ships.");
    await user.click(screen.getByRole("button", { name: "New entry" }));
    const form = within(screen.getByRole("form", { name: "New entry" }));
    await user.type(form.getByLabelText("Title", { exact: true }), draft.title);
    await user.type(form.getByLabelText("What changed, in a sentence or two"), draft.summary);
    await waitFor(() => expect(form.getByRole("option", { name: playbookLink.title })).toBeTruthy());
    await user.selectOptions(form.getByLabelText("Page to link"), playbookLink.title);
    await user.click(form.getByRole("button", { name: "Add link" }));
    expect(form.getByRole("button", { name: `Remove the link to ${playbookLink.title}` })).toBeTruthy();
    await user.type(form.getByLabelText("Find a suggestion by title"), "competitor reviews");
    await user.click(form.getByRole("button", { name: "Find" }));
    await user.click(await form.findByRole("button", { name: `Add ${suggestion.title}` }));
    expect(form.getByRole("button", { name: `Remove ${suggestion.title}` })).toBeTruthy();
    await user.click(form.getByRole("button", { name: "Save draft" }));

    const entries = within(await screen.findByRole("list", { name: "Entries, newest first" }));
    expect(entries.getByText("Draft")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("New entry"));
    expect(callsTo(calls, "GET /api/admin/board/suggestions/search").map((call) => call.query)).toEqual([{ q: "competitor reviews" }]);
    expect(callsTo(calls, "POST /api/admin/changelog").map((call) => call.body)).toEqual([
      {
        title: draft.title,
        summary: draft.summary,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        links: [playbookLink],
        suggestion_ids: [suggestion.id],
      },
    ]);
  });

  it("publishes a draft after asking, and says how many people were emailed", async () => {
    const calls = changelogApi([draft]);
    const { user } = renderPage(<ChangelogSection accessToken={accessToken} />, { route: "/admin/whats-new" });
    const entries = within(await screen.findByRole("list", { name: "Entries, newest first" }));
    await user.click(entries.getByRole("button", { name: `Publish ${draft.title}` }));
    const confirm = within(screen.getByRole("group", { name: `Publish ${draft.title}` }));
    expect(screen.getByRole("group", { name: `Publish ${draft.title}` }).textContent).toContain("its 1 suggestion will be marked done");
    await user.click(confirm.getByRole("button", { name: "Publish now" }));
    await screen.findByText(changelogMessages.publishedNotice(0), { selector: "[role=status]" });
    expect(entries.getByText("Published")).toBeTruthy();
    expect(entries.getByText(/0 people emailed/)).toBeTruthy();
    expect(callsTo(calls, "POST /api/admin/changelog/entry-1/publish")).toHaveLength(1);
  });
});
