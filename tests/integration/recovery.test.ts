// "Forgot password?" against the local stack: the same answer (and time) for any address, one mail
// to an account's owner, a link its page checks without spending, a reset that ends every session,
// and a signed-in password change that ends the others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaughtMail, LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const password = "Board2026Ready";
const newPassword = "Fresh2027Start";
const windowsChrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
let counter = 0;
const newEmail = () => `owner${++counter}-${Date.now()}@company.example`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("password recovery", () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startTestStack({
      rateLimits: {
        ...rateLimits,
        signUp: { limit: 1_000, windowSeconds: 600 },
        signInPerIp: { limit: 1_000, windowSeconds: 600 },
        recoverPerEmailFromAddress: { limit: 6, windowSeconds: 600 },
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(stack.request, `/api/auth${path}`, body, { headers: { "content-type": "application/json", ...headers } });
  const signIn = (email: string, secret: string) => call("/signin", { email, password: secret });
  /** A new account, and a session of it (sign-up itself signs no one in). */
  async function signUp(email: string) {
    expect((await call("/signup", { email, password, full_name: "Ada Lovelace" })).status).toBe(202);
    return (await signIn(email, password)).json.session;
  }
  const refreshTokenOf = (response: { headers: Headers }) =>
    /(?:^|,\s*)refresh_token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const refresh = (token: string) => call("/refresh", {}, { cookie: `refresh_token=${token}` });
  const currentUserStatus = async (accessToken: string) =>
    (await stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
  const mailsTo = (address: string, subject: string) =>
    stack.mail!.messages().filter((mail) => mail.to.includes(address) && mail.subject === subject);
  const outboxTo = async (address: string, subject = "Reset your password") =>
    (await scanTable(stack, "mailOutbox")).filter((mail) => mail.to === address && mail.subject === subject);
  const tokenIn = (mail: CaughtMail) => /\/link\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.html ?? "")?.[1] ?? "";

  /** Asks for a link and reads its token from the newest caught mail, once `count` have arrived. */
  async function mailedToken(email: string, count = 1) {
    expect((await call("/recover", { email })).status).toBe(202);
    const mails = await eventually(() => {
      const caught = mailsTo(email, "Reset your password");
      return caught.length >= count ? caught : undefined;
    });
    const newest = [...mails].sort((a, b) => b.received_at.localeCompare(a.received_at))[0]!;
    return tokenIn(newest);
  }

  it("answers the same for an address with and without an account, and mails only the account's owner", async () => {
    const owner = newEmail();
    await signUp(owner);
    const stranger = newEmail();
    const [known, unknown] = await Promise.all([call("/recover", { email: owner }), call("/recover", { email: stranger })]);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({ status: "check-email" });

    const [mail] = await eventually(() =>
      mailsTo(owner, "Reset your password").length ? mailsTo(owner, "Reset your password") : undefined,
    );
    expect(mail!.html).toContain(`${stack.url}/link/reset-password#token=`);
    expect(mail!.text).toContain("30 minutes");
    expect((await scanTable(stack, "mailOutbox")).filter((row) => row.to === stranger)).toEqual([]);
    expect(stack.mail!.messages().filter((caught) => caught.to.includes(stranger))).toEqual([]);
  });

  it("takes about the same time whether or not the address has an account", async () => {
    const owner = newEmail();
    await signUp(owner);
    const stranger = newEmail();
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await call("/recover", { email })).status).toBe(202);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timed(owner));
      unknown.push(await timed(stranger));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(150);
  });

  it("stops mailing an account after 5 links an hour without saying so, and refuses one address past its limit", async () => {
    const owner = newEmail();
    await signUp(owner);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await call("/recover", { email: owner });
      expect(answer.status).toBe(202);
      expect(answer.json).toEqual({ status: "check-email" });
    }
    expect(await outboxTo(owner)).toHaveLength(5);
    const refused = await call("/recover", { email: owner });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("refuses a malformed address with the spec's message", async () => {
    const answer = await call("/recover", { email: "not-an-email" });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe("Please enter a valid email address");
  });

  it("resets through the link: checked without being spent, every session ended, the address verified, a notice sent, nobody signed in", async () => {
    const owner = newEmail();
    const first = await signUp(owner);
    const second = await signIn(owner, password);
    const secondRefresh = refreshTokenOf(second);
    const token = await mailedToken(owner);

    // The reset mail, once sent, leaves no live link in the outbox.
    await eventually(async () => {
      const mails = (await scanTable(stack, "mailOutbox")).filter((row) => row.to === owner);
      return mails.length > 0 && mails.every((row) => row.relay_status === "delivered") ? true : undefined;
    });
    expect(JSON.stringify(await scanTable(stack, "mailOutbox"))).not.toContain(token);

    // Checking the link spends nothing (the page's own GET: auth.e2e.test.ts "a forgotten password", against a built site).
    expect((await call("/recover/check", { token })).json).toEqual({ status: "valid" });
    expect((await call("/recover/check", { token })).json).toEqual({ status: "valid" });

    const weak = await call("/reset", { token, password: "alllowercase1" });
    expect(weak.status).toBe(400);
    expect(weak.json.error.message).toBe("Password must contain at least one uppercase letter, one lowercase letter, and one number");
    expect((await call("/recover/check", { token })).json).toEqual({ status: "valid" });

    const reset = await call("/reset", { token, password: newPassword }, { "user-agent": windowsChrome });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ status: "password-changed" });
    expect(reset.headers.get("set-cookie")).toBeNull();

    expect((await signIn(owner, password)).status).toBe(401);
    expect((await signIn(owner, newPassword)).status).toBe(200);
    expect(await currentUserStatus(first.access_token)).toBe(401);
    expect(await currentUserStatus(second.json.session.access_token)).toBe(401);
    expect((await refresh(secondRefresh)).status).toBe(401);
    const [stored] = (await scanTable(stack, "users")).filter((user) => user.email === owner);
    expect(stored?.email_verified_at).toEqual(expect.any(String));

    const [notice] = await eventually(() =>
      mailsTo(owner, "Your password was changed").length ? mailsTo(owner, "Your password was changed") : undefined,
    );
    expect(notice!.text).toContain("from Chrome on Windows");
    expect(notice!.text).toContain("Forgot password?");

    const replayed = await call("/reset", { token, password: "Another2028Go" });
    expect(replayed.status).toBe(410);
    expect(replayed.json).toMatchObject({
      status: "used",
      error: { message: "This link has already been used. Ask for a new one below." },
    });
    expect((await call("/recover/check", { token })).json).toEqual({ status: "used" });
    expect((await signIn(owner, newPassword)).status).toBe(200);
  });

  it("takes ten resets at once with one link without a server error, and tells a retry of the one that went through that it is done", async () => {
    const owner = newEmail();
    await signUp(owner);
    const token = await mailedToken(owner);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call("/reset", { token, password: newPassword })));
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 410)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 410).every((answer) => answer.json.status === "used")).toBe(true);
    expect((await signIn(owner, newPassword)).status).toBe(200);

    // A caller whose answer was lost asks again: the password is already theirs, so it is done.
    const retried = await call("/reset", { token, password: newPassword });
    expect(retried.status).toBe(200);
    expect(retried.json).toEqual({ status: "password-changed" });
    // The spent link changes nothing more.
    expect((await call("/reset", { token, password: "Another2028Go" })).json.status).toBe("used");
    expect((await signIn(owner, "Another2028Go")).status).toBe(401);
  });

  it("refuses an expired link, an unknown one, and one a newer link replaced", async () => {
    const owner = newEmail();
    await signUp(owner);
    const { token: expired } = await stack.services.oneTimeLinks.issue(
      { purpose: "reset-password", subject: owner },
      new Date(Date.now() - 31 * 60_000),
    );
    expect((await call("/recover/check", { token: expired })).json).toEqual({ status: "expired" });
    const refused = await call("/reset", { token: expired, password: newPassword });
    expect(refused.status).toBe(410);
    expect(refused.json.status).toBe("expired");
    expect((await call("/recover/check", { token: "made-up" })).json).toEqual({ status: "unknown" });

    const older = await mailedToken(owner, 1);
    const newer = await mailedToken(owner, 2);
    expect((await call("/recover/check", { token: older })).json).toEqual({ status: "unknown" });
    expect((await call("/reset", { token: newer, password: newPassword })).json).toEqual({ status: "password-changed" });
    expect((await signIn(owner, password)).status).toBe(401);
  });

  it("ends the other sessions on a signed-in password change, but not the caller's", async () => {
    const owner = newEmail();
    const other = await signUp(owner);
    const caller = await signIn(owner, password);
    const changed = await call(
      "/password",
      { current_password: password, new_password: newPassword },
      { authorization: `Bearer ${caller.json.session.access_token}` },
    );
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ changed: true, other_sessions_ended: 1 });
    expect(await currentUserStatus(other.access_token)).toBe(401);
    expect(await currentUserStatus(caller.json.session.access_token)).toBe(200);
    expect((await refresh(refreshTokenOf(caller))).status).toBe(200);
    await eventually(() => (mailsTo(owner, "Your password was changed").length ? true : undefined));
  });

  it("answers a retry of a password change that went through as done, not as a wrong current password", async () => {
    const owner = newEmail();
    await signUp(owner);
    const caller = await signIn(owner, password);
    const change = (current_password: string, new_password: string) =>
      call("/password", { current_password, new_password }, { authorization: `Bearer ${caller.json.session.access_token}` });
    expect((await change(password, newPassword)).status).toBe(200);
    const retried = await change(password, newPassword);
    expect(retried.status).toBe(200);
    expect(retried.json).toEqual({ changed: true, other_sessions_ended: 0 });
    const wrong = await change("Wrong2026Guess", "Another2028Go");
    expect(wrong.status).toBe(401);
    expect((await signIn(owner, newPassword)).status).toBe(200);
  });
});
