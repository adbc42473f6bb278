// The console's first sign-in, as an operator makes it: the one-time password from `npm run admin`,
// then a password of their own, landing on the Audience section.
import type { Page } from "playwright-core";

export interface FirstSignIn {
  email: string;
  oneTimePassword: string;
  newPassword: string;
}

export async function signInToConsoleFirstTime(page: Page, siteUrl: string, { email, oneTimePassword, newPassword }: FirstSignIn): Promise<void> {
  await page.goto(`${siteUrl}/admin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(oneTimePassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("One-time password").fill(oneTimePassword);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("New password again").fill(newPassword);
  await page.getByRole("button", { name: "Save password" }).click();
  await page.getByRole("heading", { name: "Audience", level: 1 }).waitFor();
}
