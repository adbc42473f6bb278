// The console's Board section: hiding and deleting a comment from the keyboard, a status with its public reply, a predefined tool's limits, a merge confirmed in a dialog, pre-moderation's switch, and a category added.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, answerConsole, callsTo, type ConsoleCall } from "../test/console-api.ts";
import type { OperatorComment, OperatorSuggestion } from "./api.ts";
import { BoardSection } from "./BoardSection.tsx";

const suggestion = (id: string, title: string, extra: Partial<OperatorSuggestion> = {}) =>
  ({
    id,
    title,
    description: null,
    status: "open",
    status_reply: null,
    moderation: "visible",
    vote_count: 0,
    comment_count: 0,
    predefined: false,
    created_at: "2026-05-01T09:00:00.000Z",
    notified_count: 0,
    merged_into: null,
    category_id: null,
    ...extra,
  }) as OperatorSuggestion;
const comment = (id: string, text: string, moderation: OperatorComment["moderation"] = "visible") =>
  ({
    id,
    suggestion_id: "pack",
    suggestion_title: "Quarterly board pack",
    comment_text: text,
    moderation,
    created_at: "2026-05-01T09:00:00.000Z",
  }) as OperatorComment;
const predefinedTitles = ["Build a Website in Minutes", "McKinsey Style Research Report", "Expert & User Panel", "Pick a Target Market"];
const change = (detail: Record<string, number> = {}) => json({ change: { detail } });

/** A board the stand-in keeps: its suggestions, comments and pre-moderation, changed as the API would. */
function board() {
  const suggestions = [
    suggestion("pack", "Quarterly board pack", { comment_count: 2 }),
    suggestion("target", "Investor update writer", { vote_count: 2 }),
    suggestion("duplicate", "Writer for investor updates", { vote_count: 2 }),
    suggestion("held", "Held for the operator", { moderation: "pending" }),
  ];
  const tools = predefinedTitles.map((title, index) => suggestion(`predefined-${index}`, title, { predefined: true }));
  const comments = [comment("good", "Great idea, we need this."), comment("spam", "Cheap pills at spam.example")];
  const categories: Array<{ id: string; name: string; colour: string; position: number }> = [];
  let preModeration = false;
  const inState = <Row extends { moderation: string }>(rows: Row[], { query }: ConsoleCall) =>
    json({ rows: rows.filter((row) => row.moderation === query.state), next_cursor: null });
  const find = <Row extends { id: string }>(rows: Row[], path: string, at: number) => rows.find((row) => row.id === path.split("/")[at])!;
  const calls = answerConsole({
    "GET /api/admin/board/settings": () => json({ pre_moderation: preModeration }),
    "PUT /api/admin/board/settings": ({ body }) => ((preModeration = (body as { pre_moderation: boolean }).pre_moderation), change()),
    "GET /api/admin/board/categories": () => json({ categories }),
    "POST /api/admin/board/categories": ({ body }) => {
      const { name, colour } = body as { name: string; colour: string };
      categories.push({ id: `category-${categories.length + 1}`, name, colour, position: categories.length });
      return change();
    },
    "GET /api/admin/board/predefined": () => json({ rows: tools }),
    "GET /api/admin/board/suggestions": (call) => inState(suggestions, call),
    "GET /api/admin/board/comments": (call) => inState(comments, call),
    "GET /api/admin/board/suggestions/pack/comments": () =>
      json({ rows: comments.filter((row) => row.moderation === "visible"), next_cursor: null }),
    "POST /api/admin/board/suggestions/pack/comments/spam/hide": () => ((comments[1]!.moderation = "hidden"), change()),
    "DELETE /api/admin/board/suggestions/pack/comments/spam": () => (comments.splice(1, 1), change()),
    "POST /api/admin/board/suggestions/pack/status": ({ body }) => {
      Object.assign(suggestions[0]!, { status: (body as { status: string }).status, status_reply: (body as { reply: string }).reply });
      return change();
    },
    "GET /api/admin/board/suggestions/search": ({ query }) =>
      json({ rows: suggestions.filter((row) => row.title.toLowerCase().includes(query.q!.toLowerCase().split(" ")[0]!)) }),
    "POST /api/admin/board/suggestions/duplicate/merge": () => {
      suggestions[2]!.moderation = "hidden";
      return change({ votes_moved: 1, comments_moved: 0, double_votes: 1, vote_count: 3, comment_count: 0 });
    },
    "POST /api/admin/board/suggestions/held/approve": ({ path }) => ((find(suggestions, path, 5).moderation = "visible"), change()),
  });
  return { calls, statusOf: (id: string) => suggestions.find((row) => row.id === id)! };
}

describe("the console's Board section", () => {
  const openBoard = () => renderPage(<BoardSection accessToken={accessToken} />, { route: "/admin/board" });
  const row = (title: string) => within(screen.getByText(title, { selector: ".admin-row-title" }).closest("li")!);
  const notice = () => screen.getAllByRole("status").find((element) => element.classList.contains("admin-notice"));

  it("hides a comment with focus on what it says, then reaches Hidden with the arrow keys and deletes it with the keyboard only", async () => {
    const { calls } = board();
    const { user } = openBoard();
    await screen.findByText("Quarterly board pack", { selector: ".admin-row-title" });
    const pack = row("Quarterly board pack");
    await user.click(pack.getByRole("button", { name: "Comments on “Quarterly board pack”" }));
    await user.click(await pack.findByRole("button", { name: "Hide comment “Cheap pills at spam.example”" }));
    await waitFor(() => expect(notice()?.textContent).toBe("Hidden: the comment “Cheap pills at spam.example”."));
    await waitFor(() => expect(document.activeElement?.getAttribute("role")).toBe("status"));
    expect(callsTo(calls, "POST /api/admin/board/suggestions/pack/comments/spam/hide")).toHaveLength(1);

    screen.getByRole("tab", { name: "Visible" }).focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Hidden" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Hidden" }));
    const hiddenComments = within(screen.getByRole("region", { name: "Comments" }));
    await hiddenComments.findByText(/On “Quarterly board pack”/);
    hiddenComments.getByRole("button", { name: "Delete comment “Cheap pills at spam.example”…" }).focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement?.textContent).toBe("Delete");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(notice()?.textContent).toBe("Deleted the comment “Cheap pills at spam.example”."));
    await hiddenComments.findByText("No hidden comments.");
  });

  it("sets a status with a public reply, counting the characters left, and shows the reply under the suggestion", async () => {
    const { calls } = board();
    const { user } = openBoard();
    await screen.findByText("Quarterly board pack", { selector: ".admin-row-title" });
    await user.click(row("Quarterly board pack").getByRole("button", { name: "Set status of “Quarterly board pack”…" }));
    const form = within(screen.getByRole("form", { name: "Status of Quarterly board pack" }));
    await user.selectOptions(form.getByLabelText("Status"), "Planned");
    await user.type(form.getByLabelText("Public reply (optional)"), "Coming in March, with charts.");
    expect(form.getByText(/^251 of 280 characters left\./)).toBeTruthy();
    await user.click(form.getByRole("button", { name: "Save status" }));
    await waitFor(() => expect(notice()?.textContent).toBe("Status of “Quarterly board pack” set to Planned."));
    await waitFor(() => expect(row("Quarterly board pack").getByText("Coming in March, with charts.")).toBeTruthy());
    expect(callsTo(calls, "POST /api/admin/board/suggestions/pack/status").map((call) => call.body)).toEqual([
      { status: "planned", reply: "Coming in March, with charts." },
    ]);
  });

  it("lists the four predefined tools, which take a status but cannot be hidden, merged or deleted", async () => {
    board();
    openBoard();
    const tools = within(await screen.findByRole("list", { name: "Predefined tools" }));
    await waitFor(() => expect(tools.getAllByRole("listitem")).toHaveLength(4));
    expect(tools.getAllByText(/./, { selector: ".admin-row-title" }).map((title) => title.textContent)).toEqual(predefinedTitles);
    const tool = within(tools.getByText("Pick a Target Market").closest("li")!);
    expect(tool.queryAllByRole("button", { name: /^(Hide|Merge into|Delete)/ })).toEqual([]);
    expect(tool.getByRole("button", { name: "Set status of “Pick a Target Market”…" })).toBeTruthy();
  });

  it("merges a duplicate only after a dialog that shows both and their votes, Cancel first and giving focus back to Merge…", async () => {
    const { calls } = board();
    const { user } = openBoard();
    await screen.findByText("Writer for investor updates", { selector: ".admin-row-title" });
    await user.click(
      row("Writer for investor updates").getByRole("button", { name: "Merge into another suggestion: “Writer for investor updates”" }),
    );
    const picker = within(screen.getByRole("group", { name: "Merge Writer for investor updates into another suggestion" }));
    const search = picker.getByLabelText("Find the suggestion to merge into (by title)");
    await user.clear(search);
    await user.type(search, "Investor update writer");
    await user.click(picker.getByRole("button", { name: "Search" }));
    await user.click(await picker.findByRole("radio", { name: /^Investor update writer/ }));
    expect(
      picker.getByText("“Writer for investor updates” will be hidden and its 2 votes and comments will move to “Investor update writer”.", {
        exact: false,
      }),
    ).toBeTruthy();

    const opener = picker.getByRole("button", { name: "Merge…" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Merge these suggestions?" });
    expect(dialog.textContent).toMatch(
      /Hidden, its votes and comments moved\s*“Writer for investor updates” \(2 votes\)\s*Kept\s*“Investor update writer” \(2 votes\)/,
    );
    expect(document.activeElement?.textContent).toBe("Cancel");
    // Escape, the browser's own way out of a modal <dialog>, is shown in admin-board.e2e.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Merge these suggestions?" })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(callsTo(calls, "POST /api/admin/board/suggestions/duplicate/merge")).toEqual([]);

    await user.click(opener);
    await user.click(within(screen.getByRole("dialog", { name: "Merge these suggestions?" })).getByRole("button", { name: "Merge" }));
    await waitFor(() =>
      expect(notice()?.textContent).toBe(
        "Merged “Writer for investor updates” into “Investor update writer”: 1 vote and 0 comments moved, 1 voter who voted on both counted once. “Investor update writer” now has 3 votes and 0 comments.",
      ),
    );
    await waitFor(() => expect(screen.queryByText("Writer for investor updates", { selector: ".admin-row-title" })).toBeNull());
    expect(callsTo(calls, "POST /api/admin/board/suggestions/duplicate/merge").map((call) => call.body)).toEqual([{ target_id: "target" }]);
  });

  it("adds a category with a name and a colour from the palette, says so, lists it and empties the form", async () => {
    const { calls } = board();
    const { user } = openBoard();
    const form = within(await screen.findByRole("form", { name: "Add a category" }));
    // The form's one box and one list (happy-dom does not follow a label to a field whose id useId made).
    const name = form.getByRole("textbox") as HTMLInputElement;
    await user.type(name, "Finance");
    await user.selectOptions(form.getByRole("combobox"), "Teal");
    await user.click(form.getByRole("button", { name: "Add category" }));

    await waitFor(() => expect(notice()?.textContent).toBe("Added the category “Finance” (Teal)."));
    await within(screen.getByRole("region", { name: "Categories" })).findByText("Finance", { selector: "li *" });
    const formAgain = within(screen.getByRole("form", { name: "Add a category" }));
    expect((formAgain.getByRole("textbox") as HTMLInputElement).value).toBe("");
    expect(callsTo(calls, "POST /api/admin/board/categories").map((call) => call.body)).toEqual([{ name: "Finance", colour: "teal" }]);
  });

  it("switches pre-moderation on and off, saying so, and approves what waits in Pending", async () => {
    const { calls } = board();
    const { user } = openBoard();
    const toggle = screen.getByRole("switch", { name: "Pre-moderation" });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    await waitFor(() => expect(notice()?.textContent).toMatch(/^Pre-moderation is on/));
    expect(toggle.getAttribute("aria-checked")).toBe("true");

    await user.click(screen.getByRole("tab", { name: "Pending" }));
    await user.click(await screen.findByRole("button", { name: "Approve “Held for the operator”" }));
    await waitFor(() => expect(notice()?.textContent).toBe("Approved: “Held for the operator”."));
    await within(screen.getByRole("region", { name: "Suggestions" })).findByText("No suggestions wait for approval.");

    await user.click(toggle);
    await waitFor(() => expect(notice()?.textContent).toMatch(/^Pre-moderation is off/));
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(callsTo(calls, "PUT /api/admin/board/settings").map((call) => call.body)).toEqual([
      { pre_moderation: true },
      { pre_moderation: false },
    ]);
  });
});
