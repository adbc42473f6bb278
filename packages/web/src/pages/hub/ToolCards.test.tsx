// The hub's Tools tab: each card's one link opens its library, and "Try" opens the tool's own site
// in a new tab.
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderPage } from "../../test/render.tsx";
import { ToolCards } from "./ToolCards.tsx";

describe("the Tools tab", () => {
  it("links each card to its library, and 'Try Cursor' to Cursor's site in a new tab without a referrer", () => {
    renderPage(<ToolCards />, { route: "/level-2/tools" });
    const card = within(screen.getByRole("link", { name: "Cursor" }).closest("li")!);
    expect(card.getByRole("link", { name: "Cursor" }).getAttribute("href")).toBe("/prompts/cursor");
    const tryCursor = card.getByRole("link", { name: /^Try Cursor/ });
    expect(tryCursor.getAttribute("href")).toMatch(/^https:\/\/cursor\.com/);
    expect(tryCursor.getAttribute("target")).toBe("_blank");
    expect(tryCursor.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
