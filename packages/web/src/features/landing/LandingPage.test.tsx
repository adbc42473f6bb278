// The landing page as a new visitor meets it: what the code opens, the newest briefing articles,
// Sign In or Continue to Level 2, and the dialogs its buttons open (access code, request, contact).
import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { LandingPage } from "./LandingPage.tsx";
import { toolCards, workflowCards } from "../../content/hub.ts";
import { articleSummaries } from "../../content/articles/catalog.ts";
import { accessStorageKey } from "../../lib/access-token.ts";
import { answerApi, json, renderPage } from "../../test/render.tsx";

const grant = { token: "signed.token.value", expires_at: "2099-01-01T00:00:00.000Z" };

/** Where the app has gone, for the pages the landing page leads to. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

function openLanding(route = "/") {
  answerApi(({ path }) => (path === "/api/access" ? json(grant) : json({ ok: true })));
  return renderPage(
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route },
  );
}

const hero = () => within(document.querySelector<HTMLElement>("section.hero")!);

/** Types `code` into the "Access Required" dialog, once it is open, and presses Enter. */
async function enterAccessCode(user: ReturnType<typeof openLanding>["user"], code: string) {
  const dialog = within(await screen.findByRole("dialog", { name: "Access Required" }));
  await user.type(dialog.getByLabelText("Access code"), `${code}{Enter}`);
}

describe("the landing page", () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("links the three newest briefing articles, with their date and summary", () => {
    const newest = [...articleSummaries]
      .map((article, order) => ({ article, order }))
      .sort((a, b) => b.article.published.localeCompare(a.article.published) || b.order - a.order)
      .slice(0, 3)
      .map(({ article }) => article);
    openLanding();
    const briefing = screen.getByRole("region", { name: "The Executive Briefing" });
    expect(
      within(briefing)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(newest.map((article) => `/blog/${article.slug}`));
    for (const article of newest) {
      expect(briefing.textContent).toContain(article.title);
      expect(briefing.textContent).toContain(article.description);
    }
    expect([...briefing.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual(
      newest.map((article) => article.published),
    );
  });

  it("names all six workflows and eight prompt libraries, says an access code opens them, and links none", () => {
    openLanding();
    const inside = screen.getByRole("region", { name: "What's inside" });
    expect(workflowCards).toHaveLength(6);
    expect(toolCards).toHaveLength(8);
    for (const card of [...workflowCards, ...toolCards]) {
      expect(inside.textContent).toContain("title" in card ? card.title : card.name);
      expect(inside.textContent).toContain(card.description);
    }
    expect(inside.textContent?.replace(/\s+/g, " ")).toContain("An access code opens all of them.");
    expect(within(inside).queryAllByRole("link")).toEqual([]);
  });

  it("shows the tagline, this year in the footer, and links Privacy beside the newsletter form and in the footer", () => {
    openLanding();
    expect(screen.getByText("Make Smarter Decisions, Faster")).toBeTruthy();
    const footer = document.querySelector("footer")!;
    expect(footer.textContent).toContain(String(new Date().getFullYear()));
    expect(within(footer).getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
    expect(
      within(document.querySelector<HTMLElement>("form.newsletter")!).getByRole("link", { name: "Privacy" }).getAttribute("href"),
    ).toBe("/privacy");
  });

  it("opens the access dialog from Sign In in the hero", async () => {
    const { user } = openLanding();
    await user.click(hero().getByRole("button", { name: "Sign In" }));
    const dialog = await screen.findByRole("dialog", { name: "Access Required" });
    expect(dialog.textContent).toContain("Enter your access code to continue to Level 2");
  });

  it("opens the access dialog at once when the gate sent the visitor here, and goes on to the page first asked for", async () => {
    const { user } = openLanding(`/?next=${encodeURIComponent("/prompts/claude")}`);
    await enterAccessCode(user, "Founders-Circle-9");
    await screen.findByText("Now at /prompts/claude");
  });

  it("goes to /level-2 after a code entered from Sign In", async () => {
    const { user } = openLanding();
    await user.click(hero().getByRole("button", { name: "Sign In" }));
    await enterAccessCode(user, "Board-Room-2026");
    await screen.findByText("Now at /level-2");
  });

  // Escape closes the native <dialog> in a browser only: accessibility.e2e presses it.
  it("closes the access dialog with × and stays on the landing page", async () => {
    const { user } = openLanding();
    await user.click(hero().getByRole("button", { name: "Sign In" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Access Required" })).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { level: 1, name: "AI for Leaders" })).toBeTruthy();
  });

  it("offers Continue to Level 2 instead of Sign In when this tab already holds a valid token", async () => {
    sessionStorage.setItem(accessStorageKey, JSON.stringify(grant));
    const { user } = openLanding();
    const onward = await hero().findByRole("link", { name: "Continue to Level 2" });
    expect(onward.getAttribute("href")).toBe("/level-2");
    expect(screen.queryByRole("button", { name: "Sign In" })).toBeNull();
    await user.click(onward);
    await screen.findByText("Now at /level-2");
  });

  it("opens the access-code request form from the hero and from How it works, and an empty Contact from the footer", async () => {
    const { user } = openLanding();
    await user.click(hero().getByRole("button", { name: "Request an access code" }));
    const request = await screen.findByRole("dialog", { name: "Request an access code" });
    expect(within(request).getByLabelText("Why would you like access?")).toBeTruthy();
    expect(request.textContent).toContain("We reply by email, usually within two working days.");
    await user.click(within(request).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const howItWorks = within(document.getElementById("how-it-works")!);
    await user.click(howItWorks.getByRole("button", { name: "Request an access code" }));
    const again = within(await screen.findByRole("dialog", { name: "Request an access code" }));
    expect(again.getByLabelText("Company")).toBeTruthy();
    await user.click(again.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await user.click(within(document.querySelector("footer")!).getByRole("button", { name: "Contact" }));
    const contact = within(await screen.findByRole("dialog", { name: "Contact Us" }));
    expect((contact.getByLabelText("Subject") as HTMLInputElement).value).toBe("");
  });
});
