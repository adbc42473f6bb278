// Issue 45, Deliver 8: a writing card shows how to run its prompt in Microsoft 365 Copilot and in
// Gemini, each folded, with its data note and the sources behind it.
import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { promptLibraries } from "@ai-leaders/core/content";
import { AlsoWorksIn } from "./AlsoWorksIn.tsx";
import { renderPage } from "../../../test/render.tsx";

const card = promptLibraries.chatgpt.prompts.find((prompt) => prompt.title === "Investor Update Writer");

describe("Also works in", () => {
  it("folds Microsoft 365 Copilot and Gemini, each with where, how, a data note and dated sources", async () => {
    const tools = card && "otherTools" in card ? card.otherTools : undefined;
    if (!tools) throw new Error("The Investor Update Writer has no Copilot and Gemini variants");
    const { user } = renderPage(<AlsoWorksIn title="Investor Update Writer" tools={tools} />);

    const section = screen.getByRole("region", { name: "Also works in: Investor Update Writer" });
    expect(section.textContent).toContain("the same prompt, unchanged");
    const folds = [...section.querySelectorAll("details")];
    expect(folds.map((fold) => fold.querySelector("summary")?.textContent)).toEqual([
      "Run it in Microsoft 365 Copilot",
      "Run it in Gemini",
    ]);
    expect(folds.every((fold) => !fold.open)).toBe(true);

    for (const [index, run] of [tools.copilot, tools.gemini].entries()) {
      const fold = folds[index];
      if (!fold) throw new Error(`No fold ${index}`);
      await user.click(within(fold).getByText(/^Run it in/));
      expect(fold.open).toBe(true);
      expect(fold.textContent).toContain(run.where);
      expect(fold.textContent).toContain(run.howTo);
      expect(within(fold).getByRole("note").textContent).toBe(`Before you paste: ${run.dataNote}`);
      const sources = within(fold).getByRole("region", { name: /^Sources: Investor Update Writer in / });
      expect(within(sources).getByRole("heading", { level: 4 }).textContent).toBe("Sources");
      const links = within(sources).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual(run.claims.map((claim) => claim.source.url));
      expect(sources.textContent).toContain("checked Dec 2026");
    }
  });
});
