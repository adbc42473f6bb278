// What a test of the console needs. Over HTTP (the Board routes): a stack with a console admin
// (aal 2) and an ordinary account, the visitor's access token, and one way to call the API as any
// of them. In Chromium: a stack, and its admin signed in to the console as an operator first does.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import { rateLimits, type RateLimits } from "@ai-leaders/core/rate-limit";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "./access.ts";
import { createAccount } from "./accounts.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "./admin-console.ts";
import { signedInConsoleAdmin } from "./console-admin.ts";
import { startTestStack } from "./test-stack.ts";

export interface BoardConsole {
  stack: LocalStack;
  /** The visitor's access token, sent on every call. */
  accessToken: string;
  /** The console admin's aal-2 bearer token. */
  admin: string;
  /** A signed-in account that is not an admin. */
  ordinary: string;
}

const password = "Console2026Ready";
const generous = { limit: 100_000, windowSeconds: 600 };

/** A stack whose ADMIN_EMAILS names `adminEmail`, with the named rate limits (and sign-up, sign-in) out of the way. */
export async function startBoardConsole(
  adminEmail: string,
  generousLimits: Array<keyof RateLimits>,
  fullName: string,
): Promise<BoardConsole> {
  const limits: RateLimits = { ...rateLimits };
  for (const name of [...generousLimits, "signUp", "signInPerIp"] as const) limits[name] = generous;
  const stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail }, rateLimits: limits });
  const accessToken = (await requestAccessGrant(stack)).token;
  const admin = (await signedInConsoleAdmin(stack, adminEmail, password)).accessToken;
  const email = `reader-${Date.now()}@company.example`;
  const ordinary = (await createAccount(stack, { email, password, full_name: fullName })).session.access_token;
  return { stack, accessToken, admin, ordinary };
}

/** startBoardConsole's stack and callers, started before the suite's tests and stopped after them; read the fields inside the tests. */
export function useBoardConsole(adminEmail: string, generousLimits: Array<keyof RateLimits>, fullName: string): BoardConsole {
  const board = {} as BoardConsole;
  beforeAll(async () => {
    Object.assign(board, await startBoardConsole(adminEmail, generousLimits, fullName));
  });
  afterAll(async () => {
    await board.stack?.stop();
  });
  return board;
}

/** A call as a visitor with the access token, adding an account's bearer token or a cookie when given; the body as text and, when it is, as JSON. */
export async function sendAs(
  board: Pick<BoardConsole, "stack" | "accessToken">,
  method: string,
  path: string,
  body?: unknown,
  bearer?: string,
  cookie?: string,
) {
  const headers: Record<string, string> = { "x-access-token": board.accessToken };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (cookie) headers.cookie = cookie;
  const response = await board.stack.request(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    json: text.startsWith("{") ? JSON.parse(text) : null,
    setCookie: response.headers.get("set-cookie"),
    headers: response.headers,
  };
}

export interface ConsoleInChromium {
  stack: LocalStack;
  browser: Browser;
  /** The admin's page at 1280 × 900, signed in and on Overview. */
  operator: Page;
}

/**
 * Started before the suite's tests and stopped after them: a stack whose ADMIN_EMAILS names
 * `adminEmail`, Chromium, and that admin through the console's first sign-in. Read its fields
 * inside the tests. `clipboard` lets the operator's page read and write the clipboard.
 */
export function useConsoleInChromium(adminEmail: string, { clipboard = false } = {}): ConsoleInChromium {
  const suite = {} as ConsoleInChromium;
  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    suite.stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
    // Loaded here rather than above: the HTTP tests that import this file need no Chromium.
    const { launchChromium } = await import("./browser.ts");
    suite.browser = await launchChromium();
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.stack.url });
    suite.operator = await context.newPage();
    const oneTimePassword = await addConsoleAdmin(suite.stack, adminEmail);
    await signInToConsoleFirstTime(suite.operator, suite.stack.url, { email: adminEmail, oneTimePassword, newPassword: password });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.stop();
  });
  return suite;
}

/** Opens a section from the console's navigation and waits for its heading. */
export async function openConsoleSection(operator: Page, name: string) {
  await operator.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
  await operator.getByRole("heading", { name, level: 1 }).waitFor();
}
