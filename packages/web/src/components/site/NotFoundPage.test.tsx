// The 404 page: what it says, its own title, the way home, and the unknown path in the console.
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { answerApi, json, renderPage } from "../../test/render.tsx";

describe("the 404 page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the page was not found, with its own title and a link home, and logs the unknown path", async () => {
    answerApi(() => json({}));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderPage(<NotFoundPage />, { route: "/no-such-page" });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("404");
    expect(screen.getByText("Oops! Page not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    await waitFor(() => expect(document.title).toBe("Page not found — AI for Leaders"));
    // Only the page's own line is asserted: React may warn in the same console (files share a worker).
    const pageLines = logged.mock.calls.map((call) => call.join(" ")).filter((line) => line.includes("404"));
    expect(pageLines).toEqual(["404 Error: User attempted to access non-existent route: /no-such-page"]);
  });
});
