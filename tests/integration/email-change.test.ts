// Changing an account's address (issue 26, Deliver 7): the password asked again, a link to the new
// address whose GET spends nothing, a notice to the old address, and the account moved only by the
// link page's POST; then every session ends and only the new address logs in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailChangeMessages } from "@ai-leaders/core/messages";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";

const password = "Moving2026Day";
const generous = { limit: 10_000, windowSeconds: 600 };

describe("changing an account's email address", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack({ rateLimits: { ...rateLimits, signUp: generous, signInPerIp: generous } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const json = { "content-type": "application/json" };
  const asUser = (token: string) => ({ headers: { ...json, authorization: `Bearer ${token}` } });
  const mailsTo = (address: string, subject: string) =>
    stack.mail!.messages().filter((mail) => mail.to.includes(address) && mail.subject === subject);
  const linkToken = (html: string | null) => /\/link\/change-email#token=([A-Za-z0-9_-]+)/.exec(html ?? "")?.[1];

  it("asks for the password, mails both addresses, and moves the account only on the link page's POST", async () => {
    const [from, to] = ["mover.old@company.example", "mover.new@company.example"];
    const { session } = await createAccount(stack, { email: from, password, full_name: "Morgan Mover", confirmed: true });
    const ask = (body: unknown) => postJson(stack.request, `/api/auth/email`, body, asUser(session.access_token));
    // A watched page writes to the account's address: it follows the move.
    const watch = {
      userId: session.user.id,
      email: from,
      url: "https://mover.example/",
      kind: "website-roast" as const,
      resultId: "r".repeat(22),
      score: 60,
      fixedFixes: [],
    };
    await stack.services.watches.watch(watch, 10, new Date());

    const wrong = await ask({ new_email: to, password: "Not-my-password-9" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.message).toBe(emailChangeMessages.wrongPassword);
    expect((await ask({ new_email: from.toUpperCase(), password })).json.error.message).toBe(emailChangeMessages.sameAddress);
    expect((await ask({ new_email: "not an address", password })).status).toBe(400);
    expect(mailsTo(to, "Confirm your new email address")).toEqual([]);

    const asked = await ask({ new_email: to, password });
    expect(asked.status).toBe(202);
    expect(asked.json.message).toBe(emailChangeMessages.checkNewInbox);
    const confirmation = await eventually(() => mailsTo(to, "Confirm your new email address")[0]);
    const notice = await eventually(() => mailsTo(from, "Your email address is being changed")[0]);
    expect(notice.text).toContain("m***@company.example");
    expect(notice.text).not.toContain(to);
    const token = linkToken(confirmation.html)!;

    // Opening the link's page (a mail scanner does) changes nothing.
    expect((await stack.request(`/link/change-email`)).status).toBe(200);
    expect((await scanTable(stack, "users")).map((user) => user.email)).toContain(from);

    const confirmed = await postJson(stack.request, `/api/auth/email/confirm`, { token }, { headers: json });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ status: "changed", email: to, message: emailChangeMessages.changed });
    const users = await scanTable(stack, "users");
    expect(users.map((user) => user.email)).toContain(to);
    expect(users.map((user) => user.email)).not.toContain(from);
    expect(users.find((user) => user.email === to)).toMatchObject({ full_name: "Morgan Mover", email_verified_at: expect.any(String) });
    // Every session ended, and no token row keeps the old address.
    expect((await stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${session.access_token}` } })).status).toBe(401);
    expect(JSON.stringify(await scanTable(stack, "refreshTokens"))).not.toContain(from);
    expect((await stack.services.watches.listByUser(session.user.id)).map((watched) => watched.email)).toEqual([to]);
    expect((await postJson(stack.request, `/api/auth/signin`, { email: from, password })).status).toBe(401);
    expect((await postJson(stack.request, `/api/auth/signin`, { email: to, password })).status).toBe(200);

    const replayed = await postJson(stack.request, `/api/auth/email/confirm`, { token }, { headers: json });
    expect(replayed.status).toBe(410);
    expect(replayed.json.error.message).toBe(emailChangeMessages.linkRefused.used);
  });

  it("answers the same for an address with an account, and refuses the move when the link is used", async () => {
    const [mine, theirs] = ["taker@company.example", "owner@company.example"];
    await createAccount(stack, { email: theirs, password, full_name: "Olive Owner", confirmed: true });
    const { session } = await createAccount(stack, { email: mine, password, full_name: "Terry Taker", confirmed: true });
    const asked = await postJson(stack.request, `/api/auth/email`, { new_email: theirs, password }, asUser(session.access_token));
    expect(asked.status).toBe(202);
    expect(asked.json.message).toBe(emailChangeMessages.checkNewInbox);
    const mail = await eventually(() => mailsTo(theirs, "Confirm your new email address")[0]);
    const refused = await postJson(stack.request, `/api/auth/email/confirm`, { token: linkToken(mail.html) }, { headers: json });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(emailChangeMessages.taken);
    const users = await scanTable(stack, "users");
    expect(users.find((user) => user.email === theirs)?.full_name).toBe("Olive Owner");
    expect(users.find((user) => user.email === mine)?.full_name).toBe("Terry Taker");
    expect((await stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${session.access_token}` } })).status).toBe(200);
  });

  it("asks for a signed-in caller", async () => {
    expect((await postJson(stack.request, `/api/auth/email`, { new_email: "a@b.example", password }, { headers: json })).status).toBe(401);
  });
});
