// Second factors against the local stack (issue 26): a password sign-in of an account with an
// authenticator app needs the second step; wrong codes are refused and counted like failed
// sign-ins; a recovery code works once; and an account someone made with an address before the
// operator listed it loses every session and factor when promoted, and the console stays shut
// until the address is verified and a second factor proves the sign-in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factorMessages } from "@ai-leaders/core/messages";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { addAdmin } from "../../packages/local/src/admin-cli-add.ts";
import { authenticatorCode, enrolAuthenticator } from "../support/console-admin.ts";
import { fromAddress, postJson, scanTable, startTestStack, uniquePrefix } from "../support/test-stack.ts";
import { mailedConfirmationToken } from "../support/accounts.ts";

const password = "Factor2026Ready";
const tokenSecret = "factors-test-secret-".padEnd(40, "x");
const json = { "content-type": "application/json" };
const bearer = (token: string) => ({ headers: { ...json, authorization: `Bearer ${token}` } });
const refreshTokenOf = (response: { headers: Headers }) =>
  /(?:^|,\s*)refresh_token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";

describe("a second factor at sign-in", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack({ settings: { TOKEN_SECRET: tokenSecret } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const signIn = (email: string, secret = password) => postJson(stack.request, `/api/auth/signin`, { email, password: secret });
  const verify = (mfa_token: string, code: string) => postJson(stack.request, `/api/auth/mfa/verify`, { mfa_token, code });

  /** A new account with an authenticator app set up. */
  async function accountWithApp(name: string) {
    const email = `${name}-${Date.now()}@company.example`;
    await postJson(stack.request, `/api/auth/signup`, { email, password, full_name: "Ada Lovelace" });
    const first = await signIn(email);
    expect(first.status).toBe(200);
    const passwordSession = first.json.session.access_token as string;
    return { email, passwordSession, ...(await enrolAuthenticator(stack, passwordSession)) };
  }

  it("answers the password with a challenge, no session; the app's code gives a session proved by two factors", async () => {
    const { email, totpSecret } = await accountWithApp("two-step");
    const challenged = await signIn(email);
    expect(challenged.status).toBe(200);
    expect(challenged.json).toEqual({ mfa_required: true, mfa_token: expect.any(String), factors: ["totp", "recovery_code"] });
    expect(challenged.headers.get("set-cookie")).toBeNull();

    const code = authenticatorCode(totpSecret, 1);
    const verified = await verify(challenged.json.mfa_token, code);
    expect(verified.status).toBe(200);
    const claims = JSON.parse(Buffer.from(verified.json.session.access_token.split(".")[0], "base64url").toString());
    expect(claims).toMatchObject({ aal: 2, amr: ["pwd", "otp"] });
    expect(refreshTokenOf(verified)).not.toBe("");
    // The session keeps its assurance through a refresh.
    const refreshed = await postJson(
      stack.request,
      `/api/auth/refresh`,
      {},
      { headers: { ...json, cookie: `refresh_token=${refreshTokenOf(verified)}` } },
    );
    expect(JSON.parse(Buffer.from(refreshed.json.session.access_token.split(".")[0], "base64url").toString())).toMatchObject({ aal: 2 });

    // The same code again (a replay), on a new challenge, is refused. It is the same string, not one
    // worked out anew: a new 30-second step may have begun since, and its code is rightly good.
    const replayed = await verify((await signIn(email)).json.mfa_token, code);
    expect(replayed.status).toBe(401);
    expect(replayed.json.error).toEqual({ message: factorMessages.wrongCode, field: "code" });
  });

  it("refuses a wrong code with 401 and counts it like a failed sign-in, until the limit answers 429", async () => {
    const { email } = await accountWithApp("guesser");
    const { mfa_token } = (await signIn(email)).json;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= rateLimits.signInPerEmailFromAddress.limit; attempt++) {
      statuses.push((await verify(mfa_token, String(100000 + attempt))).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The password itself is now refused too: one budget for every guess.
    expect((await signIn(email)).status).toBe(429);
  });

  it("takes a recovery code once, instead of the app's code", async () => {
    const { email, recoveryCodes } = await accountWithApp("lost-phone");
    expect(recoveryCodes).toHaveLength(10);
    const first = await verify((await signIn(email)).json.mfa_token, recoveryCodes[3]!.toUpperCase());
    expect(first.status).toBe(200);
    const again = await verify((await signIn(email)).json.mfa_token, recoveryCodes[3]!);
    expect(again.status).toBe(401);
    const stored = (await scanTable(stack, "users")).find((user) => user.email === email)!;
    expect(stored.recovery_codes.size ?? stored.recovery_codes.length).toBe(9);
    expect(JSON.stringify([...stored.recovery_codes])).not.toContain(recoveryCodes[0]!.replace("-", ""));
    expect(stored.totp_secret).toMatch(/^v1\./);
  });

  it("turns the app off only with the password or a code, and then signs in with the password alone", async () => {
    const { email, accessToken } = await accountWithApp("turning-off");
    const remove = (proof: unknown) => postJson(stack.request, `/api/auth/factors/totp/remove`, proof, bearer(accessToken));
    const wrong = await remove({ password: "Wrong2026Guess" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toEqual({ message: factorMessages.confirmRemoval, field: "password" });
    expect((await signIn(email)).json).toMatchObject({ mfa_required: true });
    expect((await remove({ password })).status).toBe(200);
    expect((await signIn(email)).json.session.access_token).toEqual(expect.any(String));
    const stored = (await scanTable(stack, "users")).find((user) => user.email === email)!;
    expect([stored.totp_secret, stored.recovery_codes]).toEqual([undefined, undefined]);
  });

  it("ends every other session when the app is turned on: one signed in with the password alone can neither stay nor remove it", async () => {
    const email = `elsewhere-${Date.now()}@company.example`;
    await postJson(stack.request, `/api/auth/signup`, { email, password, full_name: "Ada Lovelace" });
    const elsewhere = (await signIn(email)).json.session.access_token as string;
    const here = (await signIn(email)).json.session.access_token as string;
    const { accessToken } = await enrolAuthenticator(stack, here);

    const user = (token: string) => stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect((await user(elsewhere)).status).toBe(401);
    expect((await postJson(stack.request, `/api/auth/factors/totp/remove`, { password }, bearer(elsewhere))).status).toBe(401);
    // The device that turned it on goes on, proved by two factors.
    expect((await user(accessToken)).status).toBe(200);
    expect((await postJson(stack.request, `/api/auth/factors/passkeys/options`, {}, bearer(accessToken))).status).toBe(200);
  });

  it("spends the challenge with the code that completes it: a second right code on it gets no session", async () => {
    const { email, totpSecret, recoveryCodes } = await accountWithApp("one-challenge");
    const { mfa_token } = (await signIn(email)).json;
    expect((await verify(mfa_token, authenticatorCode(totpSecret, 1))).status).toBe(200);
    const again = await verify(mfa_token, recoveryCodes[0]!);
    expect(again.status).toBe(401);
    expect(again.json.error.message).toBe(factorMessages.mfaExpired);
    // The recovery code was not spent on the refused challenge.
    expect((await verify((await signIn(email)).json.mfa_token, recoveryCodes[0]!)).status).toBe(200);
  });

  it("refuses code guesses for one account past its ceiling, however many addresses they come from", async () => {
    const { email } = await accountWithApp("spread-guesses");
    const ceiling = rateLimits.secondFactorPerAccount.limit;
    // Each address stays under its own limits (a few guesses each): only the account's ceiling can stop them.
    const perAddress = rateLimits.signInPerEmailFromAddress.limit / 2;
    const statuses: number[] = [];
    for (let guess = 0; guess <= ceiling; guess++) {
      const from = `127.0.0.${10 + Math.floor(guess / perAddress)}`;
      const challenge = await postJson(fromAddress(stack, from), `/api/auth/signin`, { email, password });
      const answer = await postJson(fromAddress(stack, from), `/api/auth/mfa/verify`, {
        mfa_token: challenge.json.mfa_token,
        code: String(200000 + guess),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a challenge that is not genuine, and an empty code with the reason", async () => {
    expect((await verify("forged.token", "123456")).json.error.message).toBe(factorMessages.mfaExpired);
    const empty = await postJson(stack.request, `/api/auth/mfa/verify`, { mfa_token: "x", code: "" });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe(factorMessages.codeRequired);
  });
});

describe("an account made with an address before the operator listed it, then promoted", () => {
  const prefix = uniquePrefix();
  const address = "ops@site.example";
  let before: LocalStack;
  let beforeStopped = false;
  let listed: LocalStack;
  beforeAll(async () => {
    before = await startTestStack({ resourcePrefix: prefix, settings: { ADMIN_EMAILS: "owner@site.example", TOKEN_SECRET: tokenSecret } });
  });
  afterAll(async () => {
    if (!beforeStopped) await before?.stop();
    await listed?.stop();
  });

  it("loses every session and factor, and the console answers 403 with the reason until verified and enrolled", async () => {
    // Someone else signs up with the address, signs in, keeps the session and adds their own app.
    await postJson(before.request, `/api/auth/signup`, { email: address, password, full_name: "Mallory Outsider" });
    const outsider = await postJson(before.request, `/api/auth/signin`, { email: address, password });
    const outsiderRefresh = refreshTokenOf(outsider);
    const outsiderApp = await enrolAuthenticator(before, outsider.json.session.access_token);

    // The operator lists the address, restarts the site and promotes the account.
    await before.stop();
    beforeStopped = true;
    listed = await startTestStack({ resourcePrefix: prefix, settings: { ADMIN_EMAILS: address, TOKEN_SECRET: tokenSecret } });
    const made = await addAdmin(listed.services, address, listed.config.adminEmails, "npm run admin", new Date());
    if (!made.ok) throw new Error(made.message);
    expect(made.lines[0]).toBe(`The account ${address} already existed: promoted it to admin.`);
    expect(made.lines[1]).toMatch(/^Ended its \d+ sessions? and removed its second factors/);

    const api = (path: string) => `/api${path}`;
    for (const token of [outsider.json.session.access_token, outsiderApp.accessToken]) {
      expect((await listed.request(api("/auth/user"), bearer(token))).status).toBe(401);
      expect((await listed.request(api("/admin/session"), bearer(token))).status).toBe(401);
    }
    expect(
      (await postJson(listed.request, api("/auth/refresh"), {}, { headers: { ...json, cookie: `refresh_token=${outsiderRefresh}` } }))
        .status,
    ).toBe(401);
    expect((await postJson(listed.request, api("/auth/signin"), { email: address, password })).status).toBe(401);
    expect(await scanTable(listed, "passkeys")).toEqual([]);
    const promoted = (await scanTable(listed, "users")).find((user) => user.email === address)!;
    expect(promoted.totp_secret).toBeUndefined();
    expect(promoted.email_verified_at).toBeUndefined();

    // The operator: one-time password, a password of their own; the console names what is missing.
    const first = (await postJson(listed.request, api("/auth/signin"), { email: address, password: made.password })).json.session
      .access_token;
    await postJson(listed.request, api("/auth/password"), { current_password: made.password, new_password: password }, bearer(first));
    const console403 = async (token: string) => {
      const answer = await listed.request(api("/admin/audience/signups"), bearer(token));
      expect(answer.status).toBe(403);
      return ((await answer.json()) as { error: { message: string } }).error.message;
    };
    expect(await console403(first)).toBe(factorMessages.consoleNeedsVerifiedEmail);
    expect(((await (await listed.request(api("/admin/session"), bearer(first))).json()) as any).admin.requirement).toBe("verify-email");

    // The operator confirms the address from the mail the console's "send the link again" sends.
    expect((await postJson(listed.request, api("/auth/confirm/resend"), {}, bearer(first))).status).toBe(202);
    const confirmed = await postJson(listed.request, api("/auth/confirm"), { token: await mailedConfirmationToken(listed, address) });
    expect(confirmed.status).toBe(200);
    expect(await console403(first)).toBe(factorMessages.consoleNeedsSecondFactor);
    const enrolled = await enrolAuthenticator(listed, first);
    expect((await listed.request(api("/admin/audience/signups"), bearer(enrolled.accessToken))).status).toBe(200);
    // The password session from before the app was set up ended with every other when it was.
    expect((await listed.request(api("/admin/audience/signups"), bearer(first))).status).toBe(401);
  });
});
