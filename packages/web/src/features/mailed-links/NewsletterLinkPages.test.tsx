// The newsletter's mailed links: the double opt-in's page and the one-click unsubscribe page send
// nothing until their button is pressed, then say what happened, or why the link was refused.
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { newsletterLinkMessages } from "@ai-leaders/core/messages";
import { ConfirmNewsletterPage } from "./ConfirmNewsletterPage.tsx";
import { UnsubscribePage } from "./UnsubscribePage.tsx";
import { answerApi, json, renderPage } from "../../test/render.tsx";

const refusal = (message: string, status = 400) => json({ error: { message } }, status);

afterEach(() => document.querySelector('meta[name="robots"]')?.remove());

/** Like answerApi, for a page that posts a form rather than JSON (answerApi reads bodies as JSON). */
function answerForm(answer: () => Response) {
  const calls: Array<{ path: string; token: string | null; body: unknown }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.origin);
    calls.push({ path: url.pathname, token: url.searchParams.get("token"), body: init?.body });
    return answer();
  });
  return calls;
}

describe("the newsletter confirmation page", () => {
  it("confirms only when the button is pressed, is kept out of search engines, and then says so", async () => {
    const calls = answerApi(() => json({ ok: true }));
    const { user } = renderPage(<ConfirmNewsletterPage />, { route: "/link/confirm-newsletter#token=one-time-token" });
    const button = screen.getByRole("button", { name: "Confirm my subscription" });
    // Opened, as a mail scanner would: nothing sent.
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain("noindex"));
    expect(calls).toEqual([]);

    await user.click(button);
    expect((await screen.findByRole("status")).textContent).toBe(newsletterLinkMessages.confirmed);
    expect(calls).toEqual([{ method: "POST", path: "/api/newsletter/confirm", body: { token: "one-time-token" } }]);
  });

  it("says so, as an alert, when the link has already been used", async () => {
    answerApi(() => refusal(newsletterLinkMessages.linkRefused.used, 409));
    const { user } = renderPage(<ConfirmNewsletterPage />, { route: "/link/confirm-newsletter#token=spent-token" });
    await user.click(screen.getByRole("button", { name: "Confirm my subscription" }));
    expect((await screen.findByRole("alert")).textContent).toBe(newsletterLinkMessages.linkRefused.used);
  });
});

describe("the unsubscribe page", () => {
  it("unsubscribes with one press, sending the mail provider's one-click form", async () => {
    const calls = answerForm(() => new Response(null, { status: 200 }));
    const { user } = renderPage(<UnsubscribePage />, { route: "/link/unsubscribe#token=signed-token" });
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("status")).textContent).toBe(newsletterLinkMessages.unsubscribe.newsletter.done);
    expect(calls).toEqual([{ path: "/api/newsletter/unsubscribe", token: "signed-token", body: "List-Unsubscribe=One-Click" }]);
  });

  it("says what the link's list will stop, and then that it has", async () => {
    const calls = answerForm(() => new Response(null, { status: 200 }));
    const { user } = renderPage(<UnsubscribePage />, { route: "/link/unsubscribe#token=signed-token&list=answers" });
    expect(screen.getByText(newsletterLinkMessages.unsubscribe.answers.lead)).toBeTruthy();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("status")).textContent).toBe(newsletterLinkMessages.unsubscribe.answers.done);
    expect(calls).toEqual([{ path: "/api/newsletter/unsubscribe", token: "signed-token", body: "List-Unsubscribe=One-Click" }]);
  });

  it("names the weekly digest for a digest's link, and the newsletter for a list it does not know", async () => {
    const digest = renderPage(<UnsubscribePage />, { route: "/link/unsubscribe#token=signed-token&list=digest" });
    expect(screen.getByText(newsletterLinkMessages.unsubscribe.digest.lead)).toBeTruthy();
    digest.unmount();
    renderPage(<UnsubscribePage />, { route: "/link/unsubscribe#token=signed-token&list=everything" });
    expect(screen.getByText(newsletterLinkMessages.unsubscribe.newsletter.lead)).toBeTruthy();
  });

  it("says the link is incomplete when it carries no token, and offers no button", async () => {
    renderPage(<UnsubscribePage />, { route: "/link/unsubscribe" });
    expect((await screen.findByRole("alert")).textContent).toBe(newsletterLinkMessages.tokenRequired);
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });

  it("refuses a damaged link plainly, as an alert", async () => {
    answerForm(() => refusal(newsletterLinkMessages.unsubscribeInvalid));
    const { user } = renderPage(<UnsubscribePage />, { route: "/link/unsubscribe#token=damaged" });
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("alert")).textContent).toBe(newsletterLinkMessages.unsubscribeInvalid);
  });
});
