// "What's new" (issue 28, Deliver 2) against the local stack: the operator writes an entry that
// links to the toolkit and names the suggestions it answers; publishing marks them done, lists the
// entry for visitors behind the access code, and mails each confirmed follower once, however many
// of the entry's suggestions they follow; a signed-in reader gets a private RSS address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { changelogMessages } from "@ai-leaders/core/messages";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { requestAccessGrant } from "../support/access.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { createAccount } from "../support/accounts.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const generous = { limit: 100_000, windowSeconds: 600 };
const adminEmail = "editor@site.example";
const siteUrl = "https://aiforleaders.test";
const promptLink = { kind: "prompt", path: "/prompts/claude#competitor-playbook", title: "anything the client says" };
const guideLink = { kind: "guide", path: "/level-3-market-decision", title: "Pick a Target Market" };

describe("What's new", () => {
  let stack: LocalStack;
  let accessToken: string;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startTestStack({
      settings: { ADMIN_EMAILS: adminEmail, PUBLIC_URL: siteUrl },
      rateLimits: { ...rateLimits, newsletterSignup: generous, suggestion: generous, signInPerIp: generous },
    });
    accessToken = (await requestAccessGrant(stack)).token;
    adminToken = (await signedInConsoleAdmin(stack, adminEmail)).accessToken;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const json = { "content-type": "application/json" };
  const asAdmin = () => ({ headers: { ...json, authorization: `Bearer ${adminToken}` } });
  const visitor = () => ({ headers: { ...json, "x-access-token": accessToken } });
  const send = async (method: string, path: string, body?: unknown, init: { headers: Record<string, string> } = asAdmin()) => {
    const response = await stack.request(`/api${path}`, { method, ...init, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, text };
  };
  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: "Board Memo Prep for Claude",
    summary: "A prompt that turns your numbers into a board memo with one recommendation.",
    date: "2026-11-20",
    links: [promptLink, guideLink],
    suggestion_ids: [] as string[],
    ...overrides,
  });
  const mailsTo = (address: string) => stack.mail!.messages().filter((mail) => mail.to.includes(address));
  const mailTo = (address: string, subject: string) => eventually(() => mailsTo(address).find((mail) => mail.subject.startsWith(subject)));
  const entriesStored = async () => (await scanTable(stack, "changelog")).length;
  const suggestionOf = async (id: string) => (await scanTable(stack, "suggestions")).find((item) => item.id === id);

  async function suggestion(title: string) {
    const made = await postJson(stack.request, `/api/suggestions`, { title }, visitor());
    expect(made.status).toBe(201);
    return made.json.suggestion.id as string;
  }
  async function confirmedFollower(email: string, ...suggestionIds: string[]) {
    await postJson(stack.request, `/api/newsletter`, { email });
    const mail = await mailTo(email, "Confirm your subscription");
    const token = new RegExp(`${siteUrl}/link/confirm-newsletter#token=([\\w.-]+)`).exec(mail.text)![1]!;
    expect((await postJson(stack.request, `/api/newsletter/confirm`, { token })).status).toBe(200);
    for (const id of suggestionIds) await follow(email, id);
  }
  const follow = async (email: string, id: string) =>
    expect((await postJson(stack.request, `/api/suggestions/${id}/notify-me`, { email, consent: true }, visitor())).status).toBeLessThan(
      300,
    );

  it("keeps the console's entries to admins and the page behind the access code", async () => {
    expect((await send("GET", "/admin/changelog", undefined, { headers: json })).status).toBe(401);
    expect((await send("POST", "/admin/changelog", draft(), { headers: json })).status).toBe(401);
    expect((await send("GET", "/changelog", undefined, { headers: json })).status).toBe(401);
    expect((await send("GET", "/changelog", undefined, visitor())).status).toBe(200);
  });

  it("refuses an entry that links outside the toolkit or answers no suggestion on the board, and stores nothing", async () => {
    const before = await entriesStored();
    const outside = await send(
      "POST",
      "/admin/changelog",
      draft({ links: [{ kind: "guide", path: "https://evil.example/", title: "Evil" }] }),
    );
    expect(outside.status).toBe(400);
    expect(outside.json.error.message).toBe(changelogMessages.unknownLink);
    const unknownPrompt = await send(
      "POST",
      "/admin/changelog",
      draft({ links: [{ kind: "prompt", path: "/prompts/claude#no-such-prompt", title: "x" }] }),
    );
    expect(unknownPrompt.json.error.message).toBe(changelogMessages.unknownLink);
    const gone = await send("POST", "/admin/changelog", draft({ suggestion_ids: [crypto.randomUUID()] }));
    expect(gone.status).toBe(400);
    expect(gone.json.error.message).toBe(changelogMessages.unknownSuggestion);
    const untitled = await send("POST", "/admin/changelog", draft({ title: "  " }));
    expect(untitled.json.error).toEqual({ message: changelogMessages.emptyTitle, field: "title" });
    expect((await send("POST", "/admin/changelog", draft({ date: "2026-02-30" }))).json.error.message).toBe(changelogMessages.invalidDate);
    expect(await entriesStored()).toBe(before);
  });

  it("publishes: marks the suggestions done, lists the entry with its links, and mails each confirmed follower once", async () => {
    const memo = await suggestion("Prompts for board meetings");
    const checklist = await suggestion("A board pack checklist");
    await confirmedFollower("both@follower.example", memo, checklist);
    await confirmedFollower("one@follower.example", checklist);
    await follow("unconfirmed@follower.example", memo);

    const created = await send("POST", "/admin/changelog", draft({ suggestion_ids: [memo, checklist] }));
    expect(created.status).toBe(201);
    const entry = created.json.entry;
    expect(entry).toMatchObject({
      state: "draft",
      links: [{ kind: "prompt", path: promptLink.path, title: "Competitor Playbook (Claude Expert Prompts)" }, guideLink],
    });
    // A draft is the operator's: visitors do not see it, and the suggestions are not done yet.
    expect((await send("GET", "/changelog", undefined, visitor())).json.entries.map((listed: any) => listed.id)).not.toContain(entry.id);
    expect((await suggestionOf(memo))!.status ?? "open").toBe("open");

    const published = await send("POST", `/admin/changelog/${entry.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({
      notified: 2,
      message: changelogMessages.publishedNotice(2),
      entry: { state: "published", notified: 2 },
    });
    for (const id of [memo, checklist])
      expect((await suggestionOf(id))!).toMatchObject({
        status: "done",
        status_reply: "Shipped in What's new: Board Memo Prep for Claude",
      });

    const listed = (await send("GET", "/changelog", undefined, visitor())).json.entries[0];
    expect(listed).toEqual({
      id: entry.id,
      title: "Board Memo Prep for Claude",
      summary: draft().summary,
      date: "2026-11-20",
      links: entry.links,
      suggestions: [
        { id: memo, title: "Prompts for board meetings" },
        { id: checklist, title: "A board pack checklist" },
      ],
    });

    const both = await mailTo("both@follower.example", "Shipped: Board Memo Prep for Claude");
    expect(both.text).toContain("Prompts for board meetings");
    expect(both.text).toContain("A board pack checklist");
    expect(both.text).toContain(`${siteUrl}/prompts/claude#competitor-playbook`);
    expect(both.text).toContain(`${siteUrl}/level-2/whats-new`);
    await mailTo("one@follower.example", "Shipped: Board Memo Prep for Claude");
    const shipped = (await scanTable(stack, "mailOutbox")).filter((mail) => mail.subject.startsWith("Shipped:"));
    expect(shipped.map((mail) => mail.to).sort()).toEqual(["both@follower.example", "one@follower.example"]);

    // Published once: a second publish is refused and mails no one again; a later status change neither.
    const again = await send("POST", `/admin/changelog/${entry.id}/publish`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(changelogMessages.alreadyPublished);
    await send("POST", `/admin/board/suggestions/${memo}/status`, { status: "planned", reply: null });
    await send("POST", `/admin/board/suggestions/${memo}/status`, { status: "done", reply: null });
    expect((await scanTable(stack, "mailOutbox")).filter((mail) => mail.subject.startsWith("Shipped:"))).toHaveLength(2);

    const audit = (await send("GET", "/admin/audit")).json.entries.map((logged: any) => logged.action);
    expect(audit).toEqual(expect.arrayContaining(["changelog.create", "changelog.publish", "suggestion.status"]));
  });

  it("edits and deletes an entry; an unknown one is 404", async () => {
    const { entry } = (await send("POST", "/admin/changelog", draft({ title: "First title" }))).json;
    const edited = await send("PUT", `/admin/changelog/${entry.id}`, draft({ title: "Second title", links: [] }));
    expect(edited.json.entry).toMatchObject({ title: "Second title", links: [], state: "draft" });
    expect((await send("GET", "/admin/changelog")).json.entries.find((listed: any) => listed.id === entry.id).title).toBe("Second title");
    expect((await send("DELETE", `/admin/changelog/${entry.id}`)).status).toBe(204);
    expect((await scanTable(stack, "changelog")).some((stored) => stored.id === entry.id)).toBe(false);
    expect((await send("DELETE", `/admin/changelog/${entry.id}`)).status).toBe(404);
    expect((await send("POST", `/admin/changelog/${entry.id}/publish`)).status).toBe(404);
    expect((await send("PUT", `/admin/changelog/${entry.id}`, draft())).status).toBe(404);
  });

  it("gives a signed-in reader a private RSS address that lists the published entries; a made-up one is 404", async () => {
    const { entry } = (await send("POST", "/admin/changelog", draft({ title: "Feed-worthy news", links: [guideLink] }))).json;
    await send("POST", `/admin/changelog/${entry.id}/publish`);
    expect((await send("GET", "/changelog/feed-address", undefined, { headers: json })).status).toBe(401);
    const { session } = await createAccount(stack, {
      email: `reader-${Date.now()}@company.example`,
      password: "Reader2026Ready",
      full_name: "Ada Reader",
    });
    const address = await send("GET", "/changelog/feed-address", undefined, {
      headers: { ...json, authorization: `Bearer ${session.access_token}` },
    });
    expect(address.json.url).toMatch(new RegExp(`^${siteUrl}/api/changelog/feed\\?key=[\\w-]+$`));
    const feed = await fetch(address.json.url.replace(siteUrl, stack.url));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toContain("<title><![CDATA[Feed-worthy news]]></title>");
    expect(xml).toContain(`${siteUrl}/level-3-market-decision`);
    // The feed names its own address, as feed readers and validators expect of a channel.
    expect(xml).toContain(`<atom:link href="${address.json.url.replace(/&/g, "&amp;")}" rel="self" type="application/rss+xml"/>`);
    expect((await stack.request(`/api/changelog/feed?key=${"A".repeat(43)}`)).status).toBe(404);
    expect((await stack.request(`/api/changelog/feed`)).status).toBe(404);
    // The key is kept only as a hash: no stored row holds it.
    const key = new URL(address.json.url).searchParams.get("key")!;
    expect(JSON.stringify(await scanTable(stack, "oneTimeLinks"))).not.toContain(key);
  });

  describe("a reader's RSS address ends", () => {
    const reader = () => ({
      email: `ending-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@company.example`,
      password: "Reader2026Ready",
      full_name: "Ada Reader",
    });
    const feedOf = async (accessToken: string) =>
      (
        (await send("GET", "/changelog/feed-address", undefined, { headers: { ...json, authorization: `Bearer ${accessToken}` } })).json
          .url as string
      ).replace(siteUrl, stack.url);
    const bearer = (accessToken: string) => ({ headers: { ...json, authorization: `Bearer ${accessToken}` } });

    it("when its reader signs out everywhere", async () => {
      const account = reader();
      const { session } = await createAccount(stack, account);
      const feed = await feedOf(session.access_token);
      expect((await fetch(feed)).status).toBe(200);
      expect(
        (await postJson(stack.request, `/api/auth/sessions/end-all`, { password: account.password }, bearer(session.access_token))).status,
      ).toBe(200);
      expect((await fetch(feed)).status).toBe(404);
    });

    it("when its reader changes their password", async () => {
      const account = reader();
      const { session } = await createAccount(stack, account);
      const feed = await feedOf(session.access_token);
      const changed = await postJson(
        stack.request,
        `/api/auth/password`,
        { current_password: account.password, new_password: "Changed2026Ready" },
        bearer(session.access_token),
      );
      expect(changed.status).toBe(200);
      expect((await fetch(feed)).status).toBe(404);
    });

    it("when the operator erases its reader", async () => {
      const account = reader();
      const { session } = await createAccount(stack, account);
      const feed = await feedOf(session.access_token);
      expect((await send("POST", "/admin/audience/erase", { email: account.email })).status).toBe(200);
      expect((await fetch(feed)).status).toBe(404);
    });
  });
});
