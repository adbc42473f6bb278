import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { confirmationMessages, recoveryMessages } from "@ai-leaders/core/messages";
import { AuthDialog } from "./AuthDialog.tsx";
import { AuthProvider } from "./AuthProvider.tsx";
import { answerApi, json, renderPage } from "../test/render.tsx";

describe("the Log in / Create account dialog", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  function openDialog() {
    return renderPage(
      <AuthProvider>
        <AuthDialog open onClose={() => undefined} />
      </AuthProvider>,
    );
  }

  /** Opens the dialog on "Create an account", fills the form in and sends it; answers the form. */
  async function signUp(fullName: string, email: string, password: string) {
    const { user } = openDialog();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    const form = within(screen.getByRole("dialog", { name: "Create your account" }));
    await user.type(form.getByLabelText("Full name"), fullName);
    await user.type(form.getByLabelText("Email"), email);
    await user.type(form.getByLabelText("Password", { exact: true }), password);
    await user.click(form.getByRole("button", { name: "Create account" }));
    return { user, form };
  }

  it("shows each validator's message inline beside its field, marks the field invalid, and sends nothing", async () => {
    const calls = answerApi(() => json({}));
    const { form: dialog } = await signUp("R2-D2", "not-an-email", "short");

    expect(dialog.getByText("Full name can only contain letters, spaces, hyphens, and apostrophes")).toBeTruthy();
    expect(dialog.getByText("Please enter a valid email address")).toBeTruthy();
    expect(dialog.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(dialog.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((call) => call.path.startsWith("/api/auth/sign"))).toEqual([]);
  });

  it("shows the password on Show password", async () => {
    answerApi(() => json({}));
    const { user } = openDialog();
    const password = screen.getByLabelText("Password", { exact: true });
    expect(password.getAttribute("type")).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.getAttribute("type")).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeTruthy();
  });

  it("says 'Invalid email or password' as an alert when the API refuses the password", async () => {
    const calls = answerApi(({ path }) =>
      // The API's answer to a wrong password (auth.test covers it).
      path === "/api/auth/signin"
        ? json({ error: { message: "Invalid email or password" } }, 401)
        : json({ error: { message: "Not signed in" } }, 401),
    );
    const { user } = openDialog();
    const dialog = within(screen.getByRole("dialog", { name: "Log in" }));
    await user.type(dialog.getByLabelText("Email"), "sara@company.example");
    await user.type(dialog.getByLabelText("Password", { exact: true }), "Wrong2026Pass");
    await user.click(dialog.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(dialog.getByRole("alert").textContent).toBe("Invalid email or password"));
    expect(calls.find((call) => call.path === "/api/auth/signin")?.body).toEqual({
      email: "sara@company.example",
      password: "Wrong2026Pass",
    });
  });

  it("after sign-up says to check the email, focused so it is read out, and offers Log in with the address filled in", async () => {
    const calls = answerApi(({ path }) =>
      path === "/api/auth/signup" ? json({ message: "ok" }, 201) : json({ error: { message: "Not signed in" } }, 401),
    );
    const { user } = await signUp("Sara Blakely", "sara@company.example", "Launch2026Now");

    const checkEmail = await screen.findByRole("dialog", { name: confirmationMessages.checkEmailTitle });
    const notice = within(checkEmail).getByRole("status");
    expect(notice.textContent).toBe(`sara@company.example${confirmationMessages.checkEmail}`);
    expect(confirmationMessages.checkEmail).toBe("If this address can be used, we've sent a link to confirm it. You can log in now.");
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(calls.find((call) => call.path === "/api/auth/signup")?.body).toEqual({
      email: "sara@company.example",
      password: "Launch2026Now",
      full_name: "Sara Blakely",
    });

    await user.click(within(checkEmail).getByRole("button", { name: confirmationMessages.signInAfterwards }));
    const logIn = within(await screen.findByRole("dialog", { name: "Log in" }));
    expect((logIn.getByLabelText("Email") as HTMLInputElement).value).toBe("sara@company.example");
  });

  it("mails a reset link from Forgot password?, saying so whether or not the address has an account", async () => {
    const calls = answerApi(({ path }) =>
      path === "/api/auth/recover" ? json({ ok: true }) : json({ error: { message: "Not signed in" } }, 401),
    );
    const { user } = openDialog();
    await user.click(screen.getByRole("button", { name: recoveryMessages.forgotPassword }));
    const reset = within(await screen.findByRole("dialog", { name: recoveryMessages.resetTitle }));
    await user.type(reset.getByLabelText("Email"), "forgetful@company.example");
    await user.click(reset.getByRole("button", { name: recoveryMessages.sendLink }));
    await waitFor(() => expect(reset.getByRole("status").textContent).toBe(recoveryMessages.checkEmail));
    expect(recoveryMessages.checkEmail).toContain("If an account uses that address");
    expect(calls.filter((call) => call.path === "/api/auth/recover").map((call) => call.body)).toEqual([
      { email: "forgetful@company.example" },
    ]);
  });
});
