// An account's journey in Chromium, on the real API and mail: sign up, confirm the address from the
// mailed link, stay signed in across reloads and expired tokens, sign out and in, end another
// browser's session, move the account to a new address, and recover a forgotten password. axe at
// 1280 and 360 px on each page and dialog. The forms' own messages are component tests
// (AuthDialog.test.tsx, SignedIn.test.tsx, AccountLinkPages.test.tsx).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { CaughtMail } from "@ai-leaders/local";
import { confirmationMessages, emailChangeMessages, recoveryMessages, sessionMessages } from "@ai-leaders/core/messages";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { useBrowserJourney } from "../support/journey.ts";

const stamp = Date.now();
const firstEmail = `founder-${stamp}@company.example`;
const movedEmail = `moved-${stamp}@company.example`;
const password = "Launch2026Now";
const newPassword = "Renewed2027Now";

describe.skipIf(!hasChromium)("an account's journey in Chromium", () => {
  const suite = useBrowserJourney();

  const dialog = (target = suite.page) => target.getByRole("dialog");
  const accountMenu = (target = suite.page) => target.locator(".account-menu");
  const newest = (mails: CaughtMail[]) => [...mails].sort((a, b) => b.received_at.localeCompare(a.received_at))[0]!;
  const mailsTo = (email: string, subject: string) =>
    suite.stack.mail!.messages().filter((mail) => mail.to.includes(email) && mail.subject === subject);
  const linkIn = (mail: CaughtMail, path: string) => new RegExp(`href="([^"]*/link/${path}#token=[^"]+)"`).exec(mail.html ?? "")?.[1] ?? "";
  const userRow = async (email: string) => (await scanTable(suite.stack, "users")).find((user) => user.email === email);
  const storedSession = async (target = suite.page) =>
    JSON.parse((await target.evaluate(() => localStorage.getItem("ai-leaders.auth"))) ?? "null");

  async function logIn(target: Page, email: string, secret: string) {
    await target.goto(`${suite.stack.url}/level-3-build-website`);
    await accountMenu(target).getByRole("button", { name: "Log in" }).click();
    await dialog(target).getByLabel("Email").fill(email);
    await dialog(target).getByLabel("Password", { exact: true }).fill(secret);
    await dialog(target).getByRole("button", { name: "Log in", exact: true }).click();
    await dialog(target).waitFor({ state: "hidden" });
    await accountMenu(target).getByText("Sara Blakely").waitFor();
  }
  async function expectAxeClean(target: Page) {
    for (const width of [1280, 360]) {
      await target.setViewportSize({ width, height: 900 });
      expect(await axeViolations(target), `axe at ${width} px`).toEqual([]);
    }
    await target.setViewportSize({ width: 1280, height: 900 });
  }

  it("signs up, logs in, and the account menu offers to send the confirmation link again", async () => {
    await suite.page.goto(`${suite.stack.url}/level-3-build-website`);
    await suite.page.getByRole("button", { name: "Log in" }).click();
    await dialog().getByRole("button", { name: "Create an account" }).click();
    await suite.page.getByRole("dialog", { name: "Create your account" }).waitFor();
    await dialog().getByLabel("Full name").fill("Sara Blakely");
    await dialog().getByLabel("Email").fill(firstEmail);
    await dialog().getByLabel("Password", { exact: true }).fill(password);
    await dialog().getByRole("button", { name: "Create account" }).click();
    // Sign-up gives no session and says nothing of whether the address had an account.
    const checkEmail = suite.page.getByRole("dialog", { name: confirmationMessages.checkEmailTitle });
    await checkEmail.getByText(confirmationMessages.checkEmail).waitFor();
    await checkEmail.getByRole("button", { name: "Log in", exact: true }).click();
    await suite.page.getByRole("dialog", { name: "Log in" }).waitFor();
    expect(await dialog().getByLabel("Email").inputValue()).toBe(firstEmail);
    await dialog().getByLabel("Password", { exact: true }).fill(password);
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().waitFor({ state: "hidden" });
    await accountMenu().getByText("Sara Blakely").waitFor();
    expect(await accountMenu().innerText()).toContain(firstEmail);

    const menu = suite.page.getByRole("navigation", { name: "Account" });
    await menu.getByText(confirmationMessages.unconfirmedNote).waitFor();
    await menu.getByRole("button", { name: confirmationMessages.resend }).click();
    await menu.getByRole("status").filter({ hasText: "A new link is on its way" }).waitFor();
    await eventually(() => (mailsTo(firstEmail, "Confirm your email address").length >= 2 ? true : undefined));
  });

  it("opens the confirmation link without confirming, confirms on the button, and the menu stops asking", async () => {
    const link = linkIn(newest(mailsTo(firstEmail, "Confirm your email address")), "confirm-account");
    expect(link).toContain(`${suite.stack.url}/link/confirm-account#token=`);
    await suite.page.goto(link);
    await suite.page.getByRole("heading", { name: confirmationMessages.title, level: 1 }).waitFor();
    expect((await userRow(firstEmail))?.email_verified_at).toBeUndefined();
    await expectAxeClean(suite.page);
    await suite.page.getByRole("button", { name: confirmationMessages.confirm }).click();
    await suite.page.getByRole("status").filter({ hasText: confirmationMessages.confirmed }).waitFor();
    expect((await userRow(firstEmail))?.email_verified_at).toEqual(expect.any(String));

    await suite.page.getByRole("link", { name: confirmationMessages.continue }).click();
    expect(new URL(suite.page.url()).pathname).toBe("/");
    await suite.page.goto(`${suite.stack.url}/level-3-build-website`);
    await suite.page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).waitFor();
    // The page starts from the stored session (unconfirmed) and hears the account confirmed from the API.
    await expect.poll(() => suite.page.getByRole("button", { name: confirmationMessages.resend }).count(), { timeout: 15_000 }).toBe(0);

    // The same link again says it was used.
    await suite.page.goto(link);
    await suite.page.getByRole("button", { name: confirmationMessages.confirm }).click();
    await suite.page.getByRole("alert").filter({ hasText: "already been used" }).waitFor();
  });

  it("stays signed in after a reload, keeping no password and no refresh token where scripts can read them", async () => {
    await suite.page.goto(`${suite.stack.url}/level-3-build-website`);
    await accountMenu().getByText("Sara Blakely").waitFor();
    await suite.page.reload();
    await accountMenu().getByText("Sara Blakely").waitFor();
    expect(await suite.page.evaluate(() => localStorage.getItem("ai-leaders.auth") ?? "")).not.toContain(password);
  });

  it("refreshes an expired access token on load, rotating the refresh token in its HttpOnly cookie", async () => {
    const refreshCookie = async () => (await suite.visitor.cookies()).find((cookie) => cookie.name === "refresh_token");
    const cookieBefore = await refreshCookie();
    expect(cookieBefore).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });
    expect(await suite.page.evaluate(() => document.cookie)).not.toContain("refresh_token");
    const before = await storedSession();
    expect(before.refresh_token).toBeUndefined();
    await suite.page.evaluate((session) => localStorage.setItem("ai-leaders.auth", JSON.stringify(session)), {
      ...before,
      expires_at: Math.floor(Date.now() / 1000) - 10,
    });
    await suite.page.reload();
    await accountMenu().getByText("Sara Blakely").waitFor();
    const after = await storedSession();
    expect(after.access_token).not.toBe(before.access_token);
    expect((await refreshCookie())?.value).not.toBe(cookieBefore!.value);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it("signs out, says so when the password is wrong, then signs in", async () => {
    await accountMenu().getByRole("button", { name: "Log out" }).click();
    await accountMenu().getByRole("button", { name: "Log in" }).waitFor();
    expect(await suite.page.evaluate(() => localStorage.getItem("ai-leaders.auth"))).toBeNull();
    await suite.page.reload();
    await accountMenu().getByRole("button", { name: "Log in" }).click();
    await dialog().getByLabel("Email").fill(firstEmail);
    await dialog().getByLabel("Password", { exact: true }).fill("Wrong2026Pass");
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    expect(await dialog().getByRole("alert").innerText()).toBe("Invalid email or password");
    await dialog().getByLabel("Password", { exact: true }).fill(password);
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().waitFor({ state: "hidden" });
    await accountMenu().getByText("Sara Blakely").waitFor();
  });

  it("keeps two tabs signed in when both refresh an expired access token at once", async () => {
    const context = await contextWithAccess(suite.browser, suite.stack);
    const first = await context.newPage();
    await logIn(first, firstEmail, password);
    const second = await context.newPage();
    await second.goto(`${suite.stack.url}/level-3-build-website`);
    await accountMenu(second).getByText("Sara Blakely").waitFor();

    await first.evaluate((expired) => localStorage.setItem("ai-leaders.auth", JSON.stringify(expired)), {
      ...(await storedSession(first)),
      expires_at: Math.floor(Date.now() / 1000) - 10,
    });
    await Promise.all([first.reload(), second.reload()]);
    for (const tab of [first, second]) await accountMenu(tab).getByText("Sara Blakely").waitFor();
    await Promise.all([first.reload(), second.reload()]);
    for (const tab of [first, second]) {
      await accountMenu(tab).getByText("Sara Blakely").waitFor();
      const kept = await storedSession(tab);
      expect(kept.expires_at).toBeGreaterThan(Date.now() / 1000);
      expect((await suite.stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${kept.access_token}` } })).status).toBe(200);
    }
    await context.close();
  });

  it("ends another browser's session from the Sessions dialog, and that browser finds itself signed out", async () => {
    const elsewhere = await contextWithAccess(suite.browser, suite.stack);
    const second = await elsewhere.newPage();
    await logIn(second, firstEmail, password);

    await accountMenu().getByRole("button", { name: "Sessions" }).click();
    const sessions = suite.page.getByRole("dialog", { name: sessionMessages.title });
    const list = sessions.getByRole("list", { name: sessionMessages.title });
    await list.getByText(sessionMessages.thisDevice).waitFor();
    expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
    await expectAxeClean(suite.page);

    const others = sessions.getByRole("button", { name: /^Sign out: Chrome on / });
    await expect.poll(() => others.count()).toBeGreaterThanOrEqual(1);
    await sessions.getByLabel(sessionMessages.passwordLabel).fill(password);
    // Every other session of this account, the second browser's among them.
    while ((await others.count()) > 0) {
      const count = await others.count();
      await others.first().click();
      await expect.poll(() => others.count()).toBe(count - 1);
    }
    await sessions.getByRole("status").getByText(sessionMessages.ended).waitFor({ state: "attached" });
    await sessions.getByRole("button", { name: "Close" }).click();

    await second.reload();
    await second.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log in" }).waitFor();
    await elsewhere.close();
    await suite.page.reload();
    await accountMenu().getByRole("button", { name: "Sessions" }).waitFor();
  });

  it("moves the account to a new address from Security with the password, confirmed from the new inbox's link; only the new one logs in", async () => {
    await accountMenu().getByRole("button", { name: "Security" }).click();
    const security = suite.page.getByRole("dialog", { name: "Security" });
    await security.getByLabel("New email address").fill(movedEmail);
    await security.getByLabel("Current password").fill(password);
    await security.getByRole("button", { name: "Change email address" }).click();
    await security.getByRole("status").getByText(emailChangeMessages.checkNewInbox).waitFor();
    await expectAxeClean(suite.page);

    const mail = await eventually(() => mailsTo(movedEmail, "Confirm your new email address")[0]);
    const inbox = await (await suite.browser.newContext()).newPage();
    await inbox.goto(linkIn(mail, "change-email"));
    await inbox.getByRole("heading", { name: emailChangeMessages.confirmTitle }).waitFor();
    // Opened, not yet confirmed: nothing moved.
    expect(await userRow(firstEmail)).toBeDefined();
    await inbox.getByRole("button", { name: emailChangeMessages.confirmButton }).click();
    await inbox.getByRole("status").getByText(emailChangeMessages.changed).waitFor();
    await inbox.context().close();

    // This browser's session ended with the move.
    await suite.page.reload();
    await suite.page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log in" }).waitFor();
    await suite.page.getByRole("button", { name: "Log in" }).click();
    await dialog().getByLabel("Email").fill(firstEmail);
    await dialog().getByLabel("Password", { exact: true }).fill(password);
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    expect(await dialog().getByRole("alert").innerText()).toBe("Invalid email or password");
    await dialog().getByLabel("Email").fill(movedEmail);
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().waitFor({ state: "hidden" });
    await suite.page.getByRole("navigation", { name: "Account" }).getByText(movedEmail).waitFor();
    await accountMenu().getByRole("button", { name: "Log out" }).click();
    await accountMenu().getByRole("button", { name: "Log in" }).waitFor();
  });

  describe("a forgotten password", () => {
    async function askForLink(count: number) {
      await suite.page.goto(`${suite.stack.url}/level-3-build-website`);
      await suite.page.getByRole("button", { name: "Log in" }).click();
      await dialog().getByRole("button", { name: recoveryMessages.forgotPassword }).click();
      await suite.page.getByRole("dialog", { name: recoveryMessages.resetTitle }).waitFor();
      await dialog().getByLabel("Email").fill(movedEmail);
      await dialog().getByRole("button", { name: recoveryMessages.sendLink }).click();
      await dialog().getByRole("status").getByText("If an account uses that address").waitFor();
      const mails = await eventually(() =>
        mailsTo(movedEmail, "Reset your password").length >= count ? mailsTo(movedEmail, "Reset your password") : undefined,
      );
      return linkIn(newest(mails), "reset-password");
    }

    it("is reset through the mailed link, ending every session and signing nobody in", async () => {
      const elsewhere = await postJson(suite.stack.request, `/api/auth/signin`, { email: movedEmail, password });
      const elsewhereRefresh = /refresh_token=([^;]+)/.exec(elsewhere.headers.get("set-cookie") ?? "")?.[1];

      const link = await askForLink(1);
      expect(link.startsWith(`${suite.stack.url}/link/reset-password#token=`)).toBe(true);
      const opened = await suite.page.goto(link);
      expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
      await suite.page.getByRole("heading", { name: recoveryMessages.chooseTitle }).waitFor();
      expect(await suite.page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

      await suite.page.getByLabel(recoveryMessages.newPassword, { exact: true }).fill(newPassword);
      await suite.page.getByLabel(recoveryMessages.repeatPassword).fill(newPassword);
      await suite.page.getByRole("button", { name: recoveryMessages.savePassword }).click();
      await suite.page.getByText(recoveryMessages.changed).waitFor();
      expect((await suite.visitor.cookies()).find((cookie) => cookie.name === "refresh_token")).toBeUndefined();
      expect(await suite.page.evaluate(() => localStorage.getItem("ai-leaders.auth"))).toBeNull();

      expect(
        (
          await postJson(
            suite.stack.request,
            `/api/auth/refresh`,
            {},
            { headers: { "content-type": "application/json", cookie: `refresh_token=${elsewhereRefresh}` } },
          )
        ).status,
      ).toBe(401);
      expect((await postJson(suite.stack.request, `/api/auth/signin`, { email: movedEmail, password })).status).toBe(401);
      await eventually(() => mailsTo(movedEmail, "Your password was changed")[0]);

      await suite.page.getByRole("button", { name: recoveryMessages.signIn, exact: true }).click();
      await dialog().getByLabel("Email").fill(movedEmail);
      await dialog().getByLabel("Password", { exact: true }).fill(newPassword);
      await dialog().getByRole("button", { name: "Log in", exact: true }).click();
      await dialog().waitFor({ state: "hidden" });
      await accountMenu().getByText("Sara Blakely").waitFor();

      // The link, spent, now says so and offers a new one.
      await suite.page.reload();
      await suite.page.getByText(recoveryMessages.linkRefused.used).waitFor();
      await suite.page.getByRole("button", { name: recoveryMessages.sendLink }).waitFor();
      await accountMenu().getByRole("button", { name: "Log out" }).click();
      await accountMenu().getByText("Sara Blakely").waitFor({ state: "detached" });
    });

    it("spends nothing on a GET of the link's page or its check, and passes axe at 1280 and 360 px", async () => {
      const link = await askForLink(2);
      expect((await fetch(link.split("#")[0]!)).status).toBe(200);
      const [stored] = (await scanTable(suite.stack, "oneTimeLinks")).filter(
        (row) => row.subject === movedEmail && row.purpose === "reset-password" && !row.used_at,
      );
      expect(stored).toBeDefined();
      await suite.page.goto(`${suite.stack.url}/`);
      await suite.page.goto(link);
      await suite.page.getByRole("heading", { name: recoveryMessages.chooseTitle }).waitFor();
      await expectAxeClean(suite.page);
      expect((await scanTable(suite.stack, "oneTimeLinks")).find((row) => row.token_hash === stored!.token_hash)?.used_at).toBeUndefined();
    });
  });
});
