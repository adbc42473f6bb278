// The account's mailed links' pages: confirming an address, choosing a new password, moving the
// account to a new address. Opening one spends nothing; its button does, and it says what happened.
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { confirmationMessages, emailChangeMessages, recoveryMessages } from "@ai-leaders/core/messages";
import { AuthProvider } from "../../account/AuthProvider.tsx";
import { ConfirmAccountPage } from "./ConfirmAccountPage.tsx";
import { ResetPasswordPage } from "./ResetPasswordPage.tsx";
import { ChangeEmailPage } from "./ChangeEmailPage.tsx";
import { answerApi, json, renderPage, type ApiCall } from "../../test/render.tsx";

function openLink(page: ReactElement, route: string) {
  return renderPage(<AuthProvider>{page}</AuthProvider>, { route });
}
const sent = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

describe("the confirmation link's page", () => {
  it("confirms nothing when opened, confirms on its button, and offers to continue", async () => {
    const calls = answerApi(({ path }) => (path === "/api/auth/confirm" ? json({ email: "ada@company.example" }) : json({}, 404)));
    const { user } = openLink(<ConfirmAccountPage />, "/link/confirm-account#token=abc");
    await screen.findByRole("heading", { name: confirmationMessages.title, level: 1 });
    expect(sent(calls, "/api/auth/confirm")).toEqual([]);
    await user.click(screen.getByRole("button", { name: confirmationMessages.confirm }));
    expect((await screen.findByRole("status")).textContent).toBe(confirmationMessages.confirmed);
    expect(sent(calls, "/api/auth/confirm").map((call) => call.body)).toEqual([{ token: "abc" }]);
    expect(screen.getByRole("link", { name: confirmationMessages.continue }).getAttribute("href")).toBe("/");
  });

  it("says a spent link has already been used", async () => {
    answerApi(({ path }) => (path === "/api/auth/confirm" ? json({ status: "used" }, 410) : json({}, 404)));
    const { user } = openLink(<ConfirmAccountPage />, "/link/confirm-account#token=abc");
    await user.click(await screen.findByRole("button", { name: confirmationMessages.confirm }));
    expect((await screen.findByRole("alert")).textContent).toBe(confirmationMessages.linkRefused.used);
    expect(confirmationMessages.linkRefused.used).toContain("already been used");
  });
});

describe("the reset link's page", () => {
  const fill = async (user: ReturnType<typeof renderPage>["user"], password: string, again: string) => {
    await user.clear(screen.getByLabelText(recoveryMessages.newPassword, { exact: true }));
    await user.type(screen.getByLabelText(recoveryMessages.newPassword, { exact: true }), password);
    await user.clear(screen.getByLabelText(recoveryMessages.repeatPassword));
    await user.type(screen.getByLabelText(recoveryMessages.repeatPassword), again);
    await user.click(screen.getByRole("button", { name: recoveryMessages.savePassword }));
  };

  it("checks the link without spending it, refuses a weak or unmatched password at its field, then changes it and offers to log in", async () => {
    const calls = answerApi(({ path }) =>
      path === "/api/auth/recover/check" ? json({ status: "valid" }) : path === "/api/auth/reset" ? json({ ok: true }) : json({}, 401),
    );
    const { user } = openLink(<ResetPasswordPage />, "/link/reset-password#token=abc");
    await screen.findByRole("heading", { name: recoveryMessages.chooseTitle });
    expect(sent(calls, "/api/auth/recover/check").map((call) => call.body)).toEqual([{ token: "abc" }]);

    await fill(user, "weakpass", "weakpass");
    expect(screen.getByText("Password must contain at least one uppercase letter, one lowercase letter, and one number")).toBeTruthy();
    expect(screen.getByLabelText(recoveryMessages.newPassword, { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await fill(user, "Renewed2027Now", "Renewed2027Nowx");
    expect(screen.getByText(recoveryMessages.passwordsDiffer)).toBeTruthy();
    expect(sent(calls, "/api/auth/reset")).toEqual([]);

    await fill(user, "Renewed2027Now", "Renewed2027Now");
    expect((await screen.findByRole("status")).textContent).toBe(recoveryMessages.changed);
    expect(sent(calls, "/api/auth/reset").map((call) => call.body)).toEqual([{ token: "abc", password: "Renewed2027Now" }]);
    expect(screen.getByRole("button", { name: recoveryMessages.signIn })).toBeTruthy();
  });

  it.each([
    ["used", recoveryMessages.linkRefused.used],
    ["unknown", recoveryMessages.linkRefused.unknown],
  ] as const)("says so when the link is %s, and offers to email a new one", async (status, message) => {
    answerApi(({ path }) => (path === "/api/auth/recover/check" ? json({ status }) : json({}, 401)));
    openLink(<ResetPasswordPage />, "/link/reset-password#token=abc");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.getByRole("button", { name: recoveryMessages.sendLink })).toBeTruthy();
  });

  it("asks for a new link from the refused one's page", async () => {
    const calls = answerApi(({ path }) =>
      path === "/api/auth/recover/check" ? json({ status: "unknown" }) : path === "/api/auth/recover" ? json({ ok: true }) : json({}, 401),
    );
    const { user } = openLink(<ResetPasswordPage />, "/link/reset-password#token=made-up");
    expect((await screen.findByRole("alert")).textContent).toContain("This link isn't valid.");
    await user.type(screen.getByLabelText("Email"), "forgetful@company.example");
    await user.click(screen.getByRole("button", { name: recoveryMessages.sendLink }));
    await waitFor(() =>
      expect(sent(calls, "/api/auth/recover").map((call) => call.body)).toEqual([{ email: "forgetful@company.example" }]),
    );
    expect((await screen.findByText(/If an account uses that address/)).textContent).toBe(recoveryMessages.checkEmail);
  });
});

describe("the new address's link page", () => {
  it("moves nothing when opened, moves the account on its button, and says so", async () => {
    const calls = answerApi(({ path }) => (path === "/api/auth/email/confirm" ? json({ email: "after@company.example" }) : json({}, 401)));
    const { user } = openLink(<ChangeEmailPage />, "/link/change-email#token=abc");
    await screen.findByRole("heading", { name: emailChangeMessages.confirmTitle });
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await user.click(screen.getByRole("button", { name: emailChangeMessages.confirmButton }));
    expect((await screen.findByRole("status")).textContent).toBe(emailChangeMessages.changed);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ token: "abc" }]);
  });
});
