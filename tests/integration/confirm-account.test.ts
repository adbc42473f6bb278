// A new account's address (issue 26, Deliver 2): sign-up mails a link; opening the link's page spends
// nothing, the page's POST confirms once; a used, expired or unknown link is refused with its reason;
// a signed-in owner may ask for a new link, which retires the old one, a few times an hour.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaughtMail, LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { linkLifetimeSeconds } from "@ai-leaders/core/one-time-links";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";

const password = "Board2026Ready";
let counter = 0;
const newEmail = () => `reader${++counter}-${Date.now()}@company.example`;
const subject = "Confirm your email address";
/** An admin's address (ADMIN_EMAILS) whose account the operator has not made yet: sign-up may not take it. */
const reservedEmail = "operator-to-be@site.example";

describe("confirming a new account's address", () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startTestStack({
      rateLimits: { ...rateLimits, signUp: { limit: 1_000, windowSeconds: 600 } },
      settings: { ADMIN_EMAILS: reservedEmail },
    });
  });
  afterAll(() => stack?.stop());

  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(stack.request, `/api/auth${path}`, body, { headers: { "content-type": "application/json", ...headers } });
  const verifiedAt = async (email: string) => (await scanTable(stack, "users")).find((user) => user.email === email)?.email_verified_at;
  const tokenIn = (mail: CaughtMail) => /\/link\/confirm-account#token=([A-Za-z0-9_-]+)/.exec(mail.html ?? "")?.[1] ?? "";
  const mailsTo = (email: string) => stack.mail!.messages().filter((mail) => mail.to.includes(email) && mail.subject === subject);
  const mailedTokens = (email: string, count: number) =>
    eventually(() => {
      const mails = mailsTo(email);
      return mails.length >= count ? [...mails].sort((a, b) => a.received_at.localeCompare(b.received_at)).map(tokenIn) : undefined;
    });

  const signUp = async (email: string) =>
    (await createAccount(stack, { email, password, full_name: "Grace Hopper" })).session.access_token as string;

  it("answers sign-up of a new and of a registered address the same, mailing each its own kind", async () => {
    const registered = newEmail();
    await signUp(registered);
    const fresh = newEmail();
    const answers = [];
    for (const email of [fresh, registered]) {
      const response = await call("/signup", { email, password: "Another2026Pass", full_name: "Mallory Smith" });
      answers.push({ status: response.status, text: response.text });
    }
    expect(answers[0]).toEqual({ status: 202, text: JSON.stringify({ status: "check-email" }) });
    expect(answers[1]).toEqual(answers[0]);
    await mailedTokens(fresh, 1);
    const attempt = await eventually(() => stack.mail!.messages().find((mail) => mail.to.includes(registered) && mail.subject !== subject));
    expect(attempt.subject).toBe("Someone tried to sign up with your address");
    expect(mailsTo(registered)).toHaveLength(1);
    // The owner's password still works; the stranger's does not.
    expect((await call("/signin", { email: registered, password })).status).toBe(200);
    expect((await call("/signin", { email: registered, password: "Another2026Pass" })).status).toBe(401);
  });

  it("does the same work for a new, a registered and a reserved address: one mail due, written by the relay as it sends it", async () => {
    const registered = newEmail();
    await signUp(registered);
    const fresh = newEmail();
    const outboxTo = async (email: string) => (await scanTable(stack, "mailOutbox")).filter((row) => row.to === email);
    const dueBefore = { [fresh]: 0, [registered]: (await outboxTo(registered)).length, [reservedEmail]: 0 };
    for (const email of [fresh, registered, reservedEmail]) {
      const response = await call("/signup", { email, password: "Another2026Pass", full_name: "Mallory Smith" });
      expect(response.status).toBe(202);
      expect(response.json).toEqual({ status: "check-email" });
      // Each answer leaves the same trace: one mail due to the address, with no body yet (no link is made
      // before the answer, nor a mail rendered), whatever the address's state.
      const rows = await outboxTo(email);
      expect(rows).toHaveLength(dueBefore[email]! + 1);
      const due = rows.find((row) => row.deferred)!;
      expect(due).toMatchObject({ to: email, deferred: expect.any(String) });
      for (const body of ["html", "text", "sealed_body"]) expect(due).not.toHaveProperty(body);
    }
    // Then the relay writes each its own: a link for the new account, a notice for the registered one,
    // and one to the reserved address saying it is kept for an administrator (no account is made).
    await mailedTokens(fresh, 1);
    const notice = "Someone tried to sign up with your address";
    const toRegistered = await eventually(() =>
      stack.mail!.messages().find((mail) => mail.to.includes(registered) && mail.subject === notice),
    );
    expect(toRegistered.text).toContain("An account with this address already exists");
    const toReserved = await eventually(() =>
      stack.mail!.messages().find((mail) => mail.to.includes(reservedEmail) && mail.subject === notice),
    );
    expect(toReserved.text).toContain("This address is kept for an administrator of the site, so no account was made");
    expect(toReserved.text).not.toContain("already exists");
    expect((await scanTable(stack, "users")).some((user) => user.email === reservedEmail)).toBe(false);
  });

  it("mails a link whose page confirms nothing when opened, and whose button confirms once", async () => {
    const email = newEmail();
    const accessToken = await signUp(email);
    const [token] = await mailedTokens(email, 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = async () => (await stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
    expect((await me()).user.email_confirmed_at).toBeNull();

    // What a mail scanner does: fetch the link. The token is in the fragment, which never leaves the browser.
    const page = await stack.request(`/link/confirm-account#token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await verifiedAt(email)).toBeUndefined();

    const confirmed = await call("/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ status: "confirmed", email });
    expect(await verifiedAt(email)).toEqual(expect.any(String));
    expect((await me()).user.email_confirmed_at).toBe(await verifiedAt(email));

    const replayed = await call("/confirm", { token });
    expect(replayed.status).toBe(410);
    expect(replayed.json).toMatchObject({ status: "used", error: { message: expect.stringContaining("already been used") } });
    // Confirmed: nothing to send again.
    const resend = await call("/confirm/resend", {}, { authorization: `Bearer ${accessToken}` });
    expect(resend.status).toBe(409);
    expect(resend.json.error.message).toBe("This address is already confirmed.");
  });

  it("refuses an expired, a mistyped and a malformed link, confirming nothing", async () => {
    const email = newEmail();
    await signUp(email);
    const longAgo = new Date(Date.now() - (linkLifetimeSeconds["confirm-account"] + 60) * 1000);
    const old = await stack.services.oneTimeLinks.issue({ purpose: "confirm-account", subject: email }, longAgo);
    const expired = await call("/confirm", { token: old.token });
    expect(expired.status).toBe(410);
    expect(expired.json.status).toBe("expired");
    const unknown = await call("/confirm", { token: "x".repeat(43) });
    expect(unknown.status).toBe(410);
    expect(unknown.json.status).toBe("unknown");
    const malformed = await call("/confirm", { token: "" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toBe("This link isn't valid.");
    // A reset link is not a confirmation link.
    const reset = await stack.services.oneTimeLinks.issue({ purpose: "reset-password", subject: email }, new Date());
    expect((await call("/confirm", { token: reset.token })).json.status).toBe("unknown");
    expect(await verifiedAt(email)).toBeUndefined();
  });

  it("sends a new link on request, retiring the old one, and limits how often", async () => {
    const email = newEmail();
    const accessToken = await signUp(email);
    const [first] = await mailedTokens(email, 1);
    expect((await call("/confirm/resend", {})).status).toBe(401);

    const resent = await call("/confirm/resend", {}, { authorization: `Bearer ${accessToken}` });
    expect(resent.status).toBe(202);
    expect(resent.json.message).toBe("A new link is on its way. It works for 24 hours.");
    const tokens = await mailedTokens(email, 2);
    expect((await call("/confirm", { token: first! })).json.status).toBe("unknown");

    const limit = rateLimits.confirmationMailsPerAccount.limit;
    for (let sent = 1; sent < limit; sent += 1)
      expect((await call("/confirm/resend", {}, { authorization: `Bearer ${accessToken}` })).status).toBe(202);
    const refused = await call("/confirm/resend", {}, { authorization: `Bearer ${accessToken}` });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);

    // Deliveries run side by side (as Lambda runs them), so mails may be caught out of order:
    // of the links sent since, only the newest works, whichever arrived last.
    const since = (await mailedTokens(email, limit + 1)).filter((token) => !tokens.includes(token));
    expect(since).toHaveLength(limit - 1);
    const answers = [];
    for (const token of since) answers.push((await call("/confirm", { token })).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
  });
});
