// Accounts against DynamoDB Local: validation, argon2id hashes, one account per email whatever
// the case, rotating refresh tokens with reuse detection, sign out, rate limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const password = "Board2026Ready";
let counter = 0;
const newEmail = () => `leader${++counter}-${Date.now()}@company.example`;

describe("the accounts API", () => {
  let stack: LocalStack;
  const logged: string[] = [];

  beforeAll(async () => {
    stack = await startTestStack({
      rateLimits: { ...rateLimits, signUp: { limit: 1_000, windowSeconds: 600 }, signInPerIp: { limit: 1_000, windowSeconds: 600 } },
      log: (entry) => logged.push(JSON.stringify(entry)),
    });
  });
  afterAll(async () => {
    await stack.stop();
  });

  const call = (path: string, body: unknown) => postJson(stack.request, `/api/auth${path}`, body);
  const signUp = (email: string, full_name = "Ada Lovelace") => call("/signup", { email, password, full_name });
  /** Sign-up gives no session: the new account signs in for one. */
  const signedUpAndIn = async (email: string, full_name = "Ada Lovelace") => {
    expect((await signUp(email, full_name)).status).toBe(202);
    return call("/signin", { email, password });
  };
  /** The refresh token the server set in its HttpOnly cookie. */
  const refreshTokenOf = (response: { headers: Headers }) =>
    /(?:^|,\s*)refresh_token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const refresh = (token: string) =>
    postJson(stack.request, `/api/auth/refresh`, {}, { headers: { "content-type": "application/json", cookie: `refresh_token=${token}` } });
  const currentUser = async (accessToken: string) => {
    const response = await stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } });
    return { status: response.status, json: (await response.json()) as any };
  };

  it("signs up with no session, then signs in to one shaped as spec §3, storing an argon2id hash and never the password", async () => {
    const email = newEmail();
    const signedUp = await signUp(email);
    expect(signedUp.status).toBe(202);
    expect(signedUp.json).toEqual({ status: "check-email" });
    expect(signedUp.headers.get("set-cookie")).toBeNull();
    const response = await call("/signin", { email, password });
    expect(response.status).toBe(200);
    const session = response.json.session;
    expect(Object.keys(session).sort()).toEqual(["access_token", "expires_at", "expires_in", "token_type", "user"]);
    // The refresh token is in an HttpOnly, SameSite=Strict cookie for /api/auth only (Secure in the cloud).
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const refreshToken = refreshTokenOf(response);
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(900);
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
    expect(session.user).toMatchObject({ email, email_confirmed_at: null, user_metadata: { full_name: "Ada Lovelace" } });

    const [stored] = (await scanTable(stack, "users")).filter((user) => user.email === email);
    expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(await scanTable(stack, "users"))).not.toContain(password);
    const tokens = await scanTable(stack, "refreshTokens");
    expect(JSON.stringify(tokens)).not.toContain(refreshToken);
    expect(logged.join("\n")).not.toContain(password);
    expect(logged.join("\n")).not.toContain(refreshToken);
  });

  it.each([
    [{ email: "not-an-email", password, full_name: "Ada Lovelace" }, "Please enter a valid email address"],
    [{ email: `${"a".repeat(250)}@x.example`, password, full_name: "Ada Lovelace" }, "Email address is too long"],
    [{ email: "ok@company.example", password: "Sh0rt", full_name: "Ada Lovelace" }, "Password must be at least 8 characters"],
    [{ email: "ok@company.example", password: `Aa1${"x".repeat(126)}`, full_name: "Ada Lovelace" }, "Password is too long"],
    [
      { email: "ok@company.example", password: "alllowercase1", full_name: "Ada Lovelace" },
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [{ email: "ok@company.example", password, full_name: "A" }, "Full name must be at least 2 characters"],
    [{ email: "ok@company.example", password, full_name: "A".repeat(101) }, "Full name is too long"],
    [{ email: "ok@company.example", password, full_name: "R2-D2" }, "Full name can only contain letters, spaces, hyphens, and apostrophes"],
  ])("refuses sign-up #%# with the spec's message", async (body, message) => {
    const response = await call("/signup", body);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(message);
  });

  it("keeps one account per email whatever the case, even when sign-ups race", async () => {
    const email = newEmail();
    const variants = [email, email.toUpperCase(), email, `${email[0]!.toUpperCase()}${email.slice(1)}`];
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(variants[i % variants.length]!)));
    // Every one gets the same answer: sign-up never says whether an address has an account.
    expect(new Set(responses.map((response) => `${response.status} ${response.text}`))).toEqual(new Set(['202 {"status":"check-email"}']));
    expect((await scanTable(stack, "users")).filter((user) => user.email === email)).toHaveLength(1);
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const email = newEmail();
    await signUp(email);
    const wrongPassword = await call("/signin", { email, password: "Wrong2026Pass" });
    const unknownEmail = await call("/signin", { email: newEmail(), password });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual(unknownEmail.json);
    expect(wrongPassword.json.error.message).toBe("Invalid email or password");
    const signedIn = await call("/signin", { email: email.toUpperCase(), password });
    expect(signedIn.status).toBe(200);
    expect((await currentUser(signedIn.json.session.access_token)).json.user.email).toBe(email);
  });

  it("rotates the refresh token on every use, and a reused one revokes its whole family", async () => {
    const original = refreshTokenOf(await signedUpAndIn(newEmail()));
    const first = await refresh(original);
    expect(first.status).toBe(200);
    expect(refreshTokenOf(first)).not.toBe(original);
    expect(first.json.session.refresh_token).toBeUndefined();
    const second = await refresh(refreshTokenOf(first));
    expect(second.status).toBe(200);

    // The first token, already spent, comes back: someone copied it. The family dies.
    const reused = await refresh(original);
    expect(reused.status).toBe(401);
    expect(reused.json.error.message).toBe("Your session has expired. Please log in again.");
    const newest = await refresh(refreshTokenOf(second));
    expect(newest.status).toBe(401);
  });

  it("answers two concurrent uses of a refresh token (two tabs) with the same successor", async () => {
    const token = refreshTokenOf(await signedUpAndIn(newEmail()));
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(refreshTokenOf(a)).toBe(refreshTokenOf(b));
  });

  it("signs out by revoking the refresh token and clearing its cookie", async () => {
    const token = refreshTokenOf(await signedUpAndIn(newEmail()));
    const signedOut = await postJson(
      stack.request,
      `/api/auth/signout`,
      {},
      { headers: { "content-type": "application/json", cookie: `refresh_token=${token}` } },
    );
    expect(signedOut.status).toBe(204);
    expect(signedOut.headers.get("set-cookie")).toMatch(/^refresh_token=;.*Max-Age=0/);
    expect((await refresh(token)).status).toBe(401);
    expect((await postJson(stack.request, `/api/auth/refresh`, {})).status).toBe(401);
  });

  it("answers the current user only for a valid access token", async () => {
    const { session } = (await signedUpAndIn(newEmail(), "Grace Hopper")).json;
    const me = await currentUser(session.access_token);
    expect(me.status).toBe(200);
    expect(me.json.user.user_metadata.full_name).toBe("Grace Hopper");
    expect((await currentUser("forged.token")).status).toBe(401);
    const withoutHeader = await stack.request(`/api/auth/user`);
    expect(withoutHeader.status).toBe(401);
  });
});

describe("the accounts API rate limits", () => {
  it("limits sign-in attempts per email, whatever the IP says", async () => {
    const stack = await startTestStack();
    try {
      const email = `limited-${Date.now()}@company.example`;
      await postJson(stack.request, `/api/auth/signup`, { email, password, full_name: "Ada Lovelace" });
      for (let i = 0; i < 10; i++) {
        expect((await postJson(stack.request, `/api/auth/signin`, { email, password: `Wrong${i}Pass` })).status).toBe(401);
      }
      const limited = await postJson(stack.request, `/api/auth/signin`, { email, password });
      expect(limited.status).toBe(429);
      expect(limited.json.error.message).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await stack.stop();
    }
  });
});
