// The Contact Us dialog: its required fields, what it sends, "Sending..." while it does, the toast
// for a success or a failure, and what the fields hold afterwards.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { contactMessages, edgeMessages } from "@ai-leaders/core/messages";
import { ContactDialog } from "./ContactDialog.tsx";
import { answerApi, json, renderPage } from "../../test/render.tsx";

const message = {
  email: "coo@company.example",
  subject: "Team workshop",
  message: "We'd like a half-day session for our leadership team.",
};

describe("the Contact Us dialog", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  function openDialog({ initialSubject }: { initialSubject?: string } = {}) {
    const closed: string[] = [];
    const rendered = renderPage(<ContactDialog open onClose={() => closed.push("closed")} initialSubject={initialSubject} />);
    const dialog = within(screen.getByRole("dialog", { name: "Contact Us" }));
    const field = (label: string) => dialog.getByLabelText(label) as HTMLInputElement;
    return { ...rendered, dialog, field, closed };
  }

  async function fillIn({ user, field }: ReturnType<typeof openDialog>, values = message) {
    await user.type(field("Your Email"), values.email);
    await user.type(field("Subject"), values.subject);
    await user.type(field("Message"), values.message);
  }

  it("labels its three fields, each required, the email as an email, and sends nothing while they are empty", async () => {
    const calls = answerApi(() => json({ ok: true }, 201));
    const { user, dialog, field } = openDialog();
    expect(field("Your Email").getAttribute("type")).toBe("email");
    for (const label of ["Your Email", "Subject", "Message"]) {
      expect(field(label).required, label).toBe(true);
      expect(field(label).value, label).toBe("");
    }
    expect(dialog.getByRole("link", { name: "How we use your data" }).getAttribute("href")).toBe("/privacy");
    await user.click(dialog.getByRole("button", { name: "Send Message" }));
    expect(calls).toEqual([]);
  });

  it("opens with a subject filled in for the visitor, such as a deletion request", () => {
    answerApi(() => json({ ok: true }, 201));
    const { field } = openDialog({ initialSubject: "Data deletion request" });
    expect(field("Subject").value).toBe("Data deletion request");
  });

  it("says 'Sending...' while it sends the message, then 'Message sent successfully!', and closes", async () => {
    let answered!: () => void;
    const calls = answerApi(() => new Promise<Response>((resolve) => (answered = () => resolve(json({ ok: true }, 201)))));
    const rendered = openDialog();
    await fillIn(rendered);
    await rendered.user.click(rendered.dialog.getByRole("button", { name: "Send Message" }));

    const sending = await rendered.dialog.findByRole("button", { name: "Sending..." });
    expect(sending.getAttribute("aria-disabled")).toBe("true");
    expect(rendered.field("Subject").readOnly).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: "POST", path: "/api/contact", body: { ...message, submission_id: expect.any(String) } });

    answered();
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain(contactMessages.success.title));
    expect(rendered.closed).toEqual(["closed"]);
  });

  it("opens empty again after a message was sent", async () => {
    answerApi(() => json({ ok: true }, 201));
    const first = openDialog();
    await fillIn(first);
    await first.user.click(first.dialog.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(first.closed).toEqual(["closed"]));
    // Its owner removes it on close, and draws it anew on the next Contact.
    first.unmount();
    const again = openDialog();
    for (const label of ["Your Email", "Subject", "Message"]) expect(again.field(label).value, label).toBe("");
  });

  it("says 'Failed to send message. Please try again.' and keeps what was typed when the API cannot be reached", async () => {
    const calls = answerApi(() => {
      throw new TypeError("Failed to fetch");
    });
    const rendered = openDialog();
    await fillIn(rendered, { email: "coo@company.example", subject: "Offline", message: "Will this arrive?" });
    await rendered.user.click(rendered.dialog.getByRole("button", { name: "Send Message" }));
    // Sent again a few times first, on the test's clock.
    for (let second = 0; second < 30 && calls.length < 5; second++) await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(screen.getAllByTestId("toast").at(-1)!.textContent).toContain(contactMessages.failure.title));
    expect(rendered.field("Subject").value).toBe("Offline");
    expect(rendered.closed).toEqual([]);
  });

  it("says it is trying again while the edge refuses, still 'Sending...', and sends the same message once it is let through", async () => {
    let refusals = 2;
    const calls = answerApi(() => (refusals-- > 0 ? json({ message: edgeMessages.tooManyRequests }, 429) : json({ ok: true }, 201)));
    const rendered = openDialog();
    await fillIn(rendered);
    await rendered.user.click(rendered.dialog.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getAllByTestId("toast")[0]!.textContent).toMatch(/Too many requests, trying again in \d s…/));
    expect(rendered.dialog.getByRole("button", { name: "Sending..." }).getAttribute("aria-disabled")).toBe("true");
    for (let second = 0; second < 30 && calls.length < 3; second++) await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(screen.getAllByTestId("toast").at(-1)!.textContent).toContain(contactMessages.success.title));
    // One submission id for every attempt: the API stores it once (contact.test).
    expect(new Set(calls.map((call) => (call.body as { submission_id: string }).submission_id)).size).toBe(1);
  });
});
