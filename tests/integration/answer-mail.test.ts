// Mail reaches the people it concerns (issue 46, Deliver 5), against the local stack: publishing a
// What's new entry mails each signed-in author and voter of the suggestions it answers, once, with
// RFC 8058's one-click headers; the one-click POST stops these mails for that person alone, and a
// browser that opens the same address is led to the page that says so; the account's board says
// yes or no to them too. The weekly digest carries the same headers, and its one-click POST turns it off.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaughtMail, LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { accountBoardMessages } from "@ai-leaders/core/messages";
import { requestAccessGrant } from "../support/access.ts";
import { createAccount } from "../support/accounts.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const generous = { limit: 100_000, windowSeconds: 600 };
const adminEmail = "editor@answers.example";
const siteUrl = "https://aiforleaders.test";
const password = "Answered-2026-ok";
const appShell = "<!doctype html><title>AI for Leaders</title><div id=root></div>";
let counter = 0;

describe("mail to the people an answered suggestion concerns", () => {
  let stack: LocalStack;
  let accessToken: string;
  let adminToken: string;

  beforeAll(async () => {
    const site = mkdtempSync(join(tmpdir(), "answer-mail-site-"));
    writeFileSync(join(site, "app.html"), appShell);
    stack = await startTestStack({
      webDistDir: site,
      settings: { ADMIN_EMAILS: adminEmail, PUBLIC_URL: siteUrl },
      rateLimits: {
        ...rateLimits,
        suggestion: generous,
        vote: generous,
        votesPerSuggestionFromAddress: generous,
        comment: generous,
        signUp: generous,
        signInPerIp: generous,
        confirmationMailsPerIp: generous,
        testMail: generous,
      },
    });
    accessToken = (await requestAccessGrant(stack)).token;
    adminToken = (await signedInConsoleAdmin(stack, adminEmail)).accessToken;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A request as the browser sends it: the access token, and the account's token when signed in. */
  const headersOf = (bearer?: string) => ({
    "content-type": "application/json",
    origin: stack.url,
    "x-access-token": accessToken,
    ...(bearer && { authorization: `Bearer ${bearer}` }),
  });
  const asAdmin = () => ({ headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` } });

  async function person({ confirmed = true } = {}) {
    const email = `person${++counter}-${Date.now()}@company.example`;
    const { session } = await createAccount(stack, { email, password, full_name: "Ada Lovelace", confirmed });
    return { email, token: session.access_token as string };
  }
  async function suggestion(title: string, author?: string) {
    const made = await postJson(stack.request, `/api/suggestions`, { title }, { headers: headersOf(author) });
    expect(made.status).toBe(201);
    return made.json.suggestion.id as string;
  }
  async function vote(id: string, voter?: string) {
    const response = await stack.request(`/api/suggestions/${id}/votes`, { method: "POST", headers: headersOf(voter) });
    expect(response.status).toBe(201);
  }
  /** Writes and publishes an entry answering the suggestions; its answer. */
  async function publish(title: string, suggestionIds: string[]) {
    const draft = { title, summary: "What shipped, in a line.", date: "2026-12-01", links: [], suggestion_ids: suggestionIds };
    const created = await postJson(stack.request, `/api/admin/changelog`, draft, asAdmin());
    expect(created.status).toBe(201);
    const published = await postJson(stack.request, `/api/admin/changelog/${created.json.entry.id}/publish`, {}, asAdmin());
    expect(published.status).toBe(200);
    return published.json as { notified: number };
  }

  const mailTo = (address: string, subject: string) =>
    eventually(() => stack.mail!.messages().find((mail) => mail.to.includes(address) && mail.subject === subject));
  /** What the outbox holds for the entry: written before publishing answers, so read at once. */
  const queuedFor = async (subject: string) =>
    (await scanTable(stack, "mailOutbox"))
      .filter((mail) => mail.subject === subject)
      .map((mail) => mail.to as string)
      .sort();
  const header = (mail: CaughtMail, name: string) =>
    Object.entries(mail.headers).find(([sent]) => sent.toLowerCase() === name.toLowerCase())?.[1];
  /** The one-click address a mail names, on this stack. */
  const oneClickAddress = (mail: CaughtMail) => /^<(.+)>$/.exec(header(mail, "List-Unsubscribe")!)![1]!.replace(siteUrl, stack.url);
  /** The POST a mail provider sends: another origin, no cookie, the RFC 8058 form. */
  const oneClick = (address: string) =>
    fetch(address, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.provider.example" },
      body: "List-Unsubscribe=One-Click",
    });
  const userRow = async (email: string) => (await scanTable(stack, "users")).find((user) => user.email === email)!;

  it("mails each signed-in author and voter once, with the one-click headers; not the unconfirmed, and no one for anonymous votes", async () => {
    const [author, voter, both, unconfirmed] = [await person(), await person(), await person(), await person({ confirmed: false })];
    const memo = await suggestion("Prompts for board packs", author.token);
    const checklist = await suggestion("A board pack checklist");
    for (const signedIn of [voter, both, unconfirmed]) await vote(memo, signedIn.token);
    await vote(checklist, both.token);
    await vote(checklist);

    const subject = "Shipped: Board packs, answered";
    expect((await publish("Board packs, answered", [memo, checklist])).notified).toBe(3);

    expect(await queuedFor(subject)).toEqual([author.email, both.email, voter.email].sort());
    for (const reader of [author, voter]) {
      const mail = await mailTo(reader.email, subject);
      expect(mail.text).toContain("A suggestion you made or voted for is done:");
      expect(mail.text).toContain("Prompts for board packs");
      expect(mail.text).not.toContain("A board pack checklist");
      expect(header(mail, "List-Unsubscribe")).toMatch(new RegExp(`^<${siteUrl}/api/newsletter/unsubscribe\\?token=[\\w.-]+>$`));
      expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain(`${siteUrl}/link/unsubscribe#token=`);
    }
    const bothMail = await mailTo(both.email, subject);
    expect(bothMail.text).toContain("Suggestions you made or voted for are done:");
    expect(bothMail.text).toContain("A board pack checklist");
  });

  it("stops with one click: the POST opts that person out, and the next entry mails the others only", async () => {
    const [author, voter] = [await person(), await person()];
    const first = await suggestion("Board minutes in five minutes", author.token);
    await vote(first, voter.token);
    await publish("Minutes, answered", [first]);
    const mail = await mailTo(voter.email, "Shipped: Minutes, answered");

    // Opened in a browser, from the mail provider's page: shown, not acted on.
    const opened = await fetch(oneClickAddress(mail), { redirect: "manual", headers: { "sec-fetch-site": "cross-site" } });
    expect(opened.status).toBe(303);
    const page = opened.headers.get("location")!;
    expect(page).toMatch(/^\/link\/unsubscribe#token=[\w.-]+&list=answers$/);
    expect((await userRow(voter.email)).answers_mail).toBeUndefined();
    const shown = await fetch(new URL(page, stack.url));
    expect(shown.status).toBe(200);
    expect(await shown.text()).toBe(appShell);
    expect(shown.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(shown.headers.get("referrer-policy")).toBe("no-referrer");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");

    const stopped = await oneClick(oneClickAddress(mail));
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ status: "unsubscribed", list: "answers" });
    expect((await userRow(voter.email)).answers_mail).toBe(false);

    const second = await suggestion("Board minutes, the sequel", author.token);
    await vote(second, voter.token);
    expect((await publish("Minutes again", [second])).notified).toBe(1);
    expect(await queuedFor("Shipped: Minutes again")).toEqual([author.email]);
    await mailTo(author.email, "Shipped: Minutes again");
  });

  it("lets the account say on its board whether these mails come, and mails it again once it says yes", async () => {
    const [author, voter] = [await person(), await person()];
    const board = (as: string) => stack.request(`/api/account/board`, { headers: headersOf(as) });
    const choose = (as: string, body: unknown) =>
      stack.request(`/api/account/board/answers-mail`, { method: "PUT", headers: headersOf(as), body: JSON.stringify(body) });
    expect(((await (await board(voter.token)).json()) as any).answers_mail).toBe(true);

    const refused = await choose(voter.token, { answers_mail: "no" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).error.message).toBe(accountBoardMessages.answersMail.choiceRequired);
    expect((await choose("", { answers_mail: false })).status).toBe(401);
    expect((await userRow(voter.email)).answers_mail).toBeUndefined();

    expect(await (await choose(voter.token, { answers_mail: false })).json()).toEqual({
      answers_mail: false,
      message: accountBoardMessages.answersMail.off,
    });
    expect(((await (await board(voter.token)).json()) as any).answers_mail).toBe(false);
    const first = await suggestion("Board calendars", author.token);
    await vote(first, voter.token);
    await publish("Calendars, answered", [first]);
    expect(await queuedFor("Shipped: Calendars, answered")).toEqual([author.email]);

    expect(((await (await choose(voter.token, { answers_mail: true })).json()) as any).message).toBe(accountBoardMessages.answersMail.on);
    const second = await suggestion("Board calendars, shared", author.token);
    await vote(second, voter.token);
    await publish("Shared calendars, answered", [second]);
    expect(await queuedFor("Shipped: Shared calendars, answered")).toEqual([author.email, voter.email].sort());
  });

  it("mails a follower who also voted once, as a follower", async () => {
    const follower = await person();
    const id = await suggestion("Decision logs for boards");
    const followed = await stack.request(`/api/account/board/follows/${id}`, { method: "PUT", headers: headersOf(follower.token) });
    expect(followed.status).toBeLessThan(300);
    await vote(id, follower.token);

    expect((await publish("Decision logs, answered", [id])).notified).toBe(1);
    expect(await queuedFor("Shipped: Decision logs, answered")).toEqual([follower.email]);
    const mail = await mailTo(follower.email, "Shipped: Decision logs, answered");
    expect(mail.text).toContain("The suggestion you asked about is done:");
  });

  it("sends the weekly digest with the one-click headers, whose POST turns it off", async () => {
    expect((await stack.request(`/api/admin/digest`, { method: "PUT", body: JSON.stringify({ weekly: true }), ...asAdmin() })).status).toBe(
      200,
    );
    expect((await stack.request(`/api/admin/digest/send`, { method: "POST", ...asAdmin() })).status).toBe(202);
    const digest = await eventually(() =>
      stack.mail!.messages().find((mail) => mail.to.includes(adminEmail) && /^Your week at/.test(mail.subject)),
    );
    expect(header(digest, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(digest.html).toContain(`${siteUrl}/link/unsubscribe#token=`);

    const stopped = await oneClick(oneClickAddress(digest));
    expect(await stopped.json()).toEqual({ status: "unsubscribed", list: "digest" });
    expect((await userRow(adminEmail)).digest_weekly).toBe(false);
  });

  it("refuses a damaged token plainly, and leads a browser with one to the page all the same", async () => {
    const refused = await oneClick(`${stack.url}/api/newsletter/unsubscribe?token=damaged`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as any).error.message).toMatch(/^This unsubscribe link is not valid/);
    const opened = await fetch(`${stack.url}/api/newsletter/unsubscribe?token=damaged`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/link/unsubscribe#token=damaged&list=newsletter");
  });
});
