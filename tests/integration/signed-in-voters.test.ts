// Signed-in voters (issue 28, Deliver 5) against the local stack: an account votes as itself on any
// device, a device's anonymous votes are carried over once at sign-in and never counted twice (the
// count read from the table's counters), and "Your suggestions and votes" lists what the account
// made, voted on and follows; a follow is mailed through the ship-notice path like any watcher.
import { describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { createAccount } from "../support/accounts.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { voteRowsOf } from "../support/vote-rows.ts";
import { useTestStack } from "../support/use-stack.ts";

const generous = { limit: 100_000, windowSeconds: 600 };
const operator = "operator@board.example";
const password = "Voting-as-1-self";
let counter = 0;
const newEmail = () => `voter${++counter}-${Date.now()}@company.example`;

describe("signed-in voters", () => {
  const suite = useTestStack({
    stack: {
      settings: { ADMIN_EMAILS: operator },
      rateLimits: {
        ...rateLimits,
        vote: generous,
        suggestion: generous,
        comment: generous,
        votesPerSuggestionFromAddress: generous,
        signInPerIp: generous,
      },
    },
    access: true,
  });

  /** A request as a browser sends it: the access token, and the device's voter cookie and the account's token when it has them. */
  const headersOf = ({ cookie, bearer }: { cookie?: string; bearer?: string } = {}) => ({
    "content-type": "application/json",
    origin: suite.stack.url,
    "x-access-token": suite.accessToken,
    ...(cookie && { cookie }),
    ...(bearer && { authorization: `Bearer ${bearer}` }),
  });
  const addSuggestion = async (title: string, as: { bearer?: string } = {}) =>
    (await postJson(suite.stack.request, `/api/suggestions`, { title }, { headers: headersOf(as) })).json.suggestion as { id: string };
  async function vote(id: string, as: { cookie?: string; bearer?: string } = {}) {
    const response = await suite.stack.request(`/api/suggestions/${id}/votes`, { method: "POST", headers: headersOf(as) });
    const issued = /^(voter=[^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    return { status: response.status, cookie: issued ?? as.cookie };
  }
  const votedOn = async (ids: string[], as: { cookie?: string; bearer?: string }) =>
    (await postJson(suite.stack.request, `/api/suggestions/voted`, { ids }, { headers: headersOf(as) })).json.voted as string[];
  /** Signing in on the device that holds `cookie`: the browser sends its voter cookie along. */
  const signIn = (email: string, cookie: string) =>
    postJson(suite.stack.request, `/api/auth/signin`, { email, password }, { headers: headersOf({ cookie }) });
  const account = async (confirmed = false) => {
    const email = newEmail();
    const { session, refreshToken } = await createAccount(suite.stack, { email, password, full_name: "Grace Hopper", confirmed });
    return { email, token: session.access_token as string, userId: session.user.id as string, refreshToken };
  };

  /** The exact count: the sum of the suggestion's counter items, read from the table. */
  const countedVotes = async (id: string) =>
    (await scanTable(suite.stack, "suggestions"))
      .filter((item) => String(item.id).startsWith(`${id}#votes#`))
      .reduce((sum, shard) => sum + Number(shard.votes ?? 0), 0);
  const foldedCount = async (id: string) => (await scanTable(suite.stack, "suggestions")).find((item) => item.id === id)!.vote_count;
  const votersOf = async (id: string) => (await voteRowsOf(suite.stack, id)).map((row) => row.voter_id).sort();

  it("counts a signed-in vote for the account, shown as voted on another device with no voter cookie", async () => {
    const reader = await account();
    const suggestion = await addSuggestion("Vote from anywhere");
    const first = await vote(suggestion.id, { bearer: reader.token });
    expect(first.status).toBe(201);
    // The account is the voter: no device identity is issued for it.
    expect(first.cookie).toBeUndefined();
    expect(await votersOf(suggestion.id)).toEqual([`account:${reader.userId}`]);

    // Another device: the same account, no cookie at all.
    expect(await votedOn([suggestion.id], { bearer: reader.token })).toEqual([suggestion.id]);
    expect((await vote(suggestion.id, { bearer: reader.token })).status).toBe(409);
    expect(await countedVotes(suggestion.id)).toBe(1);
    // A visitor who is not signed in has not voted on it.
    expect(await votedOn([suggestion.id], {})).toEqual([]);
  });

  it("carries a device's anonymous vote over to the account at sign-in, counted once, and a second sign-in changes nothing", async () => {
    const reader = await account();
    const suggestion = await addSuggestion("Carried over once");
    const device = await vote(suggestion.id);
    expect(device.status).toBe(201);
    expect(await countedVotes(suggestion.id)).toBe(1);

    expect((await signIn(reader.email, device.cookie!)).status).toBe(200);
    expect(await votersOf(suggestion.id)).toEqual([`account:${reader.userId}`]);
    expect(await countedVotes(suggestion.id)).toBe(1);
    // The device's cookie holds it no more; the account does, on any device.
    expect(await votedOn([suggestion.id], { cookie: device.cookie })).toEqual([]);
    expect(await votedOn([suggestion.id], { bearer: reader.token })).toEqual([suggestion.id]);

    expect((await signIn(reader.email, device.cookie!)).status).toBe(200);
    expect(await votersOf(suggestion.id)).toEqual([`account:${reader.userId}`]);
    expect(await countedVotes(suggestion.id)).toBe(1);
  });

  it("drops the device's vote when the account had voted on the same suggestion: one vote from this person", async () => {
    const reader = await account();
    const suggestion = await addSuggestion("Voted on twice by one person");
    const kept = await addSuggestion("Voted on by the device only");
    expect((await vote(suggestion.id, { bearer: reader.token })).status).toBe(201);
    const device = await vote(suggestion.id);
    expect((await vote(kept.id, { cookie: device.cookie })).status).toBe(201);
    expect(await countedVotes(suggestion.id)).toBe(2);

    const signedIn = await signIn(reader.email, device.cookie!);
    expect(signedIn.status).toBe(200);
    expect(await votersOf(suggestion.id)).toEqual([`account:${reader.userId}`]);
    expect(await countedVotes(suggestion.id)).toBe(1);
    expect(await foldedCount(suggestion.id)).toBe(1);
    expect(await votersOf(kept.id)).toEqual([`account:${reader.userId}`]);
    expect(await countedVotes(kept.id)).toBe(1);

    // A refresh on that device (it also runs the carry-over) finds nothing left to do.
    const refreshCookie = /(?:^|,\s*)refresh_token=([^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")![1];
    const refreshed = await suite.stack.request(`/api/auth/refresh`, {
      method: "POST",
      headers: { origin: suite.stack.url, cookie: `refresh_token=${refreshCookie}; ${device.cookie}` },
    });
    expect(refreshed.status).toBe(200);
    expect(await countedVotes(suggestion.id)).toBe(1);
    expect(await countedVotes(kept.id)).toBe(1);
    const board = await (await suite.stack.request(`/api/suggestions?sort=new`, { headers: headersOf() })).json();
    expect(board.community.find((item: { id: string }) => item.id === suggestion.id).vote_count).toBe(1);
  });

  describe("Your suggestions and votes", () => {
    const boardOf = (token?: string) =>
      suite.stack.request(`/api/account/board`, {
        headers: { origin: suite.stack.url, ...(token && { authorization: `Bearer ${token}` }) },
      });
    const follow = (id: string, token?: string) =>
      suite.stack.request(`/api/account/board/follows/${id}`, { method: "PUT", headers: headersOf({ bearer: token }) });
    const unfollow = (id: string, token?: string) =>
      suite.stack.request(`/api/account/board/follows/${id}`, {
        method: "DELETE",
        headers: { origin: suite.stack.url, ...(token && { authorization: `Bearer ${token}` }) },
      });
    const signupOf = async (email: string) => (await scanTable(suite.stack, "newsletterSignups")).find((item) => item.email === email);

    it("lists what the account suggested and voted on with their status, and follows and unfollows in one tap", async () => {
      const reader = await account(true);
      const mine = await addSuggestion("Suggested while logged in", { bearer: reader.token });
      await addSuggestion("Suggested anonymously");
      const other = await addSuggestion("Someone else's idea");
      await vote(other.id, { bearer: reader.token });
      await vote(mine.id, { bearer: reader.token });
      const admin = await signedInConsoleAdmin(suite.stack, operator);
      const asAdmin = {
        headers: { "content-type": "application/json", origin: suite.stack.url, authorization: `Bearer ${admin.accessToken}` },
      };
      expect(
        (
          await postJson(
            suite.stack.request,
            `/api/admin/board/suggestions/${other.id}/status`,
            { status: "planned", reply: "Next month." },
            asAdmin,
          )
        ).status,
      ).toBe(200);

      const listed = await eventually(async () => {
        const body = await (await boardOf(reader.token)).json();
        return body.voted.length === 2 ? body : undefined;
      });
      expect(listed.suggested).toEqual([
        expect.objectContaining({ id: mine.id, title: "Suggested while logged in", status: "open", vote_count: 1 }),
      ]);
      expect(listed.voted.map((item: { id: string }) => item.id)).toEqual([mine.id, other.id]);
      expect(listed.voted[1]).toMatchObject({
        title: "Someone else's idea",
        status: "planned",
        status_reply: "Next month.",
        vote_count: 1,
      });
      expect(listed).toMatchObject({ following: [], can_follow: true });

      expect((await follow(other.id, reader.token)).status).toBe(201);
      expect((await follow(other.id, reader.token)).status).toBe(200);
      // Recorded as "Email me when this ships" records it, confirmed by the account's confirmed address.
      const signup = await signupOf(reader.email);
      expect([...signup!.tags]).toEqual([`suggestion:${other.id}`]);
      expect(signup!.confirmed_at).toEqual(expect.any(String));
      expect((await (await boardOf(reader.token)).json()).following).toEqual([
        expect.objectContaining({ id: other.id, status: "planned" }),
      ]);
      const followedIds = await suite.stack.request(`/api/account/board/follows`, {
        headers: { origin: suite.stack.url, authorization: `Bearer ${reader.token}` },
      });
      expect(await followedIds.json()).toEqual({ following: [other.id] });

      // Shipping it mails the follower once, through the ship-notice path.
      expect(
        (await postJson(suite.stack.request, `/api/admin/board/suggestions/${other.id}/status`, { status: "done", reply: null }, asAdmin))
          .status,
      ).toBe(200);
      await eventually(() =>
        suite.stack.mail!.messages().find((mail) => mail.to.includes(reader.email) && mail.subject === "Shipped: Someone else's idea"),
      );

      expect((await unfollow(other.id, reader.token)).status).toBe(204);
      expect((await unfollow(other.id, reader.token)).status).toBe(204);
      expect((await (await boardOf(reader.token)).json()).following).toEqual([]);
      expect([...((await signupOf(reader.email))!.tags ?? [])]).toEqual([]);
    });

    it("answers 401 when not signed in, 403 to follow with an unconfirmed address, 404 for an unknown suggestion", async () => {
      const suggestion = await addSuggestion("Followed by nobody");
      expect((await boardOf()).status).toBe(401);
      const refused = await follow(suggestion.id);
      expect(refused.status).toBe(401);
      expect((await refused.json()).error.message).toBe("Log in to see your suggestions and votes, and to follow a suggestion.");
      expect((await unfollow(suggestion.id)).status).toBe(401);

      const unconfirmed = await account(false);
      const notYet = await follow(suggestion.id, unconfirmed.token);
      expect(notYet.status).toBe(403);
      expect((await notYet.json()).error.message).toContain("Confirm your email address first");
      expect(await signupOf(unconfirmed.email)).toBeUndefined();
      expect((await (await boardOf(unconfirmed.token)).json()).can_follow).toBe(false);

      const confirmed = await account(true);
      expect((await follow(crypto.randomUUID(), confirmed.token)).status).toBe(404);
      expect(await signupOf(confirmed.email)).toBeUndefined();
    });
  });
});
