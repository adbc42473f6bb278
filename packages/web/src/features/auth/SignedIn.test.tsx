// What a signed-in reader does from the account menu: resend the confirmation link, sign another
// device out (the password asked for first), ask to move the account to a new address.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import type { AuthUser } from "@ai-leaders/core/accounts";
import { confirmationMessages, emailChangeMessages, sessionMessages } from "@ai-leaders/core/messages";
import { useAuth } from "../../account/auth-context.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { SessionsDialog } from "./sessions/SessionsDialog.tsx";
import { ChangeEmailSection } from "./email/ChangeEmailSection.tsx";
import { authStorageKey } from "../../lib/session-store.ts";
import { answerApi, json, retype, type ApiCall } from "../../test/render.tsx";
import { renderWithAuth } from "../../test/workflow-page.tsx";

const user: AuthUser = {
  id: "u-1",
  email: "sara@company.example",
  created_at: "2026-01-01T00:00:00.000Z",
  email_confirmed_at: null,
  user_metadata: { full_name: "Sara Blakely" },
};
const bearer = "access-1";

/** As the account menu does: a dialog opened once the session is known. */
function OnceSignedIn({ children }: { children: ReactElement }) {
  return useAuth().session ? children : null;
}

/** Signed in as `user`, as a reload finds it: the stored session, the API agreeing on who it is. */
function signedIn(ui: ReactElement, answer: (call: ApiCall) => Response | undefined) {
  localStorage.setItem(
    authStorageKey,
    JSON.stringify({
      access_token: bearer,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      expires_in: 3600,
      token_type: "bearer",
      user,
    }),
  );
  const calls = answerApi(
    (call) => answer(call) ?? (call.path === "/api/auth/user" ? json({ user }) : json({ error: { message: "Not here" } }, 404)),
  );
  return { calls, ...renderWithAuth(ui) };
}

describe("signed in", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it("asks an unconfirmed reader to confirm the address, and sends the link again on Resend the link", async () => {
    const { calls, user: person } = signedIn(<AccountMenu latestResults={null} />, ({ path }) =>
      path === "/api/auth/confirm/resend" ? json({ message: confirmationMessages.resent }) : undefined,
    );
    const menu = within(await screen.findByRole("navigation", { name: "Account" }));
    expect(menu.getByRole("status").textContent).toBe(confirmationMessages.unconfirmedNote);
    await person.click(menu.getByRole("button", { name: confirmationMessages.resend }));
    await waitFor(() => expect(menu.getByRole("status").textContent).toBe(confirmationMessages.resent));
    expect(confirmationMessages.resent).toContain("A new link is on its way");
    expect(calls.filter((call) => call.path === "/api/auth/confirm/resend")).toHaveLength(1);
    expect(menu.queryByRole("button", { name: confirmationMessages.resend })).toBeNull();
  });

  it("lists the sessions, asks for the password before signing another device out, says a wrong one at the field, then signs it out", async () => {
    const sessions = [
      {
        id: "here",
        device: "Chrome on Linux",
        current: true,
        first_seen: "2026-01-01T10:00:00.000Z",
        last_seen: "2026-01-02T10:00:00.000Z",
        network: "192.0.2.x",
      },
      {
        id: "there",
        device: "Chrome on Linux",
        current: false,
        first_seen: "2026-01-01T11:00:00.000Z",
        last_seen: "2026-01-02T11:00:00.000Z",
        network: "198.51.100.x",
      },
    ];
    const { calls, user: person } = signedIn(
      <OnceSignedIn>
        <SessionsDialog open onClose={() => undefined} />
      </OnceSignedIn>,
      ({ path, body }) => {
        if (path === "/api/auth/sessions") return json({ sessions });
        if (path === "/api/auth/sessions/there/end")
          return (body as { password: string }).password === "Launch2026Now"
            ? json({ ok: true })
            : json({ error: { message: sessionMessages.wrongPassword } }, 401);
        return undefined;
      },
    );
    const dialog = within(await screen.findByRole("dialog", { name: sessionMessages.title }));
    const list = within(await dialog.findByRole("list", { name: sessionMessages.title }));
    expect(list.getAllByRole("listitem")).toHaveLength(2);
    expect(list.getByText(sessionMessages.thisDevice)).toBeTruthy();
    const signOut = () => dialog.queryByRole("button", { name: /^Sign out: Chrome on / });

    await person.click(signOut()!);
    expect(dialog.getByRole("alert").textContent).toBe(sessionMessages.passwordRequired);
    expect(document.activeElement).toBe(dialog.getByLabelText(sessionMessages.passwordLabel));
    expect(calls.filter((call) => call.path.endsWith("/end"))).toEqual([]);

    await person.type(dialog.getByLabelText(sessionMessages.passwordLabel), "not-the-password");
    await person.click(signOut()!);
    await waitFor(() => expect(dialog.getByRole("alert").textContent).toBe(sessionMessages.wrongPassword));

    await retype(person, dialog.getByLabelText(sessionMessages.passwordLabel), "Launch2026Now");
    await person.click(signOut()!);
    await waitFor(() => expect(dialog.getByText(sessionMessages.ended)).toBeTruthy());
    expect(signOut()).toBeNull();
    expect(calls.filter((call) => call.path.endsWith("/end")).map((call) => call.body)).toEqual([
      { password: "not-the-password" },
      { password: "Launch2026Now" },
    ]);
  });

  it("asks to move the account with the password: a wrong one is said as an alert, the right one says to check the new inbox", async () => {
    const { calls, user: person } = signedIn(<ChangeEmailSection />, ({ path, body }) => {
      if (path !== "/api/auth/email") return undefined;
      return (body as { password: string }).password === "Relocate2026Now"
        ? json({ message: emailChangeMessages.checkNewInbox })
        : json({ error: { message: emailChangeMessages.wrongPassword } }, 401);
    });
    await screen.findByText(user.email);
    await person.type(screen.getByLabelText("New email address"), "after@company.example");
    await person.type(screen.getByLabelText("Current password"), "Not-the-password-1");
    await person.click(screen.getByRole("button", { name: "Change email address" }));
    expect((await screen.findByRole("alert")).textContent).toBe(emailChangeMessages.wrongPassword);

    await retype(person, screen.getByLabelText("Current password"), "Relocate2026Now");
    await person.click(screen.getByRole("button", { name: "Change email address" }));
    expect((await screen.findByRole("status")).textContent).toBe(emailChangeMessages.checkNewInbox);
    expect(calls.filter((call) => call.path === "/api/auth/email").map((call) => call.body)).toEqual([
      { new_email: "after@company.example", password: "Not-the-password-1" },
      { new_email: "after@company.example", password: "Relocate2026Now" },
    ]);
  });

  it("puts focus in the account menu after logging in from Log in, whose button is gone", async () => {
    const session = {
      access_token: bearer,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      expires_in: 3600,
      token_type: "bearer",
      user,
    };
    answerApi(({ path }) =>
      path === "/api/auth/signin"
        ? json({ session })
        : path === "/api/auth/user"
          ? json({ error: { message: "Not signed in" } }, 401)
          : json({ error: { message: "Not here" } }, 404),
    );
    const { user: person } = renderWithAuth(<AccountMenu latestResults={null} />, { route: "/level-3-build-website" });
    await person.click(await screen.findByRole("button", { name: "Log in" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Log in" }));
    await person.type(dialog.getByLabelText("Email"), user.email);
    await person.type(dialog.getByLabelText("Password", { exact: true }), "Right2026Pass");
    await person.click(dialog.getByRole("button", { name: "Log in" }));
    const menu = await screen.findByRole("navigation", { name: "Account" });
    await within(menu).findByText(user.user_metadata.full_name);
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  });
});
