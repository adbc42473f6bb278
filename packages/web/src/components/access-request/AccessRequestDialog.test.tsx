// "Request an access code": what the dialog promises, a field left empty (its message, the field focused, nothing sent), and the request sent.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { accessRequestMessages } from "@ai-leaders/core/messages";
import { answerApi, json, renderPage } from "../../test/render.tsx";
import { AccessRequestDialog } from "./AccessRequestDialog.tsx";

describe("the Request an access code dialog", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  const toast = () => screen.getByTestId("toast");

  it("asks for the email left empty, focuses its field, and sends nothing", async () => {
    const calls = answerApi(() => json({ ok: true }, 201));
    const { user } = renderPage(<AccessRequestDialog open onClose={() => undefined} />);
    const dialog = within(screen.getByRole("dialog", { name: "Request an access code" }));
    expect(screen.getByRole("dialog").textContent).toContain("We reply by email, usually within two working days.");
    await user.type(dialog.getByLabelText("Your Name"), "Jane Doe");
    await user.click(dialog.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(toast().textContent).toContain("Please enter your email address."));
    expect(document.activeElement?.id).toBe("access-request-email");
    expect(calls).toEqual([]);
  });

  it("sends the request, says what happens next, and closes", async () => {
    const calls = answerApi(() => json({ ok: true }, 201));
    const onClose = vi.fn();
    const { user } = renderPage(<AccessRequestDialog open onClose={onClose} />);
    const dialog = within(screen.getByRole("dialog", { name: "Request an access code" }));
    await user.type(dialog.getByLabelText("Your Name"), "Jane Doe");
    await user.type(dialog.getByLabelText("Your Email"), "jane@acme.example");
    await user.type(dialog.getByLabelText("Company"), "Acme");
    await user.type(dialog.getByLabelText("Role"), "CFO");
    await user.type(dialog.getByLabelText("Why would you like access?"), "Our board wants an AI plan by March.");
    await user.click(dialog.getByRole("button", { name: "Send Request" }));
    await waitFor(() => expect(toast().textContent).toContain(accessRequestMessages.success.title));
    expect(toast().textContent).toContain(accessRequestMessages.success.description);
    expect(onClose).toHaveBeenCalled();
    expect(calls.map(({ method, path, body }) => ({ method, path, body: { ...(body as object), submission_id: undefined } }))).toEqual([
      {
        method: "POST",
        path: "/api/access-requests",
        body: {
          name: "Jane Doe",
          email: "jane@acme.example",
          company: "Acme",
          role: "CFO",
          reason: "Our board wants an AI plan by March.",
          submission_id: undefined,
        },
      },
    ]);
  });
});
