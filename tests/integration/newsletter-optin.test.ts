// Double opt-in, one-click unsubscribe and "email me when this ships" over the whole local stack:
// HTTP → DynamoDB Local → outbox → relay → SMTP → the stack's mail catcher.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaughtMail, LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { requestAccessGrant } from "../support/access.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const generous = { limit: 100_000, windowSeconds: 600 };
const adminEmail = "operator@site.example";
const siteUrl = "https://aiforleaders.test";

describe("a newsletter people chose", () => {
  let stack: LocalStack;
  let receiver: WebhookReceiver;
  let accessToken: string;
  let adminToken: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      settings: { ADMIN_EMAILS: adminEmail, NEWSLETTER_WEBHOOK_URL: receiver.url, PUBLIC_URL: siteUrl },
      rateLimits: { ...rateLimits, newsletterSignup: generous, suggestion: generous, signInPerIp: generous },
    });
    accessToken = (await requestAccessGrant(stack)).token;
    adminToken = (await signedInConsoleAdmin(stack, adminEmail)).accessToken;
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
  });

  const mailsTo = (address: string) => stack.mail!.messages().filter((mail) => mail.to.includes(address));
  const mailTo = (address: string, subject: string) => eventually(() => mailsTo(address).find((mail) => mail.subject.startsWith(subject)));
  const signupOf = async (address: string) => (await scanTable(stack, "newsletterSignups")).find((item) => item.email === address);
  const tokenIn = (mail: CaughtMail, page: string) => new RegExp(`${siteUrl}/link/${page}#token=([\\w.-]+)`).exec(mail.text)![1]!;
  const subscribe = (email: string) => postJson(stack.request, `/api/newsletter`, { email });
  const confirm = (token: string) => postJson(stack.request, `/api/newsletter/confirm`, { token });
  const asVisitor = { headers: { "content-type": "application/json", "x-access-token": "" } };
  const visitor = () => ({ headers: { ...asVisitor.headers, "x-access-token": accessToken } });
  const asAdmin = () => ({ headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` } });

  /** The one-click POST a mail provider sends: no cookie, another origin, the RFC 8058 form. */
  const oneClick = (url: string, body = "List-Unsubscribe=One-Click") =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.provider.example" },
      body,
    });
  const localUrl = (mailed: string) => mailed.replace(siteUrl, stack.url);

  async function confirmedSubscriber(address: string) {
    await subscribe(address);
    const mail = await mailTo(address, "Confirm your subscription");
    expect((await confirm(tokenIn(mail, "confirm-newsletter"))).status).toBe(200);
  }

  async function suggestionWatchedBy(title: string, ...addresses: string[]) {
    const suggestion = (await postJson(stack.request, `/api/suggestions`, { title }, visitor())).json.suggestion as { id: string };
    for (const email of addresses) {
      expect(
        (await postJson(stack.request, `/api/suggestions/${suggestion.id}/notify-me`, { email, consent: true }, visitor())).status,
      ).toBeLessThan(300);
    }
    return suggestion.id;
  }
  const setStatus = (id: string, status: string, reply: string | null = null) =>
    postJson(stack.request, `/api/admin/board/suggestions/${id}/status`, { status, reply }, asAdmin());
  const notifiedCount = async (id: string) =>
    ((await (await stack.request(`/api/admin/board/suggestions?state=visible`, asAdmin())).json()) as any).rows.find(
      (row: any) => row.id === id,
    ).notified_count;

  it("mails one confirmation at signup, still relays the spec's payload, and confirms only on the button's POST", async () => {
    expect((await subscribe("grace@navy.example")).status).toBe(201);
    const mail = await mailTo("grace@navy.example", "Confirm your subscription");
    expect(mail.html).toContain("Confirm my subscription");
    const payload = JSON.parse(
      (await eventually(() => receiver.received.find((request) => request.body.includes("grace@navy.example")))).body,
    );
    expect(Object.keys(payload)).toEqual(["email", "timestamp", "source", "website"]);

    // Mailed, not yet confirmed: the signup waits, with its deletion date (the page's GET is tested in Chromium).
    expect((await signupOf("grace@navy.example"))!.confirmed_at).toBeUndefined();
    expect((await signupOf("grace@navy.example"))!.expires_at).toEqual(expect.any(Number));

    // A second signup within the hour: the same answer, no second mail.
    expect((await subscribe("grace@navy.example")).status).toBe(200);
    expect((await confirm(tokenIn(mail, "confirm-newsletter"))).json).toEqual({ status: "confirmed" });
    const stored = await signupOf("grace@navy.example");
    expect(stored!.confirmed_at).toEqual(expect.any(String));
    expect(stored!.expires_at).toBeUndefined();
    expect(mailsTo("grace@navy.example")).toHaveLength(1);
  });

  it("says plainly when a confirmation link is used, unknown or missing", async () => {
    await subscribe("used@link.example");
    const token = tokenIn(await mailTo("used@link.example", "Confirm your subscription"), "confirm-newsletter");
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.json.error.message).toBe("This link has already been used. If you signed up again, use the newest email.");
    const unknown = await confirm("not-a-token");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe("This link is not valid. Check that you opened the whole link from the email.");
    expect((await confirm("")).json.error.message).toBe(
      "This link is incomplete. Open it again from the email, or copy the whole address.",
    );
  });

  it("treats an unconfirmed signup past 30 days as deleted, and lets the address sign up anew", async () => {
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await stack.services.newsletter.subscribe("lapsed@old.example", longAgo);
    expect(await stack.services.newsletter.get("lapsed@old.example", new Date())).toBeUndefined();
    const listed = await (await stack.request(`/api/admin/audience/signups?search=lapsed`, asAdmin())).json();
    expect((listed as any).rows).toEqual([]);
    // DynamoDB's TTL removes the item itself; a new signup meanwhile is a new signup, mailed again.
    expect((await subscribe("lapsed@old.example")).status).toBe(201);
    await mailTo("lapsed@old.example", "Confirm your subscription");
    expect((await signupOf("lapsed@old.example"))!.created_at > longAgo.toISOString()).toBe(true);
  });

  it("mails each confirmed watcher once when a suggestion ships, with one-click unsubscribe, however the status flips", async () => {
    await confirmedSubscriber("watcher@one.example");
    await confirmedSubscriber("watcher@two.example");
    const id = await suggestionWatchedBy("Ship notices that arrive", "watcher@one.example", "watcher@two.example", "pending@three.example");

    expect((await setStatus(id, "done", "Live since Monday.")).status).toBe(200);
    const notice = await mailTo("watcher@one.example", "Shipped: Ship notices that arrive");
    await mailTo("watcher@two.example", "Shipped:");
    expect(notice.text).toContain("Live since Monday.");
    expect(notice.headers["List-Unsubscribe-Post"] ?? notice.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(notice.headers["List-Unsubscribe"] ?? notice.headers["list-unsubscribe"]).toMatch(
      new RegExp(`^<${siteUrl}/api/newsletter/unsubscribe\\?token=`),
    );
    expect(notice.html).toContain(`${siteUrl}/link/unsubscribe#token=`);
    expect(await notifiedCount(id)).toBe(2);

    await setStatus(id, "planned");
    await setStatus(id, "done");
    await setStatus(id, "declined");
    // The unconfirmed watcher got its confirmation and nothing else; no one got a second notice.
    await mailTo("pending@three.example", "Confirm your subscription");
    const mailed = await scanTable(stack, "mailOutbox");
    expect(
      mailed
        .filter((mail) => mail.subject.startsWith("Shipped:") || mail.subject.startsWith("Decided:"))
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["watcher@one.example", "watcher@two.example"]);
    expect(await notifiedCount(id)).toBe(2);
  });

  it("unsubscribes with one cookie-less POST from another origin, lastingly, and mails a declined notice to the rest", async () => {
    await confirmedSubscriber("leaving@one.example");
    await confirmedSubscriber("staying@two.example");
    const first = await suggestionWatchedBy("Something to decide", "leaving@one.example");
    await setStatus(first, "done");
    const notice = await mailTo("leaving@one.example", "Shipped: Something to decide");
    const oneClickUrl = /^<(.+)>$/.exec(notice.headers["List-Unsubscribe"] ?? notice.headers["list-unsubscribe"]!)![1]!;

    const unsubscribed = await oneClick(localUrl(oneClickUrl));
    expect(unsubscribed.status).toBe(200);
    const at = (await signupOf("leaving@one.example"))!.unsubscribed_at;
    expect(at).toEqual(expect.any(String));
    expect((await oneClick(localUrl(oneClickUrl))).status).toBe(200);
    expect((await signupOf("leaving@one.example"))!.unsubscribed_at).toBe(at);

    const second = await suggestionWatchedBy("Another to decline", "leaving@one.example", "staying@two.example");
    // Watching again is a new signup: nothing is mailed to it until its owner confirms anew.
    expect((await signupOf("leaving@one.example"))!.confirmed_at).toBeUndefined();
    expect((await setStatus(second, "declined", "Not for now.")).status).toBe(200);
    const declined = await mailTo("staying@two.example", "Decided: Another to decline");
    expect(declined.text).toContain("Not for now.");
    const mailed = await scanTable(stack, "mailOutbox");
    expect(mailed.filter((mail) => mail.to === "leaving@one.example" && mail.subject.startsWith("Decided:"))).toEqual([]);
  });

  it("refuses a bad unsubscribe token or body with a clear message, and keeps every other route same-origin", async () => {
    const bad = await oneClick(`${stack.url}/api/newsletter/unsubscribe?token=forged`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.message).toBe(
      "This unsubscribe link is not valid. Use the link in the latest email, or write to us from the contact form.",
    );
    const json = await postJson(stack.request, `/api/newsletter/unsubscribe?token=x`, { "List-Unsubscribe": "One-Click" });
    expect(json.status).toBe(400);
    expect(json.json.error.message).toBe("Send the one-click unsubscribe form: List-Unsubscribe=One-Click.");
    // Only the one-click form passes the same-origin guard, only on that path, and only its exact body counts.
    expect((await oneClick(`${stack.url}/api/newsletter/unsubscribe?token=x`, "List-Unsubscribe=One-Click&more=1")).status).toBe(400);
    expect((await oneClick(`${stack.url}/api/newsletter/confirm`)).status).toBe(403);
  });

  it("shows each signup's state and dates in the console and its CSV", async () => {
    const notice = await mailTo("watcher@two.example", "Shipped:");
    await oneClick(localUrl(/^<(.+)>$/.exec(notice.headers["List-Unsubscribe"] ?? notice.headers["list-unsubscribe"]!)![1]!));
    const rows = ((await (await stack.request(`/api/admin/audience/signups?search=.example`, asAdmin())).json()) as any).rows;
    const row = (email: string) => rows.find((found: any) => found.email === email);
    expect(row("watcher@one.example")).toMatchObject({ confirmed_at: expect.any(String) });
    expect(row("watcher@one.example").unsubscribed_at).toBeUndefined();
    expect(row("watcher@two.example")).toMatchObject({ confirmed_at: expect.any(String), unsubscribed_at: expect.any(String) });
    // Unsubscribed, then watching again: a new signup, unconfirmed until its owner confirms.
    expect(row("leaving@one.example").confirmed_at).toBeUndefined();
    expect(row("leaving@one.example").unsubscribed_at).toBeUndefined();
    const csv = await (await stack.request(`/api/admin/audience/signups.csv`, asAdmin())).text();
    expect(csv.split("\r\n")[0]).toBe("email,signed_up_at,confirmed_at,unsubscribed_at,delivery,delivery_error,mail_suppressed");
  });
});
