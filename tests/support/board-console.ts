// What a test of the console's Board routes needs: a stack with a console admin (aal 2) and an
// ordinary account, the visitor's access token, and one way to call the API as any of them.
import { rateLimits, type RateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "./access.ts";
import { createAccount } from "./accounts.ts";
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
export async function startBoardConsole(adminEmail: string, generousLimits: Array<keyof RateLimits>, fullName: string): Promise<BoardConsole> {
  const limits: RateLimits = { ...rateLimits };
  for (const name of [...generousLimits, "signUp", "signInPerIp"] as const) limits[name] = generous;
  const stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail }, rateLimits: limits });
  const accessToken = (await requestAccessGrant(stack)).token;
  const admin = (await signedInConsoleAdmin(stack, adminEmail, password)).accessToken;
  const email = `reader-${Date.now()}@company.example`;
  const ordinary = (await createAccount(stack, { email, password, full_name: fullName })).session.access_token;
  return { stack, accessToken, admin, ordinary };
}

/** A call as a visitor with the access token, adding an account's bearer token or a cookie when given. */
export async function sendAs(board: BoardConsole, method: string, path: string, body?: unknown, bearer?: string, cookie?: string) {
  const headers: Record<string, string> = { "x-access-token": board.accessToken };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${board.stack.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : null, setCookie: response.headers.get("set-cookie") };
}
