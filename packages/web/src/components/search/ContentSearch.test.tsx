// The search over every prompt and guide step: what a query lists, the category filter, and where
// a result leads (the API answered by the real content).
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { guides } from "@ai-leaders/core/content";
import { renderPage } from "../../test/render.tsx";
import { answerWithContent } from "../../features/prompt-libraries/gated-content-stand-in.ts";
import { ContentSearch } from "./ContentSearch.tsx";

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{pathname + hash}</p>;
}

function openSearch() {
  answerWithContent();
  return renderPage(
    <Routes>
      <Route path="/level-2/workflows" element={<ContentSearch />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: "/level-2/workflows" },
  );
}

const searchBox = () => screen.getByRole("searchbox", { name: "Search prompts and guides" });
const count = () => document.querySelector(".content-search-count")!.textContent;
const titles = () => [...document.querySelectorAll(".content-search-result-link")].map((link) => link.textContent!);

describe("the content search", () => {
  it("lists the first 30 of a broad query's results, each once, the best first", async () => {
    const { user } = openSearch();
    await user.type(searchBox(), "plan");
    await waitFor(() => expect(count()).toMatch(/^\d+ results, showing the first 30$/));
    // The first screen comes with the keystroke, the rest once typing pauses.
    await waitFor(() => expect(titles()).toHaveLength(30));
    expect(new Set(titles()).size).toBe(30);
    expect(titles()[0]!.toLowerCase()).toContain("plan");
  });

  it("paints a list drawn from nothing with its first two results, the rest a frame later; a later key rewrites every row at once", async () => {
    const { user } = openSearch();
    await user.type(searchBox(), "plan");
    await waitFor(() => expect(titles()).toHaveLength(30));
    await user.clear(searchBox());
    expect(titles()).toEqual([]);

    // Keys pressed at once (user-event's own pauses would let the frame pass before the first look).
    fireEvent.change(searchBox(), { target: { value: "p" } });
    expect(titles()).toHaveLength(2);
    expect(count()).toMatch(/^\d+ results/);
    await waitFor(() => expect(titles().length).toBeGreaterThan(2));
    const firstScreen = titles().length;

    fireEvent.change(searchBox(), { target: { value: "pl" } });
    expect(titles()).toHaveLength(firstScreen);
  });

  it("finds a Multi-Agent prompt by a word of its text only, and opens it where it lives", async () => {
    const { user } = openSearch();
    // "Lindqvist" is in the prompt's text only, not in its title or description.
    await user.type(searchBox(), "lindqvist");
    await waitFor(() => expect(count()).toBe("1 result"));
    expect(document.querySelector(".content-search-result")!.textContent).toMatch(/Multi-Agent/i);
    await user.click(screen.getByRole("link", { name: "Investor Due Diligence Expert Panel" }));
    expect(screen.getByTestId("where").textContent).toBe("/prompts/multi-agent#investor-due-diligence-expert-panel");
  });

  it("finds a ChatGPT prompt, and filters every result by the chosen category", async () => {
    const { user } = openSearch();
    await user.type(searchBox(), "investor update writer");
    const result = await screen.findByRole("link", { name: "Investor Update Writer" });
    expect(document.querySelector(".content-search-result")!.textContent).toMatch(/ChatGPT/);
    expect(result.getAttribute("href")).toBe("/prompts/chatgpt#investor-update-writer");

    const category = screen.getByRole("combobox", { name: "Category" });
    const categories = within(category)
      .getAllByRole("option")
      .map((option) => option.textContent!);
    expect(categories.length).toBeGreaterThan(2);
    await user.clear(searchBox());
    await user.selectOptions(category, categories[1]!);
    await waitFor(() => expect(count()).toMatch(/^\d+ results?/));
    const places = [...document.querySelectorAll(".content-search-result-where")].map((where) => where.textContent!);
    expect(places.length).toBeGreaterThan(0);
    for (const where of places) expect(where).toContain(categories[1]!);
    expect(screen.queryByRole("link", { name: "Investor Update Writer" })).toBeNull();
  });

  it("links a guide step to its place on the guide page", async () => {
    const step = guides["build-website"].steps[1]!;
    const { user } = openSearch();
    await user.type(searchBox(), step.title);
    const result = (await screen.findAllByRole("link", { name: step.title }))[0]!;
    expect(result.getAttribute("href")).toBe("/level-3-build-website#step-2");
    await user.click(result);
    expect(screen.getByTestId("where").textContent).toBe("/level-3-build-website#step-2");
  });
});
