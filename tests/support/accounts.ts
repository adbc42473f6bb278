// A reader's account the way a reader makes one: sign up (no session comes back), optionally confirm
// the address through the caught mail's link, then sign in.
import type { Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { eventually, postJson } from "./test-stack.ts";

export interface NewAccount {
  email: string;
  password: string;
  full_name: string;
  /** Confirm the address through the mailed link before signing in. */
  confirmed?: boolean;
}

/** The link's token from the confirmation mail sent to `email` (the newest one). */
export async function mailedConfirmationToken(stack: LocalStack, email: string): Promise<string> {
  return eventually(() => {
    const mails = stack.mail!.messages().filter((mail) => mail.to.includes(email) && mail.subject === "Confirm your email address");
    const newest = [...mails].sort((a, b) => a.received_at.localeCompare(b.received_at)).at(-1);
    return newest && /\/link\/confirm-account#token=([A-Za-z0-9_-]+)/.exec(newest.html ?? "")?.[1];
  });
}

/** Signs up (and in); returns the session and the refresh cookie the sign-in set. */
export async function createAccount(stack: LocalStack, { email, password, full_name, confirmed = false }: NewAccount) {
  const signedUp = await postJson(stack.request, `/api/auth/signup`, { email, password, full_name });
  if (signedUp.status !== 202) throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.text}`);
  if (confirmed) {
    const token = await mailedConfirmationToken(stack, email);
    const confirmation = await postJson(stack.request, `/api/auth/confirm`, { token });
    if (confirmation.status !== 200) throw new Error(`confirming answered ${confirmation.status}: ${confirmation.text}`);
  }
  const signedIn = await postJson(stack.request, `/api/auth/signin`, { email, password });
  if (signedIn.status !== 200 || !signedIn.json?.session) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.text}`);
  const refreshCookie = /(?:^|,\s*)refresh_token=([^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return { session: signedIn.json.session, refreshToken: refreshCookie };
}

/** The same in the open sign-in dialog: "Create account", then "Check your email" → "Log in" → "Log in". */
export async function createAccountInDialog(page: Page, { email, password, full_name }: Omit<NewAccount, "confirmed">) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await dialog.getByLabel("Full name").fill(full_name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("dialog", { name: "Check your email" }).getByRole("button", { name: "Log in", exact: true }).click();
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in", exact: true }).click();
  await dialog.waitFor({ state: "hidden" });
}
