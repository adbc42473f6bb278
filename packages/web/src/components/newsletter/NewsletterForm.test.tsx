import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { edgeMessages, newsletterMessages } from "@ai-leaders/core/messages";
import { NewsletterForm } from "./NewsletterForm.tsx";
import { answerApi, json, renderPage } from "../../test/render.tsx";

describe("the newsletter form", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  const emailBox = () => screen.getByLabelText("Get the Executive Briefing in your inbox");
  const toast = () => screen.getByTestId("toast");

  it("asks for an email when the box is empty, as an alert, and sends nothing", async () => {
    const calls = answerApi(() => json({ ok: true }));
    const { user } = renderPage(<NewsletterForm />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(toast().textContent).toContain(newsletterMessages.emailRequired.title);
    expect(toast().textContent).toContain("Please enter your email address.");
    expect(toast().getAttribute("role")).toBe("alert");
    expect(calls).toEqual([]);
  });

  it("is unavailable but focusable while sending ('...', aria-disabled, read-only), then says Success and clears the box", async () => {
    let answered!: () => void;
    const calls = answerApi(() => new Promise<Response>((resolve) => (answered = () => resolve(json({ ok: true }, 201)))));
    const { user } = renderPage(<NewsletterForm />);
    expect(emailBox().getAttribute("type")).toBe("email");
    await user.type(emailBox(), "Satya.N@Company.example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    const sending = await screen.findByRole("button", { name: "..." });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(sending.getAttribute("aria-disabled")).toBe("true");
    expect(sending.hasAttribute("disabled")).toBe(false);
    expect((emailBox() as HTMLInputElement).readOnly).toBe(true);
    expect(calls).toEqual([{ method: "POST", path: "/api/newsletter", body: { email: "Satya.N@Company.example" } }]);

    answered();
    await waitFor(() => expect(toast().textContent).toContain("Success!"));
    expect(toast().textContent).toContain("You've been subscribed to our newsletter.");
    expect((emailBox() as HTMLInputElement).value).toBe("");
    expect((emailBox() as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole("button", { name: "Subscribe" }).hasAttribute("aria-disabled")).toBe(false);
  });

  it("says it is trying again while the API cannot be reached, then 'Error' after five tries, and clears the box", async () => {
    const calls = answerApi(() => {
      throw new TypeError("Failed to fetch");
    });
    const { user } = renderPage(<NewsletterForm />);
    await user.type(emailBox(), "offline@company.example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(toast().textContent).toMatch(/Could not reach us, trying again in \d s…/));
    // Four waits of about 1, 2, 4 and 8 s (each ±25 %) between the five attempts, on the test's clock.
    for (let second = 0; second < 30 && calls.length < 5; second++) await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(toast().textContent).toContain("Error"));
    expect(toast().textContent).toContain("Something went wrong. Please try again.");
    expect(calls).toHaveLength(5);
    expect((emailBox() as HTMLInputElement).value).toBe("");
  });

  it("says it is trying again while the edge refuses, still '...' with the box kept, then Success once it is let through", async () => {
    let refusals = 2;
    // API Gateway's throttle: a 429 with no message of ours.
    const calls = answerApi(() => (refusals-- > 0 ? json({ message: "Too Many Requests" }, 429) : json({ ok: true }, 201)));
    const { user } = renderPage(<NewsletterForm />);
    await user.type(emailBox(), "twice-refused@company.example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(toast().textContent).toMatch(/trying again in \d s/));
    const seconds = Number(/trying again in (\d) s/.exec(toast().textContent!)![1]);
    expect(toast().textContent).toContain(edgeMessages.retrying(seconds));
    expect(screen.getByRole("button", { name: "..." }).getAttribute("aria-disabled")).toBe("true");
    expect((emailBox() as HTMLInputElement).value).toBe("twice-refused@company.example");

    for (let second = 0; second < 30 && calls.length < 3; second++) await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(screen.getAllByTestId("toast").at(-1)!.textContent).toContain("Success!"));
    expect(calls).toHaveLength(3);
    expect((emailBox() as HTMLInputElement).value).toBe("");
  });
});
