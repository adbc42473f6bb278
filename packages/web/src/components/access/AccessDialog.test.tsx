// The access-code dialog as a visitor uses it: what it asks, what a wrong code says and where focus
// stays, what "Keep me in" sends and where the token (never the code) is kept.
import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { accessMessages, edgeMessages } from "@ai-leaders/core/messages";
import { AccessDialog } from "./AccessDialog.tsx";
import { accessStorageKey } from "../../lib/access-token.ts";
import { answerApi, json, renderPage } from "../../test/render.tsx";

const grant = { token: "signed.token.value", expires_at: "2099-01-01T00:00:00.000Z" };
const code = "Founders-Circle-9";

describe("the access-code dialog", () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  function openDialog() {
    const granted: string[] = [];
    const rendered = renderPage(<AccessDialog open onClose={() => undefined} onGranted={() => granted.push("granted")} />);
    const dialog = within(screen.getByRole("dialog", { name: "Access Required" }));
    return { ...rendered, dialog, granted, field: dialog.getByLabelText("Access code") as HTMLInputElement };
  }

  it("asks for the code to continue to Level 2, with the cursor in its field and Keep me in unticked", () => {
    answerApi(() => json(grant));
    const { dialog, field } = openDialog();
    expect(screen.getByRole("dialog").textContent).toContain("Enter your access code to continue to Level 2");
    expect(document.activeElement).toBe(field);
    expect((dialog.getByRole("checkbox", { name: "Keep me in on this device for 30 days" }) as HTMLInputElement).checked).toBe(false);
  });

  it("says 'Invalid access code' as an alert for a wrong code, marks the field with its reason, keeps focus there and stores nothing", async () => {
    const calls = answerApi(() => json({ error: { message: "Invalid access code" } }, 401));
    const { user, dialog, field, granted } = openDialog();
    await user.type(field, "board-room-2025");
    await user.click(dialog.getByRole("button", { name: "Access" }));

    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain(accessMessages.invalidCode.title);
    expect(toast.textContent).toContain(accessMessages.invalidCode.description);
    expect(toast.getAttribute("role")).toBe("alert");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { description: accessMessages.invalidCode.description })).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(calls).toEqual([{ method: "POST", path: "/api/access", body: { code: "board-room-2025" } }]);
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(granted).toEqual([]);
  });

  it("says there are too many requests, as an alert and not 'Something went wrong', when the edge blocks the code", async () => {
    // WAF's block page: a 403 with no message of ours.
    answerApi(() => new Response("<html>Request blocked</html>", { status: 403, headers: { "content-type": "text/html" } }));
    const { user, dialog, field } = openDialog();
    await user.type(field, code);
    await user.click(dialog.getByRole("button", { name: "Access" }));
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain(edgeMessages.tooManyRequests);
    expect(toast.textContent).not.toContain("Something went wrong");
    expect(toast.getAttribute("role")).toBe("alert");
  });

  it("keeps the token, not the code, in this tab only, and lets the visitor in", async () => {
    const calls = answerApi(() => json(grant));
    const { user, field, granted } = openDialog();
    await user.type(field, `${code}{Enter}`);
    await waitFor(() => expect(granted).toEqual(["granted"]));
    expect(calls[0]!.body).toEqual({ code });
    expect(JSON.parse(sessionStorage.getItem(accessStorageKey)!)).toEqual(grant);
    expect(JSON.stringify(sessionStorage)).not.toContain(code);
    expect(localStorage.length).toBe(0);
  });

  it("with Keep me in ticked, asks for a longer token and keeps it on this device", async () => {
    const calls = answerApi(() => json(grant));
    const { user, dialog, field, granted } = openDialog();
    await user.click(dialog.getByRole("checkbox", { name: "Keep me in on this device for 30 days" }));
    await user.type(field, code);
    await user.click(dialog.getByRole("button", { name: "Access" }));
    await waitFor(() => expect(granted).toEqual(["granted"]));
    expect(calls[0]!.body).toEqual({ code, remember: true });
    expect(JSON.parse(localStorage.getItem(accessStorageKey)!)).toEqual(grant);
    expect(sessionStorage.length).toBe(0);
  });
});
