// A prompt library page as a visitor with a code sees it: its header, its cards opening and
// copying, the prompt filled from the business context, "Open in", what a card shows around its
// prompt, favourites, and "Did this work for you?" (the API answered by the real content).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { chatgptModes, promptLibraries, toolIds, type LargePromptLibrary, type SmallPromptLibrary } from "@ai-leaders/core/content";
import { libraryHeadings } from "@ai-leaders/core/library-headings";
import { feedbackMessages } from "@ai-leaders/core/messages";
import { renderPage } from "../../test/render.tsx";
import { businessContextStorageKey, saveTeamContext } from "../../lib/business-context/use-business-context.ts";
import { storeSignedIn } from "../../test/signed-in.ts";
import { teamMember } from "../../test/team-people.ts";
import { emptyBusinessContext } from "../../lib/business-context/fill-placeholders.ts";
import { answerWithContent, clipboardText } from "./gated-content-stand-in.ts";
import { PromptLibraryPage } from "./PromptLibraryPage.tsx";

const claudeLibrary = promptLibraries.claude as LargePromptLibrary;
const lovableLibrary = promptLibraries.lovable as LargePromptLibrary;
const n8nLibrary = promptLibraries.n8n as SmallPromptLibrary;
const businessContext = { company: "Northwind Freight", industry: "freight logistics", role: "COO" };

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function openLibrary(path: string) {
  return renderPage(
    <Routes>
      <Route path="/prompts/:tool" element={<PromptLibraryPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: path },
  );
}

const toggle = (title: string) => screen.getByRole("button", { name: title });
const cardOf = (title: string) => toggle(title).closest("article") as HTMLElement;
const expanded = (title: string) => toggle(title).getAttribute("aria-expanded");
const toastText = () =>
  screen
    .getAllByTestId("toast")
    .map((toast) => toast.textContent)
    .join("\n");

/** The prompt has the context's words and none of the placeholders the context covers. */
function expectFilledFromContext(prompt: string) {
  expect(prompt).toContain("You are a senior AI strategy adviser");
  expect(prompt).toContain("Northwind Freight");
  expect(prompt).toContain("freight logistics");
  expect(prompt).not.toMatch(/\[(your )?company( name)?\]/i);
  expect(prompt).not.toMatch(/\[industry\]/i);
  expect(prompt).not.toMatch(/\[your role/i);
}

describe("a prompt library page", () => {
  beforeEach(() => localStorage.clear());

  it("shows each library's title, Back to Tools and its cards: ten for an Expert library, four for a Hacker one", async () => {
    answerWithContent();
    for (const tool of toolIds) {
      const { unmount } = openLibrary(`/prompts/${tool}`);
      const title = screen.getByRole("heading", { level: 1 }).textContent!;
      expect(title, tool).toBe(libraryHeadings[tool].title);
      expect(title, tool).toMatch(/ (Expert|Hacker) Prompts$/);
      expect(screen.getByRole("link", { name: "Back to Tools" }).getAttribute("href")).toBe("/level-2/tools");
      await waitFor(() => expect(document.title).toBe(`${title} — AI for Leaders`));
      expect(document.head.querySelector('link[rel="canonical"]')!.getAttribute("href")).toMatch(
        new RegExp(`^https?://[^/]+/prompts/${tool}$`),
      );
      // The header is drawn at once; the cards arrive with the gated content.
      await waitFor(() =>
        expect(document.querySelectorAll("article button[aria-expanded]").length, tool).toBe(title.includes("Expert") ? 10 : 4),
      );
      // No header inside a header (the business context dialog opens from the page's header).
      expect(document.querySelectorAll("header header"), tool).toHaveLength(0);
      unmount();
    }
  });

  it("shows a large library's ten cards, each with its description, category and time estimate", async () => {
    answerWithContent();
    openLibrary("/prompts/claude");
    expect(screen.getByText("Showing 10 prompts")).toBeTruthy();
    await screen.findByRole("button", { name: claudeLibrary.prompts[0]!.title });
    for (const card of claudeLibrary.prompts) {
      const shown = cardOf(card.title).textContent!;
      expect(shown).toContain(card.description);
      expect(shown).toContain(card.category);
      expect(shown).toContain(card.timeEstimate);
    }
  });

  it("opens cards independently, each showing its prompt template, by click or Enter, with the chevron turned", async () => {
    answerWithContent();
    const { user } = openLibrary("/prompts/claude");
    const [first, second, third] = claudeLibrary.prompts;
    await screen.findByRole("button", { name: first!.title });
    expect(document.querySelectorAll('button[aria-expanded="true"]')).toHaveLength(0);

    await user.click(toggle(first!.title));
    await user.click(toggle(third!.title));
    expect([expanded(first!.title), expanded(second!.title), expanded(third!.title)]).toEqual(["true", "false", "true"]);
    const panel = cardOf(first!.title).querySelector<HTMLElement>(".library-card-panel")!;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole("heading", { name: "Prompt Template" })).toBeTruthy();
    expect(panel.querySelector("pre.library-prompt")!.textContent).toBe(first!.prompt);
    expect(cardOf(second!.title).querySelector<HTMLElement>(".library-card-panel")!.hidden).toBe(true);
    expect(toggle(first!.title).querySelector("svg")!.getAttribute("class")).toContain("chevron-expanded");
    expect(toggle(second!.title).querySelector("svg")!.getAttribute("class")).not.toContain("chevron-expanded");

    await user.click(toggle(first!.title));
    expect(expanded(first!.title)).toBe("false");
    expect(expanded(third!.title)).toBe("true");

    toggle(second!.title).focus();
    await user.keyboard("{Enter}");
    expect(expanded(second!.title)).toBe("true");
  });

  it("shows an opened card's prompt at once and everything below it a frame later, then on every opening", async () => {
    answerWithContent();
    const { user } = openLibrary("/prompts/claude");
    const [first] = claudeLibrary.prompts;
    // Clicked at once (user-event's own pauses would let the frame pass before the first look).
    fireEvent.click(await screen.findByRole("button", { name: first!.title }));
    const panelElement = cardOf(first!.title).querySelector<HTMLElement>(".library-card-panel")!;
    const panel = within(panelElement);
    expect(panelElement.querySelector("pre.library-prompt")!.textContent).toBe(first!.prompt);
    // Drawn in the frame after the prompt, so a click paints the prompt first.
    expect(panel.queryByRole("form", { name: `${feedbackMessages.question} ${first!.title}` })).toBeNull();
    expect(await panel.findByRole("form", { name: `${feedbackMessages.question} ${first!.title}` })).toBeTruthy();
    expect(panel.getByText(first!.whyItWorks)).toBeTruthy();

    await user.click(toggle(first!.title));
    await user.click(toggle(first!.title));
    expect(panel.getByRole("form", { name: `${feedbackMessages.question} ${first!.title}` })).toBeTruthy();
  });

  it("copies a prompt from a card's header without opening it, and from its panel without closing it", async () => {
    answerWithContent();
    const { user } = openLibrary("/prompts/lovable");
    const card = lovableLibrary.prompts[1]!;
    await screen.findByRole("button", { name: card.title });

    await user.click(screen.getByRole("button", { name: `Copy prompt: ${card.title}` }));
    await waitFor(() => expect(toastText()).toContain("Prompt copied to clipboard!"));
    expect(await clipboardText()).toBe(card.prompt);
    expect(expanded(card.title)).toBe("false");

    await user.click(toggle(card.title));
    await navigator.clipboard.writeText("");
    await user.click(screen.getByRole("button", { name: `Copy prompt template: ${card.title}` }));
    await waitFor(async () => expect(await clipboardText()).toBe(card.prompt));
    expect(expanded(card.title)).toBe("true");
  });

  it("shows a small library's four prompts, each with its own time estimate, opening and copying each on its own", async () => {
    answerWithContent();
    const { user } = openLibrary("/prompts/n8n");
    expect(screen.getByRole("heading", { level: 1, name: "N8n Hacker Prompts" })).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll(".library-small-badge")).toHaveLength(4));
    expect([...document.querySelectorAll(".library-small-badge")].map((badge) => badge.textContent)).toEqual(
      n8nLibrary.prompts.map((prompt) => `Time estimate: ${prompt.timeEstimate}`),
    );
    expect(screen.queryByText("5min", { exact: true })).toBeNull();
    const [first, second] = n8nLibrary.prompts;
    const promptOf = (title: string) => cardOf(title).querySelector<HTMLElement>(".library-card-panel")!;
    expect(promptOf(first!.title).hidden).toBe(true);
    await user.click(toggle(first!.title));
    expect(promptOf(first!.title).hidden).toBe(false);
    expect(promptOf(first!.title).querySelector("pre")!.textContent).toBe(first!.prompt);
    expect(expanded(second!.title)).toBe("false");

    await user.click(screen.getByRole("button", { name: `Copy prompt: ${second!.title}` }));
    await waitFor(() => expect(toastText()).toContain("Prompt copied to clipboard!"));
    expect(await clipboardText()).toBe(second!.prompt);
    expect(expanded(second!.title)).toBe("false");

    // How the estimate adds up, a wait on someone else named as one.
    const waits = n8nLibrary.prompts.find((prompt) => prompt.timeBasis.some((step) => step.waiting))!;
    const basis = cardOf(waits.title).querySelector(".card-time-basis")!;
    expect(basis.querySelector("summary")!.textContent).toBe(`How the ${waits.timeEstimate} adds up`);
    expect([...basis.querySelectorAll(".card-time-basis-minutes")].map((time) => time.textContent)).toContain("waiting");
  });

  it("shows the 404 page for an unknown tool", () => {
    answerWithContent();
    openLibrary("/prompts/unknown");
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(screen.getByText("Oops! Page not found")).toBeTruthy();
  });

  describe("with a saved business context", () => {
    beforeEach(() => localStorage.setItem(businessContextStorageKey, JSON.stringify(businessContext)));

    it("copies a Claude prompt filled from it, previews it filled, and asks only for what it leaves open", async () => {
      answerWithContent();
      const { user } = openLibrary("/prompts/claude");
      await user.click(await screen.findByRole("button", { name: "AI Strategy Tutor" }));
      await user.click(screen.getByRole("button", { name: "Copy prompt template: AI Strategy Tutor" }));
      await waitFor(() => expect(toastText()).toContain("Prompt copied to clipboard!"));
      expectFilledFromContext(await clipboardText());
      expect(cardOf("AI Strategy Tutor").querySelector(".library-prompt")!.textContent).toContain("Northwind Freight");
      expect(screen.getByRole("textbox", { name: "company size" })).toBeTruthy();
      expect(screen.queryByRole("textbox", { name: /company name/i })).toBeNull();
    });

    it("'Open in Claude' copies the filled prompt, then opens Claude with it", async () => {
      answerWithContent();
      const opened = vi.fn();
      vi.stubGlobal("open", opened);
      const { user } = openLibrary("/prompts/claude");
      await user.click(await screen.findByRole("button", { name: "AI Strategy Tutor" }));
      await user.type(screen.getByRole("textbox", { name: "company size" }), "40-person");
      await user.click(screen.getByRole("button", { name: "Open in Claude: AI Strategy Tutor (opens in a new tab)" }));

      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      const copied = await clipboardText();
      expectFilledFromContext(copied);
      expect(copied).toContain("Northwind Freight, a 40-person business in freight logistics");
      const [url, target, features] = opened.mock.calls[0]!;
      expect(url).toMatch(/^https:\/\/claude\.ai\/new\?q=/);
      expect(new URL(url).searchParams.get("q")).toBe(copied);
      expect([target, features]).toEqual(["_blank", "noopener,noreferrer"]);
    });
  });

  describe("around a prompt", () => {
    const investorCard = () => document.getElementById("investor-update-writer")!;

    it("opens the prompt the address names", async () => {
      answerWithContent();
      openLibrary("/prompts/chatgpt#investor-update-writer");
      await waitFor(() => expect(expanded("Investor Update Writer")).toBe("true"));
    });

    it("folds a card's example output and follow-up until asked, and copies each only from its own button", async () => {
      answerWithContent();
      const { user } = openLibrary("/prompts/chatgpt#investor-update-writer");
      await waitFor(() => expect(investorCard().querySelector(".library-prompt")).toBeTruthy());
      const card = within(investorCard());

      // Before you paste: the card that asks for financial metrics says what not to paste; its
      // Copilot and Gemini folds (issue 45, Deliver 8) each carry their own note after it.
      const notes = card.getAllByRole("note");
      expect(notes[0]?.textContent).toMatch(/^Before you paste: .*enterprise/is);
      const alsoWorksIn = card.getByRole("region", { name: "Also works in: Investor Update Writer" });
      expect([...alsoWorksIn.querySelectorAll("summary")].map((summary) => summary.textContent)).toEqual([
        "Run it in Microsoft 365 Copilot",
        "Run it in Gemini",
      ]);
      expect(notes.slice(1)).toEqual(within(alsoWorksIn).getAllByRole("note"));
      expect(card.getByText("Why it works:").closest("p")).toBeTruthy();

      const example = card.getByText("Example output", { exact: true }).closest("details")!;
      expect(example.open).toBe(false);
      await user.click(within(example).getByText("Example output", { exact: true }));
      expect(example.open).toBe(true);
      const exampleOutput = example.querySelector<HTMLElement>(".card-example")!;
      const exampleText = exampleOutput.textContent!;
      expect(exampleText.split(/\s+/).length).toBeGreaterThanOrEqual(120);
      expect(within(example).getByText("Illustrative: the company, people and figures are fictional.")).toBeTruthy();
      // Issue 29: the input behind the example sits above it, and the metrics the prompt asks for
      // as a table come as a table.
      expect([...example.querySelectorAll("dl dt")].map((term) => term.textContent)).toContain("[company]");
      const headers = [...exampleOutput.querySelectorAll("table th")].map((header) => header.textContent!);
      expect(headers).toContain("Metric");

      // Copy prompt still copies the prompt, never the example.
      await user.click(card.getByRole("button", { name: "Copy prompt template: Investor Update Writer" }));
      await waitFor(() => expect(toastText()).toContain("Prompt copied to clipboard!"));
      expect(await clipboardText()).not.toContain(exampleText.slice(0, 60));
      // The example copies as the tool wrote it: its text, and the table in Markdown.
      await user.click(within(example).getByRole("button", { name: "Copy example: Investor Update Writer" }));
      await waitFor(async () => expect(await clipboardText()).toContain(`| ${headers.join(" | ")} |`));
      expect(await clipboardText()).toContain(exampleOutput.querySelector("p")!.textContent!.split("\n")[0]);

      const followUp = card.getByText("Next step: a follow-up prompt").closest("details")!;
      await user.click(within(followUp).getByText("Next step: a follow-up prompt"));
      await user.click(within(followUp).getByRole("button", { name: "Copy follow-up: Investor Update Writer" }));
      await waitFor(async () => expect(await clipboardText()).toBe(followUp.querySelector("pre")!.textContent));
    });

    it("shows a deep research run beside the reader's own time, and in how it adds up as not counted", async () => {
      answerWithContent();
      const { user } = openLibrary("/prompts/chatgpt#market-expansion-strategy");
      const card = () => document.getElementById("market-expansion-strategy")!;
      await waitFor(() => expect(card().querySelector(".library-prompt")).toBeTruthy());
      expect(card().querySelector(".library-time")!.textContent).toBe("Time estimate: 15-18 min + 5–30 min on its own");
      const basis = card().querySelector<HTMLDetailsElement>(".card-time-basis")!;
      await user.click(basis.querySelector("summary")!);
      expect(basis.querySelector("summary")!.textContent).toBe("How the 15-18 min adds up");
      expect(basis.textContent).toContain("Deep research runs on its own; you can leave it and come back5–30 min");
      expect(basis.querySelector(".card-time-basis-note")!.textContent).toBe("Not in the 15-18 min: the 5–30 min it runs on its own.");
    });

    it("says which ChatGPT mode to use, how the time adds up, and sets a monthly prompt up as a Project", async () => {
      answerWithContent();
      const { user } = openLibrary("/prompts/chatgpt#investor-update-writer");
      await waitFor(() => expect(investorCard().querySelector(".library-prompt")).toBeTruthy());
      const card = investorCard();
      expect(card.querySelector(".card-run-in")!.textContent).toMatch(
        new RegExp(`^Run it in ChatGPT: (${chatgptModes.join("|")})\\b.*\\. \\w+`),
      );

      const estimate = card.querySelector(".library-time")!.textContent!;
      const basis = card.querySelector<HTMLDetailsElement>(".card-time-basis")!;
      await user.click(basis.querySelector("summary")!);
      expect(basis.querySelector("summary")!.textContent).toBe(`How the ${estimate.replace(/^Time estimate:\s*/, "")} adds up`);
      expect(basis.querySelectorAll(".card-time-basis-minutes").length).toBeGreaterThanOrEqual(2);

      const project = card.querySelector<HTMLDetailsElement>(".card-project")!;
      expect(project.open).toBe(false);
      await user.click(project.querySelector("summary")!);
      expect(project.open).toBe(true);
      expect(project.querySelector("summary")!.textContent).toContain("every month");
      const [instructions, monthly] = project.querySelectorAll("pre");
      await user.click(within(project).getByRole("button", { name: "Copy project instructions: Investor Update Writer" }));
      await waitFor(async () => expect(await clipboardText()).toBe(instructions!.textContent));
      expect(project.querySelectorAll(".card-project-files li").length).toBeGreaterThanOrEqual(1);
      await user.click(within(project).getByRole("button", { name: "Copy the monthly message: Investor Update Writer" }));
      await waitFor(async () => expect(await clipboardText()).toBe(monthly!.textContent));
    });

    it("says what an automation gives and what it is built with", async () => {
      answerWithContent();
      openLibrary("/prompts/n8n#data-sync-workflow");
      await waitFor(() => expect(document.getElementById("data-sync-workflow")).toBeTruthy());
      const card = within(document.getElementById("data-sync-workflow")!);
      expect(card.getByText("What you get:").closest("p")!.textContent).toMatch(/^What you get: \w+ \w+ \w+/);
      expect(card.getByText("Nodes it uses")).toBeTruthy();
      expect(document.querySelector("#data-sync-workflow dd")!.textContent).toContain("Schedule Trigger");
      expect(card.getByText("Accounts you need")).toBeTruthy();
    });

    it("shows a Replit card's example with its input, its follow-up and what to check yourself", async () => {
      answerWithContent();
      const { user } = openLibrary("/prompts/replit#rapid-prototype-builder");
      await waitFor(() => expect(document.getElementById("rapid-prototype-builder")).toBeTruthy());
      const card = within(document.getElementById("rapid-prototype-builder")!);
      const prototype = (promptLibraries.replit as SmallPromptLibrary).prompts[0]!;
      await user.click(card.getByText("Example output"));
      expect(card.getByText("What went in")).toBeTruthy();
      expect(card.getByText(prototype.exampleInput!.filled["concept/product"]!)).toBeTruthy();
      expect(card.getByText("Next step: a follow-up prompt")).toBeTruthy();
      await user.click(card.getByText("What to check yourself"));
      expect([...document.querySelectorAll("#rapid-prototype-builder .card-checks li")].map((item) => item.textContent)).toEqual(
        prototype.checks,
      );
    });

    it("says when a card was reviewed, and takes a yes and then a note, thanking the visitor for each", async () => {
      const calls = answerWithContent();
      const { user } = openLibrary("/prompts/chatgpt#board-memo-prep");
      await waitFor(() => expect(document.getElementById("board-memo-prep")).toBeTruthy());
      const card = within(document.getElementById("board-memo-prep")!);
      expect(card.getByText("Reviewed Nov 2026")).toBeTruthy();

      // The sections below the prompt follow it a frame after the card opens.
      const feedback = within(await card.findByRole("form", { name: `${feedbackMessages.question} Board Memo Prep` }));
      await user.click(feedback.getByRole("button", { name: "Yes" }));
      await waitFor(() => expect(feedback.getByRole("status").textContent).toBe(feedbackMessages.thanks));
      expect(feedback.getByRole("button", { name: "Yes" }).getAttribute("aria-pressed")).toBe("true");
      await user.type(feedback.getByLabelText(feedbackMessages.noteLabel), "Reached a clear recommendation for our board.");
      await user.click(feedback.getByRole("button", { name: feedbackMessages.sendNote }));
      await waitFor(() => expect(feedback.getByRole("status").textContent).toBe(feedbackMessages.noteSaved));
      expect(calls.filter((call) => call.path.startsWith("/api/feedback"))).toEqual([
        { method: "POST", path: "/api/feedback/chatgpt/board-memo-prep", body: { answer: "yes" } },
        {
          method: "POST",
          path: "/api/feedback/chatgpt/board-memo-prep",
          body: { answer: "yes", note: "Reached a clear recommendation for our board." },
        },
      ]);
      expect(calls.filter((call) => call.path.startsWith("/api/teams"))).toEqual([]);
    });

    it("tells the team a member works in that they rated the card, with their latest answer", async () => {
      storeSignedIn(teamMember);
      saveTeamContext({ team_id: "t-1", team_name: "Leadership team", context: emptyBusinessContext });
      const calls = answerWithContent();
      const { user } = openLibrary("/prompts/chatgpt#board-memo-prep");
      await waitFor(() => expect(document.getElementById("board-memo-prep")).toBeTruthy());
      const feedback = within(
        await within(document.getElementById("board-memo-prep")!).findByRole("form", {
          name: `${feedbackMessages.question} Board Memo Prep`,
        }),
      );
      await user.click(feedback.getByRole("button", { name: "No" }));
      await user.click(feedback.getByRole("button", { name: "Yes" }));
      await waitFor(() => expect(calls.filter((call) => call.path === "/api/teams/t-1/activity")).toHaveLength(2));
      expect(calls.filter((call) => call.path === "/api/teams/t-1/activity").map((call) => call.body)).toEqual([
        { kind: "card-rated", card: "/prompts/chatgpt#board-memo-prep", worked: false },
        { kind: "card-rated", card: "/prompts/chatgpt#board-memo-prep", worked: true },
      ]);
    });
  });

  it("keeps a starred prompt in Favourites after a reload, and filters the page's cards and the results to it", async () => {
    answerWithContent();
    const first = openLibrary("/prompts/zapier");
    const star = (await screen.findAllByRole("button", { name: /^Favourite: / }))[0]!;
    const title = star.getAttribute("aria-label")!.replace("Favourite: ", "");
    await first.user.click(star);
    expect(star.getAttribute("aria-pressed")).toBe("true");
    first.unmount();

    const { user } = openLibrary("/prompts/zapier");
    const starAgain = await screen.findByRole("button", { name: `Favourite: ${title}` });
    expect(starAgain.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("checkbox", { name: "Favourites" }));
    await screen.findByText("1 result", { exact: true });
    expect([...document.querySelectorAll(".content-search-result-link")].map((link) => link.textContent)).toEqual([title]);
    // The box filters the page's own cards too (issue 29, Deliver 7): only the starred one is left.
    expect(document.querySelectorAll("article.library-card")).toHaveLength(1);
    expect(document.querySelector("article.library-card h2, article.library-card h3")!.textContent).toContain(title);
    // The star on the result is the same favourite: unstarring it empties the list and the cards.
    await user.click(
      within(document.querySelector<HTMLElement>(".content-search-result")!).getByRole("button", { name: `Favourite: ${title}` }),
    );
    await screen.findByText("0 results", { exact: true });
    expect(screen.getByText("None of this library's prompts is in your favourites yet. Star one to keep it here.")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Favourites" }));
    await waitFor(() => expect(document.querySelectorAll("article.library-card")).toHaveLength(4));
  });
});
