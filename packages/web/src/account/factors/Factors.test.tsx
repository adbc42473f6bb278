// Setting up a second factor from Security: an authenticator app confirmed with a first code (a wrong
// one said as an alert), then ten recovery codes shown once; a passkey asked for a name first.
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { factorMessages } from "@ai-leaders/core/messages";
import { AuthenticatorSetup } from "./AuthenticatorSetup.tsx";
import { AddPasskeyForm } from "./AddPasskeyForm.tsx";
import { answerApi, json, renderPage, retype } from "../../test/render.tsx";

describe("setting up a second factor", () => {
  it("shows the QR code and key, says a wrong first code as an alert, then shows ten recovery codes once", async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code-${i}`);
    const session = { access_token: "proved", expires_at: 0, expires_in: 3600, token_type: "bearer" };
    const calls = answerApi(({ path, body }) => {
      if (path === "/api/auth/factors/totp")
        return json({ secret: "JBSWY3DPEHPK3PXP", uri: "otpauth://totp/AI%20for%20Leaders?secret=JBSWY3DPEHPK3PXP" });
      if (path === "/api/auth/factors/totp/confirm") {
        return (body as { code: string }).code === "123456"
          ? json({ recovery_codes: recoveryCodes, session })
          : json({ error: { message: factorMessages.wrongCode } }, 400);
      }
      return json({}, 404);
    });
    const onDone = vi.fn();
    const { user } = renderPage(<AuthenticatorSetup accessToken="access-1" onDone={onDone} />);
    await screen.findByRole("img", { name: "QR code for your authenticator app" });
    expect(screen.getByTestId("totp-secret").textContent).toBe("JBSW Y3DP EHPK 3PXP");

    await user.type(screen.getByLabelText("Code from the app"), "000000");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findByRole("alert")).textContent).toBe(factorMessages.wrongCode);

    await retype(user, screen.getByLabelText("Code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await screen.findByRole("heading", { name: "Save your recovery codes" });
    expect(within(screen.getByRole("list", { name: "Recovery codes" })).getAllByRole("listitem")).toHaveLength(10);
    expect(calls.filter((call) => call.path === "/api/auth/factors/totp/confirm").map((call) => call.body)).toEqual([
      { code: "000000" },
      { code: "123456" },
    ]);
    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(onDone).toHaveBeenCalledWith(session);
  });

  it("asks for a passkey's name before anything is sent", async () => {
    const calls = answerApi(() => json({}, 404));
    const { user } = renderPage(<AddPasskeyForm accessToken="access-1" onAdded={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "Add a passkey" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(factorMessages.passkeyNameRequired));
    expect(factorMessages.passkeyNameRequired).toBe("Please give this passkey a name, such as the device it is on.");
    expect(calls).toEqual([]);
  });
});
