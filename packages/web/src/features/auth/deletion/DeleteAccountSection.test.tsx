// "Delete your account" in the Security dialog: the password, a second press to be sure, then the
// account is gone, the page signed out, and a wrong password or a refusal is said where it is typed.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { accountDeletionMessages } from "@ai-leaders/core/messages";
import { AuthProvider } from "../../../account/AuthProvider.tsx";
import { answerApi, json, renderPage } from "../../../test/render.tsx";
import { signIn } from "../../roast/progress/workflow-stand-ins.ts";
import { DeleteAccountSection } from "./DeleteAccountSection.tsx";

describe("deleting one's own account", () => {
  beforeEach(() => localStorage.clear());

  function renderSection(onDelete: (password: string) => Response) {
    const calls = answerApi((call) => {
      if (call.path === "/api/auth/account/delete") return onDelete((call.body as { password: string }).password);
      if (call.path === "/api/auth/signout") return json({}, 200);
      return json({ user: null }, 401);
    });
    signIn();
    const onDeleted = vi.fn();
    const view = renderPage(
      <AuthProvider>
        <DeleteAccountSection onDeleted={onDeleted} />
      </AuthProvider>,
    );
    return { ...view, calls, onDeleted };
  }

  it("asks for the password, then once more, and only then deletes; the page is signed out and told", async () => {
    const { user, calls, onDeleted } = renderSection(() => json({ erased: { accounts: 1 }, message: accountDeletionMessages.deleted }));
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(screen.getByRole("alert").textContent).toBe(accountDeletionMessages.passwordRequired);

    await user.type(screen.getByLabelText("Password"), "Leaving2026Now");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(screen.getByText("Delete your account and everything stored for it? This cannot be undone.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/auth/account/delete")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Yes, delete everything" }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.path === "/api/auth/account/delete")?.body).toEqual({ password: "Leaving2026Now" });
    expect(localStorage.getItem("ai-leaders.auth")).toBeNull();
    expect(screen.getByText(accountDeletionMessages.deleted)).toBeTruthy();
  });

  it("says a wrong password where it is typed, keeps the account, and lets the person back out", async () => {
    const { user, onDeleted } = renderSection(() => json({ error: { message: accountDeletionMessages.wrongPassword } }, 401));
    await user.type(screen.getByLabelText("Password"), "Wrong2026Pass");
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete everything" }));
    expect((await screen.findByRole("alert")).textContent).toBe(accountDeletionMessages.wrongPassword);
    expect(onDeleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeTruthy();
  });
});
