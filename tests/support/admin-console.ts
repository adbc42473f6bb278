// The console's first sign-in, as an operator makes it: an admin made by `npm run admin`, its
// one-time password, then a password of their own and an authenticator app (its codes computed
// here, as the app would), landing on the Overview section.
import type { Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { addAdmin } from "../../packages/local/src/admin-cli-add.ts";
import { authenticatorCode } from "./console-admin.ts";

/** Makes the admin as `npm run admin -- add` does; answers its one-time password. */
export async function addConsoleAdmin(stack: LocalStack, email: string, at = new Date()): Promise<string> {
  const made = await addAdmin(stack.services, email, stack.config.adminEmails, "npm run admin", at);
  if (!made.ok) throw new Error(made.message);
  return made.password;
}

export interface FirstSignIn {
  email: string;
  oneTimePassword: string;
  newPassword: string;
}

/** On "Set up a second factor": reads the key shown to type, confirms with the app's code, saves the recovery codes. Answers the key. */
export async function setUpAuthenticatorInConsole(page: Page): Promise<string> {
  await page.getByRole("heading", { name: "Set up a second factor" }).waitFor();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  await page.getByLabel("Code from the app").fill(authenticatorCode(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
  await page.getByRole("button", { name: "I have saved them" }).click();
  return secret;
}

/** Answers the authenticator app's key, for a later sign-in with a code. */
/** Signs in to the console with a one-time password and replaces it, as an admin's first visit does. */
export async function replaceOneTimePassword(
  page: Page,
  siteUrl: string,
  { email, oneTimePassword, newPassword }: FirstSignIn,
): Promise<void> {
  await page.goto(`${siteUrl}/admin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(oneTimePassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  // The one-time password just typed is not asked for again.
  await page.getByRole("heading", { name: "Choose your password" }).waitFor();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("New password again").fill(newPassword);
  await page.getByRole("button", { name: "Save password" }).click();
}

export async function signInToConsoleFirstTime(
  page: Page,
  siteUrl: string,
  { email, oneTimePassword, newPassword }: FirstSignIn,
): Promise<string> {
  await replaceOneTimePassword(page, siteUrl, { email, oneTimePassword, newPassword });
  const secret = await setUpAuthenticatorInConsole(page);
  await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
  return secret;
}

/**
 * Makes `email` an admin of `stack` and signs it in to the console on `page` for the first time
 * (password "Console2026Ready"); then opens `section` from the console's navigation.
 */
export async function openConsoleAsNewAdmin(page: Page, stack: LocalStack, email: string, section: string): Promise<Page> {
  await signInToConsoleFirstTime(page, stack.url, {
    email,
    oneTimePassword: await addConsoleAdmin(stack, email),
    newPassword: "Console2026Ready",
  });
  await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: section }).click();
  return page;
}
