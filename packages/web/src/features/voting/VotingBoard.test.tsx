// The Vote tab as a visitor sees it: suggesting, voting, sorting, paging, similar titles, comments,
// "Email me when this ships", categories and the roadmap, against a stand-in of the voting API.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import { boardMessages, votingMessages } from "@ai-leaders/core/messages";
import { predefinedTools } from "@ai-leaders/core/voting/schema";
import { VotingBoard } from "./VotingBoard.tsx";
import { AuthProvider } from "../../account/AuthProvider.tsx";
import { answerBoardApi, suggestion } from "./board-stand-in.ts";
import type { CategoryView } from "./api/voting-api.ts";
import { json, renderPage } from "../../test/render.tsx";

/** The address the board keeps its view and filter in. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function openBoard(route = "/level-2/workflows") {
  return renderPage(
    <AuthProvider>
      <VotingBoard />
      <Address />
    </AuthProvider>,
    { route },
  );
}

const community = () => screen.findByRole("list", { name: "Community Suggestions" });
const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole("heading", { level: 4 })
    .map((heading) => heading.textContent);
const itemTitled = (title: string) => screen.getByRole("heading", { name: title, level: 4 }).closest("li")!;
const voteButton = (title: string) => within(itemTitled(title)).getByRole("button", { name: new RegExp(`^(Vote|Voted) for ${title},`) });
const toastSaying = (text: string) => screen.findByText(text, { selector: "[data-testid=toast] *" });
const titleBox = () => screen.getByLabelText("Title") as HTMLInputElement;
const address = () => screen.getByTestId("address").textContent;
const finance: CategoryView = { id: "cat-finance", name: "Finance", colour: "teal" };

describe("the Vote tab", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it("says it is loading until the list comes, then shows the empty board and the four predefined tools", async () => {
    let answer!: () => void;
    answerBoardApi([], {
      listAnswer: () => new Promise((resolve) => (answer = () => resolve(json({ predefined: [], community: [], next_cursor: null })))),
    });
    openBoard();
    expect((await screen.findByText(votingMessages.loading)).getAttribute("role")).toBe("status");
    answer();
    await screen.findByText(votingMessages.empty);
    const tools = within(screen.getByRole("list", { name: "Predefined tools" })).getAllByRole("heading", { level: 4 });
    expect(tools.map((tool) => tool.textContent)).toEqual(predefinedTools.map((tool) => tool.title));
    expect(tools.map((tool) => tool.textContent)).toEqual([
      "Build a Website in Minutes",
      "McKinsey Style Research Report",
      "Expert & User Panel",
      "Pick a Target Market",
    ]);
  });

  it("says 'Failed to load suggestions' when the list cannot be loaded", async () => {
    answerBoardApi([], {
      listAnswer: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    openBoard();
    const toast = (await toastSaying(votingMessages.loadFailure.description)).closest("[data-testid=toast]")!;
    expect(toast.textContent).toContain(votingMessages.loadFailure.title);
  });

  it("offers Add only once a title is typed, then the description; adding says so, clears the form and lists it with its description", async () => {
    const { calls } = answerBoardApi([]);
    const { user } = openBoard();
    await screen.findByText(votingMessages.empty);
    const add = screen.getByRole("button", { name: "Add" });
    expect(add.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText(votingMessages.emptyTitle)).toBeTruthy();
    expect(screen.queryByLabelText("Description (optional)")).toBeNull();

    await user.type(titleBox(), "   ");
    expect(add.getAttribute("aria-disabled")).toBe("true");
    await user.click(add);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.clear(titleBox());
    await user.type(titleBox(), "Board pack builder");
    expect(add.hasAttribute("aria-disabled")).toBe(false);
    await user.type(screen.getByLabelText("Description (optional)"), "Turn monthly numbers into a board pack.");
    await user.click(add);

    await toastSaying(votingMessages.suggestionSuccess.description);
    expect(titleBox().value).toBe("");
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/suggestions")?.body).toEqual({
      title: "Board pack builder",
      description: "Turn monthly numbers into a board pack.",
    });
    await within(await community()).findByRole("heading", { name: "Board pack builder" });
    expect(itemTitled("Board pack builder").textContent).toContain("Turn monthly numbers into a board pack.");
  });

  it("tells the author a suggestion waits for approval when pre-moderation is on, and does not list it", async () => {
    answerBoardApi([suggestion("Already here")], { preModeration: true });
    const { user } = openBoard();
    await community();
    await user.type(titleBox(), "Held for review");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await toastSaying(boardMessages.suggestionAwaitingApproval.description);
    expect(titleBox().value).toBe("");
    expect(screen.queryByText(votingMessages.suggestionSuccess.description)).toBeNull();
    expect(titlesIn(await community())).toEqual(["Already here"]);
  });

  it("records a vote: 'Vote recorded', the button marked voted but still focusable, the count raised and the list re-sorted", async () => {
    answerBoardApi([suggestion("Investor CRM", { minutesAgo: 1 }), suggestion("Board pack builder", { minutesAgo: 2 })]);
    const { user } = openBoard();
    expect(titlesIn(await community())).toEqual(["Investor CRM", "Board pack builder"]);

    await user.click(voteButton("Board pack builder"));
    const toast = (await toastSaying(votingMessages.voteSuccess.description)).closest("[data-testid=toast]")!;
    expect(toast.textContent).toContain(votingMessages.voteSuccess.title);
    expect(voteButton("Board pack builder").getAttribute("aria-label")).toBe("Voted for Board pack builder, 1 vote");
    expect(voteButton("Board pack builder").getAttribute("aria-disabled")).toBe("true");
    expect(voteButton("Board pack builder").hasAttribute("disabled")).toBe(false);
    expect(titlesIn(await community())).toEqual(["Board pack builder", "Investor CRM"]);

    await user.click(voteButton("Pick a Target Market"));
    await waitFor(() =>
      expect(voteButton("Pick a Target Market").getAttribute("aria-label")).toBe("Voted for Pick a Target Market, 1 vote"),
    );
  });

  it("shows as voted what the API says this visitor voted on before, and nothing else", async () => {
    const board = [suggestion("Offsite agenda planner", { vote_count: 2 }), suggestion("Hiring plan helper")];
    const { votedOn, calls } = answerBoardApi(board);
    votedOn.add(board[0]!.id);
    openBoard();
    await community();
    await waitFor(() =>
      expect(voteButton("Offsite agenda planner").getAttribute("aria-label")).toBe("Voted for Offsite agenda planner, 2 votes"),
    );
    expect(voteButton("Offsite agenda planner").getAttribute("aria-disabled")).toBe("true");
    expect(voteButton("Hiring plan helper").getAttribute("aria-label")).toBe("Vote for Hiring plan helper, 0 votes");
    expect(calls.find((call) => call.path === "/api/suggestions/voted")?.body).toEqual({ ids: board.map((item) => item.id) });
  });

  it("shows a status badge and the team's reply on a suggestion, and nothing on a plain open one", async () => {
    answerBoardApi([
      suggestion("Board pack builder", { status: "planned", status_reply: "Coming in March, with charts." }),
      suggestion("Hiring plan helper"),
    ]);
    openBoard();
    await community();
    const planned = itemTitled("Board pack builder");
    expect(planned.querySelector(".status-badge")?.textContent).toBe("Planned");
    expect(planned.querySelector(".status-reply")?.textContent).toBe("From the team: Coming in March, with charts.");
    expect(itemTitled("Hiring plan helper").querySelector(".suggestion-status")).toBeNull();
  });

  it("sorts by Top, New and Trending: the pressed button, the sort asked of the API, the order shown", async () => {
    const { calls } = answerBoardApi([
      suggestion("Investor update writer", { vote_count: 5, minutesAgo: 300 }),
      suggestion("Board pack builder", { vote_count: 3, minutesAgo: 120 }),
      suggestion("Hiring plan helper", { vote_count: 1, minutesAgo: 1 }),
    ]);
    const { user } = openBoard();
    const sortButton = (name: string) =>
      within(screen.getByRole("group", { name: "Sort community suggestions" })).getByRole("button", { name });
    expect(titlesIn(await community())).toEqual(["Investor update writer", "Board pack builder", "Hiring plan helper"]);
    expect(sortButton("Top").getAttribute("aria-pressed")).toBe("true");

    await user.click(sortButton("New"));
    await waitFor(async () =>
      expect(titlesIn(await community())).toEqual(["Hiring plan helper", "Board pack builder", "Investor update writer"]),
    );
    expect(sortButton("New").getAttribute("aria-pressed")).toBe("true");
    expect(sortButton("Top").getAttribute("aria-pressed")).toBe("false");

    await user.click(sortButton("Trending"));
    expect(sortButton("Trending").getAttribute("aria-pressed")).toBe("true");
    const lists = calls.filter((call) => call.method === "GET" && call.path === "/api/suggestions");
    // The first page by Top is spec §7's plain call, with no query.
    await waitFor(() => expect(lists.map((call) => call.query)).toEqual([{}, { sort: "new" }, { sort: "trending" }]));
  });

  it("shows 20 suggestions, then the rest with Load more, which goes, and focus moves to the first of the new ones", async () => {
    answerBoardApi(Array.from({ length: 28 }, (_, i) => suggestion(`Idea ${i + 1}`, { vote_count: 100 - i })));
    const { user } = openBoard();
    expect(titlesIn(await community())).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: boardMessages.loadMore }));
    await waitFor(async () => expect(titlesIn(await community())).toHaveLength(28));
    expect(new Set(titlesIn(await community())).size).toBe(28);
    expect(screen.queryByRole("button", { name: boardMessages.loadMore })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Idea 21"));
    expect(document.activeElement?.tagName).toBe("H4");
  });

  it("shows similar suggestions while a title is typed, votes on one instead, and clears them for a short title", async () => {
    answerBoardApi([suggestion("Investor update writer", { vote_count: 5 }), suggestion("Hiring plan helper")]);
    const { user } = openBoard();
    await community();
    await user.type(titleBox(), "investor updates");
    const similar = document.querySelector<HTMLElement>(".similar-suggestions")!;
    await within(similar).findByText("Investor update writer");
    expect(similar.textContent).toContain(boardMessages.similarHeading);
    expect(similar.textContent).not.toContain("Hiring plan helper");

    await user.click(within(similar).getByRole("button", { name: /^Vote for Investor update writer/ }));
    await toastSaying(votingMessages.voteSuccess.description);
    await waitFor(() => expect(itemTitled("Investor update writer").querySelector(".vote-count")?.textContent).toBe("6"));

    await user.clear(titleBox());
    await user.type(titleBox(), "zz");
    await waitFor(() => expect(within(similar).queryAllByRole("listitem")).toEqual([]));
  });

  it("offers 'Email me when this ships' after a vote, asks for consent first, and sends the address with it", async () => {
    const board = [suggestion("Hiring plan helper")];
    const { calls } = answerBoardApi(board);
    const { user } = openBoard();
    await community();
    const item = () => within(itemTitled("Hiring plan helper"));
    expect(item().queryByRole("button", { name: boardMessages.notifyMeLabel })).toBeNull();
    await user.click(voteButton("Hiring plan helper"));
    await user.click(await item().findByRole("button", { name: boardMessages.notifyMeLabel }));

    await user.type(item().getByLabelText("Your email"), "founder@example.com");
    const form = within(item().getByRole("form", { name: `${boardMessages.notifyMeLabel}: Hiring plan helper` }));
    const submit = form.getByRole("button", { name: boardMessages.notifyMeLabel });
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    await user.click(submit);
    expect(calls.filter((call) => call.path.endsWith("/notify-me"))).toEqual([]);

    await user.click(item().getByLabelText(/We'll add this address to our newsletter/));
    await user.click(submit);
    await toastSaying(boardMessages.notifyMeRecorded.title);
    expect(itemTitled("Hiring plan helper").textContent).toContain("We'll email you when this ships.");
    expect(calls.find((call) => call.path.endsWith("/notify-me"))).toMatchObject({
      path: `/api/suggestions/${board[0]!.id}/notify-me`,
      body: { email: "founder@example.com", consent: true },
    });
  });

  it("comments: loads them once on first expand, Send unavailable while blank, the new one shown as Anonymous just now, the count raised", async () => {
    const { calls } = answerBoardApi([suggestion("Investor CRM")]);
    const { user } = openBoard();
    await community();
    const item = () => within(itemTitled("Investor CRM"));
    const toggle = item().getByRole("button", { name: /comments?$/ });
    expect(toggle.textContent).toContain("0 comments");
    await user.click(toggle);
    await item().findByText("No comments yet.");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(calls.filter((call) => call.method === "GET" && call.path.endsWith("/comments"))).toHaveLength(1);

    const send = item().getByRole("button", { name: "Send" });
    await user.type(item().getByLabelText("Add a comment"), "   ");
    expect(send.getAttribute("aria-disabled")).toBe("true");
    await user.clear(item().getByLabelText("Add a comment"));
    await user.type(item().getByLabelText("Add a comment"), "Would use this every quarter.");
    await user.click(send);
    const toast = (await toastSaying(votingMessages.commentSuccess.description)).closest("[data-testid=toast]")!;
    expect(toast.textContent).toContain(votingMessages.commentSuccess.title);
    expect((item().getByLabelText("Add a comment") as HTMLTextAreaElement).value).toBe("");
    const comment = itemTitled("Investor CRM").querySelector(".comments-list li")!;
    expect(comment.textContent).toContain("Anonymous");
    expect(comment.textContent).toContain("just now");
    expect(comment.textContent).toContain("Would use this every quarter.");
    expect(toggle.textContent).toContain("1 comment");
  });

  it("offers the operator's categories when suggesting, shows a suggestion's category, and filters by one, kept in the address", async () => {
    const { calls } = answerBoardApi([suggestion("Offsite agenda planner")], { categories: [finance] });
    const { user } = openBoard();
    await community();
    await user.type(titleBox(), "Cash flow forecast builder");
    await user.selectOptions(await screen.findByLabelText("Category (optional)"), "Finance");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await toastSaying(votingMessages.suggestionSuccess.description);
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/suggestions")?.body).toMatchObject({
      category_id: finance.id,
    });
    await within(await community()).findByRole("heading", { name: "Cash flow forecast builder" });
    expect(itemTitled("Cash flow forecast builder").querySelector(".category-chip")?.textContent).toContain("Finance");

    await user.selectOptions(screen.getByLabelText("Filter by category"), "Finance");
    await waitFor(async () => expect(titlesIn(await community())).toEqual(["Cash flow forecast builder"]));
    expect(address()).toBe(`?view=vote&category=${finance.id}`);
    expect(calls.filter((call) => call.path === "/api/suggestions" && call.method === "GET").at(-1)?.query).toEqual({
      category: finance.id,
    });

    await user.selectOptions(screen.getByLabelText("Filter by category"), "All categories");
    await waitFor(async () => expect(titlesIn(await community())).toContain("Offsite agenda planner"));
    expect(address()).toBe("?view=vote");
  });

  it("opens filtered by the category its address names", async () => {
    answerBoardApi([suggestion("Offsite agenda planner"), suggestion("Cash flow forecast builder", { category: finance })], {
      categories: [finance],
    });
    openBoard(`/level-2/workflows?category=${finance.id}`);
    await waitFor(async () => expect(titlesIn(await community())).toEqual(["Cash flow forecast builder"]));
    expect(((await screen.findByLabelText("Filter by category")) as HTMLSelectElement).value).toBe(finance.id);
  });
});

describe("the Vote tab's roadmap", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  const roadmapBoard = () => [
    suggestion("Board pack builder", {
      status: "planned",
      vote_count: 3,
      status_reply: "Coming in March, with charts.",
      description: "Why board pack builder matters.",
    }),
    suggestion("Investor update writer", { status: "planned", vote_count: 1 }),
    suggestion("Hiring plan helper", { status: "in_progress", vote_count: 2 }),
    suggestion("Offsite agenda planner", {
      status: "done",
      vote_count: 4,
      status_reply: "Shipped: open the new Offsite guide.",
      status_updated_at: new Date().toISOString(),
    }),
    suggestion("Still only an idea", { vote_count: 6 }),
  ];
  const column = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name} \\(`) });
  const cardTitles = (name: string) =>
    within(column(name))
      .getAllByRole("heading", { level: 5 })
      .map((heading) => heading.textContent);
  const viewButton = (name: string) =>
    within(screen.getByRole("group", { name: "Sort community suggestions" })).getByRole("button", { name });

  it("lists planned, in-progress and done suggestions in named columns, with votes, counts and the team's reply, and says so in the address", async () => {
    answerBoardApi(roadmapBoard());
    const { user } = openBoard();
    await community();
    await user.click(viewButton("Roadmap"));
    await screen.findByRole("region", { name: "Planned (2 suggestions)" });
    expect(viewButton("Roadmap").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("heading", { name: "Roadmap", level: 3 })).toBeTruthy();
    expect(cardTitles("Planned")).toEqual(["Board pack builder", "Investor update writer"]);
    expect(cardTitles("In progress")).toEqual(["Hiring plan helper"]);
    expect(cardTitles("Done")).toEqual(["Offsite agenda planner"]);
    expect(screen.getByRole("list", { name: "Done (1 suggestion)" })).toBeTruthy();

    const planned = within(column("Planned")).getAllByRole("listitem")[0]!;
    expect(planned.querySelector(".roadmap-votes")?.textContent).toBe("3 votes");
    expect(planned.querySelector(".status-reply")?.textContent).toBe("From the team: Coming in March, with charts.");
    expect(column("Done").querySelector(".status-reply")?.textContent).toBe("From the team: Shipped: open the new Offsite guide.");
    const roadmap = document.querySelector(".roadmap")!;
    expect(roadmap.textContent).not.toContain("Still only an idea");
    // No category, no chip (the board's journey shows one).
    expect(roadmap.querySelectorAll(".category-chip")).toHaveLength(0);
    expect(address()).toBe("?view=roadmap");

    await user.click(viewButton("Top"));
    await community();
    expect(address()).toBe("?view=vote");
    expect(document.querySelector(".roadmap")).toBeNull();
  });

  it("opens a card from its title: its description and comments, the title keeping focus", async () => {
    answerBoardApi(roadmapBoard());
    const { user } = openBoard("/level-2/workflows?view=roadmap");
    await screen.findByRole("region", { name: "Planned (2 suggestions)" });
    const open = within(column("Planned")).getByRole("button", { name: "Board pack builder" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    open.focus();
    await user.keyboard("{Enter}");
    expect(open.getAttribute("aria-expanded")).toBe("true");
    const card = within(column("Planned")).getAllByRole("listitem")[0]!;
    await within(card).findByText("No comments yet.");
    expect(within(card).getByText("Why board pack builder matters.")).toBeTruthy();
    expect(document.activeElement).toBe(open);
  });
});
