// "Watch this page" (issue 27, Deliver 6): a signed-in owner watches a kept page report; the
// weekly check (started by the sweep) roasts the page again and mails the owner once when it got
// worse. Against the local stack, a loopback page that changes, and the mail catcher.
import { describe, expect, it } from "vitest";
import { watchLimitPerAccount } from "@ai-leaders/core/watches";
import { startDueWatchChecks } from "@ai-leaders/functions/watches";
import { createAccount } from "../support/accounts.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { roastUntilDone, useRoastableStack } from "../support/roast.ts";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";

const operator = "operator@site.example";
const days = (count: number) => count * 24 * 60 * 60_000;
let counter = 0;
const newEmail = () => `watcher${++counter}-${Date.now()}@company.example`;

describe("watching a page", () => {
  const logged: Array<Record<string, unknown>> = [];
  const suite = useRoastableStack(startFixtureSite, { settings: { ADMIN_EMAILS: operator } });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const watchesApi = (token: string, path = "", init: RequestInit = {}) =>
    suite.stack.request(`/api/watches${path}`, {
      ...init,
      headers: { "content-type": "application/json", origin: suite.stack.url, ...bearer(token), ...init.headers },
    });
  const watch = (token: string, resultId: string) =>
    postJson(
      suite.stack.request,
      `/api/watches`,
      { result_id: resultId },
      { headers: { "content-type": "application/json", ...bearer(token) } },
    );
  const watchRows = async (userId: string) => (await scanTable(suite.stack, "watches")).filter((row) => row.user_id === userId);
  const mailsTo = (email: string) =>
    suite.stack.mail!.messages().filter((mail) => mail.to.includes(email) && !mail.subject.startsWith("Confirm"));
  const sweepAt = (moment: Date) => startDueWatchChecks(suite.stack.services, moment, (entry) => logged.push(entry));

  async function confirmedReader() {
    const email = newEmail();
    const { session } = await createAccount(suite.stack, {
      email,
      password: "Watching1-pages",
      full_name: "Ada Lovelace",
      confirmed: true,
    });
    return { email, token: session.access_token as string, userId: session.user.id as string };
  }

  /** A confirmed reader's kept report of the watched page, served as `page` when roasted. */
  async function readersRoast(page: Parameters<typeof suite.site.serveAsWatched>[0]) {
    const reader = await confirmedReader();
    suite.site.serveAsWatched(page);
    const roast = await roastUntilDone(suite.stack, suite.accessToken, suite.site.url("watched"), bearer(reader.token));
    return { reader, roast };
  }

  /** Waits until the reader's watch has been checked since the report `resultId`: its row. */
  const checkedSince = (userId: string, resultId: string) =>
    eventually(async () => {
      const [row] = await watchRows(userId);
      return row?.last_result_id !== resultId && !row?.checking_session_id ? row : undefined;
    }, 60_000);

  it("checks a watched page every week and mails its owner once, when a fixed issue comes back and the score falls", async () => {
    const { reader, roast: first } = await readersRoast("weak");

    const started = Date.now();
    const watched = await watch(reader.token, first.resultId);
    expect(watched.status).toBe(201);
    expect(watched.json.watch).toMatchObject({
      url: suite.site.url("watched"),
      paused: false,
      last_result_id: first.resultId,
      last_score: first.report.score,
      last_checked_at: null,
    });
    expect(Date.parse(watched.json.watch.next_check_at) - started).toBeGreaterThanOrEqual(days(7) - 60_000);
    // The same page again is the same watch.
    const again = await watch(reader.token, first.resultId);
    expect(again.status).toBe(200);
    expect(again.json.watch.id).toBe(watched.json.watch.id);
    expect(await watchRows(reader.userId)).toHaveLength(1);

    // Not due yet: nothing starts.
    expect(await sweepAt(new Date(started + days(6)))).toBe(0);

    // Week one: the page got better. Its fixes are remembered as fixed; better is not worth a mail.
    suite.site.serveAsWatched("strong");
    expect(await sweepAt(new Date(started + days(8)))).toBe(1);
    expect(await sweepAt(new Date(started + days(8)))).toBe(0);
    const better = await checkedSince(reader.userId, first.resultId);
    expect(better.last_score).toBeGreaterThan(first.report.score);
    expect(better.fixed_fixes.length).toBeGreaterThan(0);
    expect(better.alerts_sent).toBe(0);

    // Week two: the page is as weak as it was. The fixes are back and the score fell: one mail.
    suite.site.serveAsWatched("weak");
    expect(await sweepAt(new Date(started + days(15)))).toBe(1);
    const worse = await checkedSince(reader.userId, better.last_result_id);
    expect(worse.last_score).toBeLessThanOrEqual(better.last_score - 5);
    expect(worse.alerts_sent).toBe(1);
    const [mail] = await eventually(() => (mailsTo(reader.email).length > 0 ? mailsTo(reader.email) : undefined));
    expect(mail!.subject).toBe(
      `${suite.site.url("watched").replace("http://", "")}: its score fell from ${better.last_score} to ${worse.last_score}`,
    );
    expect(mail!.html).toContain(`/r/${worse.last_result_id}`);
    expect(mail!.text).toContain("Back after it was fixed:");
    // The new report is the reader's, compared with the one before, and listed in Your results.
    const kept = await (await suite.stack.request(`/api/results/${worse.last_result_id}`, { headers: bearer(reader.token) })).json();
    expect(kept.result.report.progress.previousResultId).toBe(better.last_result_id);
    expect(kept.result.can_delete).toBe(true);

    // Week three: as weak as last week, nothing new: checked, not mailed.
    expect(await sweepAt(new Date(started + days(22)))).toBe(1);
    await checkedSince(reader.userId, worse.last_result_id);
    expect(mailsTo(reader.email)).toHaveLength(1);

    // The owner's list says what the watch did.
    const listed = await watchesApi(reader.token);
    expect(listed.status).toBe(200);
    const list = await listed.json();
    expect(list.limit).toBe(watchLimitPerAccount);
    expect(list.watches).toEqual([
      expect.objectContaining({ id: watched.json.watch.id, last_checked_at: expect.any(String), last_failure: null }),
    ]);

    // The operator sees it in the console, with whose it is and the mail it sent; a reader may not.
    const admin = await signedInConsoleAdmin(suite.stack, operator);
    const consoleList = await (await suite.stack.request(`/api/admin/watches`, { headers: bearer(admin.accessToken) })).json();
    expect(consoleList.watches).toContainEqual(
      expect.objectContaining({ id: watched.json.watch.id, email: reader.email, alerts_sent: 1, url: suite.site.url("watched") }),
    );
    expect((await suite.stack.request(`/api/admin/watches`, { headers: bearer(reader.token) })).status).toBe(403);
  }, 240_000);

  it("tells the owner when a check could not read the page, keeps the last report and mails nothing", async () => {
    const { reader, roast } = await readersRoast("strong");
    const { json } = await watch(reader.token, roast.resultId);
    suite.site.serveAsWatched("gone");
    const checked = await suite.stack.services.watches.get(reader.userId, json.watch.id);
    expect(await sweepAt(new Date(checked!.next_check_at))).toBeGreaterThanOrEqual(1);
    const failed = await eventually(async () => {
      const [row] = await watchRows(reader.userId);
      return row?.last_failure ? row : undefined;
    }, 60_000);
    expect(failed).toMatchObject({ last_result_id: roast.resultId, last_score: roast.report.score, alerts_sent: 0 });
    expect(failed.last_failure).toBe("We couldn't reach that page");
    expect(mailsTo(reader.email)).toEqual([]);
  }, 120_000);

  it("pauses and resumes a watch, and removes it", async () => {
    const { reader, roast } = await readersRoast("strong");
    const { json } = await watch(reader.token, roast.resultId);
    const id = json.watch.id as string;

    const paused = await watchesApi(reader.token, `/${id}`, { method: "PATCH", body: JSON.stringify({ paused: true }) });
    expect(paused.status).toBe(200);
    expect((await paused.json()).watch).toMatchObject({ paused: true, next_check_at: null });
    // A paused watch is never due.
    const farAhead = new Date(Date.now() + days(60));
    expect((await suite.stack.services.watches.due(farAhead, 100)).some((due) => due.user_id === reader.userId)).toBe(false);

    const resumed = await watchesApi(reader.token, `/${id}`, { method: "PATCH", body: JSON.stringify({ paused: false }) });
    expect((await resumed.json()).watch.paused).toBe(false);
    expect((await suite.stack.services.watches.due(farAhead, 100)).some((due) => due.user_id === reader.userId)).toBe(true);

    const badUpdate = await watchesApi(reader.token, `/${id}`, { method: "PATCH", body: JSON.stringify({ paused: "yes" }) });
    expect(badUpdate.status).toBe(400);

    // Another account can neither change nor remove it.
    const stranger = await confirmedReader();
    expect((await watchesApi(stranger.token, `/${id}`, { method: "DELETE" })).status).toBe(404);
    expect(await watchRows(reader.userId)).toHaveLength(1);

    expect((await watchesApi(reader.token, `/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await watchRows(reader.userId)).toEqual([]);
    expect((await watchesApi(reader.token, `/${id}`, { method: "DELETE" })).status).toBe(404);
  }, 120_000);

  it("refuses a watch to the signed-out, an unconfirmed address, another's report and a full account, storing nothing", async () => {
    const { reader, roast } = await readersRoast("strong");
    const rowsBefore = (await scanTable(suite.stack, "watches")).length;

    const signedOut = await postJson(suite.stack.request, `/api/watches`, { result_id: roast.resultId });
    expect(signedOut.status).toBe(401);

    const unconfirmedEmail = newEmail();
    const unconfirmed = await createAccount(suite.stack, {
      email: unconfirmedEmail,
      password: "Watching1-pages",
      full_name: "Alan Turing",
    });
    const notConfirmed = await watch(unconfirmed.session.access_token, roast.resultId);
    expect(notConfirmed.status).toBe(403);
    expect(notConfirmed.json.error.message).toBe(
      "Confirm your email address first: the link we mailed you when you signed up. A watch writes to it when the page gets worse.",
    );

    const stranger = await confirmedReader();
    const notTheirs = await watch(stranger.token, roast.resultId);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.json.error.message).toBe("Only the account that made this report can watch its page.");

    const malformed = await watch(reader.token, "not-an-id");
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toBe("Unknown report.");
    expect((await scanTable(suite.stack, "watches")).length).toBe(rowsBefore);

    // A full account: ten pages watched (kept reports of ten pages), the eleventh is refused.
    for (let page = 0; page < watchLimitPerAccount; page++) {
      const url = `https://watched-${page}.example/`;
      await suite.stack.services.watches.watch(
        { userId: reader.userId, email: reader.email, url, kind: "website-roast", resultId: roast.resultId, score: 50, fixedFixes: [] },
        watchLimitPerAccount,
        new Date(),
      );
    }
    const full = await watch(reader.token, roast.resultId);
    expect(full.status).toBe(409);
    expect(full.json.error.message).toBe(
      "You are watching 10 pages, the most one account may. Remove one in Your results to watch this page.",
    );
    expect(await watchRows(reader.userId)).toHaveLength(watchLimitPerAccount);
  }, 120_000);
});
