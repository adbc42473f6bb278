// The console's way in: the account's sign-in, the forced change of a one-time password, and the refusal of an account that is not an admin.
import { afterEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { adminMessages, recoveryMessages } from "@ai-leaders/core/messages";
import { AuthProvider } from "../../../account/AuthProvider.tsx";
import { json, renderPage } from "../../../test/render.tsx";
import { adminEmail, adminSession, answerConsole, callsTo, refusal } from "../test/console-api.ts";
import { AdminGate } from "./AdminGate.tsx";
import { forgetSignInPassword } from "../../../account/sign-in-secret.ts";
import { authStorageKey } from "../../../lib/session-store.ts";

const oneTimePassword = "OneTime2026Pass";
const newPassword = "Console2026Ready";

describe("the console's sign-in", () => {
  afterEach(() => localStorage.clear());

  const openConsole = () =>
    renderPage(
      <AuthProvider>
        <AdminGate />
      </AuthProvider>,
      { route: "/admin" },
    );

  it("says 'Invalid email or password' as an alert, then asks for a new password after the one-time one, marking a mismatch and focusing it", async () => {
    let mustChange = true;
    const calls = answerConsole({
      "POST /api/auth/signin": ({ body }) =>
        (body as { password: string }).password === oneTimePassword
          ? json({ session: adminSession() })
          : refusal("Invalid email or password", 401),
      "GET /api/admin/session": () =>
        json({ admin: { email: adminEmail, must_change_password: mustChange, requirement: mustChange ? null : "enrol-factor" } }),
      "POST /api/auth/password": () => {
        mustChange = false;
        return json({ changed: true, other_sessions_ended: 1 });
      },
      "GET /api/auth/factors": () => json({ factors: { totp: false, passkeys: [] } }),
    });
    const { user } = openConsole();
    await screen.findByRole("heading", { name: "Console sign-in" });
    await user.type(screen.getByLabelText("Email"), adminEmail);
    await user.type(screen.getByLabelText("Password"), "Wrong2026Guess");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), `${oneTimePassword}{Enter}`);
    await screen.findByRole("heading", { name: "Choose your password" });
    // Signed in with it a moment ago: not asked for again, but sent as the current password.
    expect(screen.queryByLabelText("One-time password")).toBeNull();
    await user.type(screen.getByLabelText("New password", { exact: true }), newPassword);
    await user.type(screen.getByLabelText("New password again"), "Console2026Typo");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(screen.getByText("The two new passwords do not match.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New password again"));
    expect(document.activeElement?.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST /api/auth/password")).toEqual([]);

    await user.clear(screen.getByLabelText("New password again"));
    await user.type(screen.getByLabelText("New password again"), newPassword);
    await user.click(screen.getByRole("button", { name: "Save password" }));
    await screen.findByText(recoveryMessages.otherSessionsEnded(1));
    expect(screen.getByText("Signed out of 1 other session.")).toBeTruthy();
    expect(callsTo(calls, "POST /api/auth/password").map((call) => call.body)).toEqual([
      { current_password: oneTimePassword, new_password: newPassword },
    ]);
    await screen.findByRole("heading", { name: "Set up a second factor" });
  });

  it("asks for the one-time password when the page no longer holds it (opened again, already signed in)", async () => {
    forgetSignInPassword();
    localStorage.setItem(authStorageKey, JSON.stringify(adminSession()));
    const calls = answerConsole({
      "GET /api/auth/user": () => json({ user: adminSession().user }),
      "GET /api/admin/session": () => json({ admin: { email: adminEmail, must_change_password: true, requirement: null } }),
      "POST /api/auth/password": () => json({ changed: true, other_sessions_ended: 0 }),
    });
    const { user } = openConsole();
    await screen.findByRole("heading", { name: "Choose your password" });
    await user.type(screen.getByLabelText("One-time password"), oneTimePassword);
    await user.type(screen.getByLabelText("New password", { exact: true }), newPassword);
    await user.type(screen.getByLabelText("New password again"), newPassword);
    await user.click(screen.getByRole("button", { name: "Save password" }));
    await waitFor(() =>
      expect(callsTo(calls, "POST /api/auth/password").map((call) => call.body)).toEqual([
        { current_password: oneTimePassword, new_password: newPassword },
      ]),
    );
  });

  it("refuses, as an alert, a signed-in account that is not an admin", async () => {
    answerConsole({
      "POST /api/auth/signin": () => json({ session: adminSession("reader@company.example") }),
      "GET /api/admin/session": () => refusal(adminMessages.notAdmin, 403),
    });
    const { user } = openConsole();
    await user.type(await screen.findByLabelText("Email"), "reader@company.example");
    await user.type(screen.getByLabelText("Password"), "Reader2026Pass");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("This account cannot open the console."));
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });
});
