// Passkeys and authenticator apps in Chromium (issue 26). A passkey is registered from the account
// menu's Security dialog on Chromium's virtual authenticator (CDP WebAuthn domain) and signs in on
// its own; an authenticator app is set up and asked for after the password; and the console stays
// shut to an admin without a second factor, or whose address was never verified.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { factorMessages } from "@ai-leaders/core/messages";
import { hashPassword } from "@ai-leaders/core/accounts";
import { contextWithAccess } from "../support/access.ts";
import { addConsoleAdmin, replaceOneTimePassword } from "../support/admin-console.ts";
import { axeViolations } from "../support/axe.ts";
import { hasChromium } from "../support/browser.ts";
import { authenticatorCode } from "../support/console-admin.ts";
import { postJson, scanTable } from "../support/test-stack.ts";
import { addVirtualAuthenticator } from "../support/passkeys.ts";
import { useBrowserJourney } from "../support/journey.ts";

const password = "Factors2026Ready";
const adminEmail = "guard@site.example";
const promotedEmail = "early@site.example";

describe.skipIf(!hasChromium)("passkeys and authenticator apps in Chromium", () => {
  // WebAuthn refuses an IP address as the relying party: the site is served as localhost.
  const suite = useBrowserJourney({
    stack: { urlHost: "localhost", settings: { ADMIN_EMAILS: `${adminEmail}, ${promotedEmail}` } },
    visitor: false,
  });

  async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await contextWithAccess(suite.browser, suite.stack);
    return { context, page: await context.newPage() };
  }

  async function account(name: string) {
    const email = `${name}-${Date.now()}@company.example`;
    expect((await postJson(suite.stack.request, `/api/auth/signup`, { email, password, full_name: "Grace Hopper" })).status).toBeLessThan(
      300,
    );
    return email;
  }

  const accountMenu = (page: Page) => page.locator(".account-menu");

  async function logIn(page: Page, email: string) {
    await page.goto(`${suite.stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in" }).click();
  }

  async function logOut(page: Page) {
    await accountMenu(page).getByRole("button", { name: "Log out" }).click();
    await accountMenu(page).getByRole("button", { name: "Log in" }).waitFor();
  }

  async function expectNoAxeViolations(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }

  /** Signs `page` in to a new account (its address starting `name`); answers the address. */
  async function signedInAsNewAccount(page: Page, name: string) {
    const email = await account(name);
    await logIn(page, email);
    await accountMenu(page).getByText("Grace Hopper").waitFor();
    return email;
  }
  /** Opens the account menu's Security dialog. */
  async function openSecurity(page: Page) {
    await accountMenu(page).getByRole("button", { name: "Security" }).click();
    return page.getByRole("dialog", { name: "Security" });
  }

  it("registers a passkey from the account menu, then signs in with it alone", async () => {
    const { context, page } = await visitor();
    const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
    const email = await signedInAsNewAccount(page, "passkey");

    const security = await openSecurity(page);
    await security.getByRole("heading", { name: "Passkeys" }).waitFor();
    await security.getByText("A 6-digit code from an app on your phone").waitFor();
    await expectNoAxeViolations(page, 1280);
    await expectNoAxeViolations(page, 360);
    // The name asked for first: Factors.test.tsx "asks for a passkey's name before anything is sent".
    await security.getByLabel("Passkey name").fill("Work laptop");
    await security.getByRole("button", { name: "Add a passkey" }).click();
    await security.getByRole("listitem").filter({ hasText: "Work laptop" }).waitFor();
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
    await security.getByRole("button", { name: "Close" }).click();

    await logOut(page);
    await page.getByRole("button", { name: "Log in" }).click();
    // The email field's autofill (conditional mediation) starts as the dialog opens, and Chromium's
    // virtual authenticator answers it at once: the dialog may close before the button is pressed.
    // Either way the passkey alone signs in.
    const signedIn = accountMenu(page).getByText("Grace Hopper").waitFor();
    await page
      .getByRole("dialog", { name: "Log in" })
      .getByRole("button", { name: "Use a passkey" })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await signedIn;
    const session = JSON.parse((await page.evaluate(() => localStorage.getItem("ai-leaders.auth")))!);
    expect(JSON.parse(Buffer.from(session.access_token.split(".")[0], "base64url").toString())).toMatchObject({
      aal: 2,
      amr: ["passkey"],
      email,
    });

    await accountMenu(page).getByRole("button", { name: "Security" }).click();
    await security.getByText(/last used/).waitFor();
    await context.close();
  });

  it("sets up an authenticator app, shows the recovery codes once, and asks for a code after the password", async () => {
    const { context, page } = await visitor();
    const email = await signedInAsNewAccount(page, "totp");
    const security = await openSecurity(page);
    await security.getByRole("button", { name: "Set up an authenticator app" }).click();
    await security.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    await expectNoAxeViolations(page, 360);
    const secret = (await security.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
    // A wrong first code: Factors.test.tsx "shows the QR code and key, says a wrong first code as an alert…".
    await security.getByLabel("Code from the app").fill(authenticatorCode(secret));
    await security.getByRole("button", { name: "Confirm" }).click();
    await security.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    expect(await security.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count()).toBe(10);
    await expectNoAxeViolations(page, 1280);
    await security.getByRole("button", { name: "I have saved them" }).click();
    await security.getByText("On. You have 10 recovery codes left.").waitFor();
    await security.getByRole("button", { name: "Close" }).click();

    await logOut(page);
    await logIn(page, email);
    const step = page.getByRole("dialog", { name: "Two-step verification" });
    await step.getByLabel("Authentication code").waitFor();
    await expectNoAxeViolations(page, 360);
    await step.getByLabel("Authentication code").fill(authenticatorCode(secret, 1));
    await step.getByRole("button", { name: "Verify" }).click();
    await accountMenu(page).getByText("Grace Hopper").waitFor();
    await context.close();
  });

  it("keeps an admin without a second factor out of the console, whatever the address asked, and lets them in with a passkey", async () => {
    const oneTimePassword = await addConsoleAdmin(suite.stack, adminEmail);
    const { context, page } = await visitor();
    const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);
    await replaceOneTimePassword(page, suite.stack.url, { email: adminEmail, oneTimePassword, newPassword: password });
    await page.getByRole("heading", { name: "Set up a second factor" }).waitFor();
    await expectNoAxeViolations(page, 1280);

    await page.goto(`${suite.stack.url}/admin/audience`);
    await page.getByRole("heading", { name: "Set up a second factor" }).waitFor();
    expect(await page.getByRole("heading", { name: "Audience" }).count()).toBe(0);
    const direct = await page.evaluate(async () => {
      const { access_token } = JSON.parse(localStorage.getItem("ai-leaders.auth")!);
      const response = await fetch("/api/admin/audience/signups", { headers: { authorization: `Bearer ${access_token}` } });
      return { status: response.status, body: await response.json() };
    });
    expect(direct).toEqual({ status: 403, body: { error: { message: factorMessages.consoleNeedsSecondFactor } } });

    // A passkey is offered first: registering it proves the second factor, and the console opens.
    expect(await page.getByLabel("Passkey name").inputValue()).toBe("Console");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("heading", { name: "Audience", level: 1 }).waitFor();
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
    await context.close();
  });

  it("asks a promoted account to confirm its address before anything else", async () => {
    const early = { email: promotedEmail, id: crypto.randomUUID(), full_name: "Early Bird", created_at: new Date().toISOString() };
    await suite.stack.services.accounts.createUser({ ...early, password_hash: await hashPassword(password) });
    const oneTimePassword = await addConsoleAdmin(suite.stack, promotedEmail);
    const { context, page } = await visitor();
    await replaceOneTimePassword(page, suite.stack.url, { email: promotedEmail, oneTimePassword, newPassword: password });
    await page.getByRole("heading", { name: "Confirm your email address" }).waitFor();
    await page.getByRole("alert").filter({ hasText: factorMessages.consoleNeedsVerifiedEmail }).waitFor();
    await context.close();
  });

  it("deletes a person's own account from Security: the password, then once more; signed out, the address kept nowhere", async () => {
    const { context, page } = await visitor();
    const email = await signedInAsNewAccount(page, "leaving");
    const security = await openSecurity(page);
    const section = security.getByRole("region", { name: "Delete your account" });
    await section.getByLabel("Password").fill(password);
    await section.getByRole("button", { name: "Delete my account" }).click();
    await section.getByText("Delete your account and everything stored for it? This cannot be undone.").waitFor();
    await section.getByRole("button", { name: "Yes, delete everything" }).click();

    await page.getByTestId("toast").filter({ hasText: "Account deleted" }).waitFor();
    await accountMenu(page).getByRole("button", { name: "Log in" }).waitFor();
    expect((await postJson(suite.stack.request, `/api/auth/signin`, { email, password })).status).toBe(401);
    const users = await scanTable(suite.stack, "users");
    expect(users.some((row) => JSON.stringify(row).toLowerCase().includes(email.toLowerCase()))).toBe(false);
    await context.close();
  });
});
