// The voting API against DynamoDB Local: votes counted once and atomically, predefined tools
// created exactly once, comments counted in the same transaction, access required.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "../support/access.ts";
import { postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { voteRowsOf } from "../support/vote-rows.ts";

const generous = { limit: 100_000, windowSeconds: 600 };

describe("the voting API", () => {
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack({
      rateLimits: { ...rateLimits, vote: generous, comment: generous, suggestion: generous, votesPerSuggestionFromAddress: generous },
    });
    token = (await requestAccessGrant(stack)).token;
  });
  afterAll(async () => {
    await stack.stop();
  });

  const post = (path: string, body: unknown) =>
    postJson(stack.request, `/api${path}`, body, { headers: { "content-type": "application/json", "x-access-token": token } });
  const get = async (path: string) => {
    const response = await stack.request(`/api${path}`, { headers: { "x-access-token": token } });
    return { status: response.status, json: (await response.json()) as any };
  };
  const addSuggestion = async (title: string, description: string | null = null) =>
    (await post("/suggestions", { title, description })).json.suggestion as { id: string };

  const scanSuggestions = () => scanTable(stack, "suggestions");
  /** The count the board shows (newest first: a suggestion just added is on the first page). */
  const shownCount = async (id: string) => (await get("/suggestions?sort=new")).json.community.find((s: any) => s.id === id)?.vote_count;
  const voteRows = async (id: string) => (await voteRowsOf(stack, id)).length;

  /** A vote as a browser casts it: no body, the voter cookie the server issued (none the first time). */
  async function vote(path: string, voterCookie?: string) {
    const response = await stack.request(`/api${path}`, {
      method: "POST",
      headers: { "x-access-token": token, ...(voterCookie && { cookie: voterCookie }) },
    });
    const issued = /^(voter=[^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
    return {
      status: response.status,
      json: (await response.json()) as any,
      cookie: issued ?? voterCookie,
      setCookie: response.headers.get("set-cookie"),
    };
  }
  /** A voter identity, issued by the server on a vote of its own. */
  async function newVoter(): Promise<string> {
    const warmUp = await addSuggestion("A voter's first vote");
    return (await vote(`/suggestions/${warmUp.id}/votes`)).cookie!;
  }

  it("answers every route with 401 without an access token", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const requests = [
      stack.request(`/api/suggestions`),
      stack.request(`/api/suggestions`, { method: "POST" }),
      stack.request(`/api/suggestions/${id}/votes`, { method: "POST" }),
      stack.request(`/api/suggestions/${id}/comments`),
      stack.request(`/api/suggestions/${id}/comments`, { method: "POST" }),
      stack.request(`/api/predefined/target-market/votes`, { method: "POST" }),
      stack.request(`/api/predefined/target-market/comments`),
    ];
    for (const response of await Promise.all(requests)) expect(response.status).toBe(401);
  });

  describe("suggestions", () => {
    it("stores a trimmed title, and an empty description as null", async () => {
      const response = await post("/suggestions", { title: "  Board pack generator  ", description: "   " });
      expect(response.status).toBe(201);
      expect(response.json.suggestion).toMatchObject({ title: "Board pack generator", description: null, vote_count: 0, comment_count: 0 });
      const withDescription = await post("/suggestions", { title: "Pricing page tester", description: " Try prices on real visitors " });
      expect(withDescription.json.suggestion.description).toBe("Try prices on real visitors");
    });

    it.each([
      [{ title: "" }, "Please enter a title for your suggestion"],
      [{ title: "   " }, "Please enter a title for your suggestion"],
      [{}, "Please enter a title for your suggestion"],
      [{ title: "t".repeat(121) }, "Please keep the title under 120 characters."],
      [{ title: "Fine", description: "d".repeat(1001) }, "Please keep the description under 1,000 characters."],
    ])("refuses invalid suggestion #%# with a 400 and its message", async (body, message) => {
      const before = (await scanSuggestions()).length;
      const response = await post("/suggestions", body);
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe(message);
      expect((await scanSuggestions()).length).toBe(before);
    });

    it("keeps text as text", async () => {
      const title = `<img src=x onerror="alert(1)"> & "quotes"`;
      const response = await post("/suggestions", { title, description: "<script>alert(2)</script>" });
      expect(response.json.suggestion.title).toBe(title);
      const listed = await get("/suggestions");
      expect(listed.json.community.some((s: any) => s.title === title && s.description === "<script>alert(2)</script>")).toBe(true);
    });

    it("lists community suggestions by votes, descending, with predefined tools apart", async () => {
      const few = await addSuggestion("Few votes");
      const many = await addSuggestion("Many votes");
      await vote(`/suggestions/${many.id}/votes`);
      await vote(`/suggestions/${many.id}/votes`);
      await vote(`/suggestions/${few.id}/votes`);
      const { status, json } = await get("/suggestions");
      expect(status).toBe(200);
      const counts = json.community.map((s: any) => s.vote_count);
      expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
      const titles = json.community.map((s: any) => s.title);
      expect(titles.indexOf("Many votes")).toBeLessThan(titles.indexOf("Few votes"));
      expect(titles.some((title: string) => title.startsWith("PREDEFINED:"))).toBe(false);
      expect(json.predefined.map((p: any) => p.tool_id)).toEqual(["website-builder", "research-report", "expert-panel", "target-market"]);
    });
  });

  describe("the list, a page at a time", () => {
    it("keeps spec §7's shape on the plain call, adding next_cursor and each suggestion's status", async () => {
      const suggestion = await addSuggestion("Shape check");
      const { status, json } = await get("/suggestions");
      expect(status).toBe(200);
      expect(Object.keys(json).sort()).toEqual(["community", "next_cursor", "predefined"]);
      expect(json.community.length).toBeLessThanOrEqual(20);
      const listed = (await get("/suggestions?sort=new")).json.community[0];
      expect(listed.id).toBe(suggestion.id);
      expect(Object.keys(listed).sort()).toEqual(
        [
          "category",
          "comment_count",
          "created_at",
          "description",
          "id",
          "status",
          "status_reply",
          "status_updated_at",
          "title",
          "vote_count",
        ].sort(),
      );
      expect(json.predefined[0]).toMatchObject({ status: "open", status_reply: null });
    });

    it("gives the next page by its cursor, with no suggestion twice", async () => {
      for (let i = 0; i < 25; i++) await addSuggestion(`Bounded ${i}`);
      const first = await get("/suggestions?sort=top");
      expect(first.json.community).toHaveLength(20);
      const second = await get(`/suggestions?sort=top&cursor=${encodeURIComponent(first.json.next_cursor)}`);
      const ids = [...first.json.community, ...second.json.community].map((s: any) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });

  describe("votes", () => {
    it("counts a vote once and refuses a repeat from the same voter", async () => {
      const suggestion = await addSuggestion("Vote once");
      const first = await vote(`/suggestions/${suggestion.id}/votes`);
      expect(first.status).toBe(201);
      expect(first.json).toEqual({ vote_count: 1 });
      expect(first.setCookie).toMatch(/^voter=[^;]+;.*HttpOnly/i);
      expect(first.setCookie).toMatch(/SameSite=Strict/i);
      expect(first.setCookie).not.toMatch(/Secure/i);
      const repeat = await vote(`/suggestions/${suggestion.id}/votes`, first.cookie);
      expect(repeat.status).toBe(409);
      expect(repeat.json.error).toEqual({ title: "Already voted", message: "You have already voted on this suggestion" });
      expect(await shownCount(suggestion.id)).toBe(1);
    });

    it("tells a voter which suggestions they voted on, by their cookie alone, and no one else", async () => {
      const [voted, notVoted] = [await addSuggestion("Remembered vote"), await addSuggestion("Never voted")];
      const { cookie } = await vote(`/suggestions/${voted.id}/votes`);
      const ask = async (ids: unknown, voterCookie?: string) => {
        const response = await stack.request(`/api/suggestions/voted`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-access-token": token, ...(voterCookie && { cookie: voterCookie }) },
          body: JSON.stringify({ ids }),
        });
        return { status: response.status, json: (await response.json()) as any, setCookie: response.headers.get("set-cookie") };
      };
      expect((await ask([voted.id, notVoted.id, "no-such-id"], cookie)).json).toEqual({ voted: [voted.id] });
      const stranger = await ask([voted.id, notVoted.id]);
      expect(stranger.json).toEqual({ voted: [] });
      // Asking issues no identity.
      expect(stranger.setCookie).toBeNull();
      expect(
        (
          await ask(
            Array.from({ length: 61 }, (_, index) => `id-${index}`),
            cookie,
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await stack.request(`/api/suggestions/voted`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: '{"ids":[]}',
          })
        ).status,
      ).toBe(401);
    });

    it("answers an unknown suggestion with 404, and lets no client choose its voter identity", async () => {
      const unknown = await vote(`/suggestions/${crypto.randomUUID()}/votes`);
      expect(unknown.status).toBe(404);
      expect(unknown.json.error.message).toBe("That suggestion no longer exists.");
      const suggestion = await addSuggestion("Voter ids");
      const voter = await newVoter();
      expect((await vote(`/suggestions/${suggestion.id}/votes`, voter)).status).toBe(201);
      // A forged or altered cookie is no identity at all: the server issues a new one.
      const value = voter.slice("voter=".length);
      const forged = `voter=${encodeURIComponent(crypto.randomUUID())}.${value.split(".").pop()}`;
      const tampered = await vote(`/suggestions/${suggestion.id}/votes`, forged);
      expect(tampered.status).toBe(201);
      expect(tampered.cookie).not.toBe(forged);
      // A voter id in the body is ignored: the same body twice is two anonymous voters, not one.
      const body = { voter_id: "00000000-0000-4000-8000-000000000000" };
      const twice = await Promise.all([
        post(`/suggestions/${suggestion.id}/votes`, body),
        post(`/suggestions/${suggestion.id}/votes`, body),
      ]);
      expect(twice.map((response) => response.status)).toEqual([201, 201]);
      expect(await shownCount(suggestion.id)).toBe(4);
    });

    it("counts exactly 200 concurrent votes by distinct voters", async () => {
      const suggestion = await addSuggestion("Concurrent votes");
      const responses = await Promise.all(Array.from({ length: 200 }, () => vote(`/suggestions/${suggestion.id}/votes`)));
      expect(responses.every((response) => response.status === 201)).toBe(true);
      expect(await shownCount(suggestion.id)).toBe(200);
      expect(await voteRows(suggestion.id)).toBe(200);
    });

    it("spreads a crowded suggestion over more counters, keeps a quiet one on one, and counts both exactly", async () => {
      const counters = async (id: string) => (await scanSuggestions()).filter((row) => String(row.id).startsWith(`${id}#votes#`));
      const castAt = (id: string, count: number, at: number) =>
        Promise.all(Array.from({ length: count }, () => stack.services.voting.vote(id, crypto.randomUUID(), new Date(at))));
      const start = Date.now();
      const crowded = await addSuggestion("Voted on by a crowd");
      const quiet = await addSuggestion("Voted on now and then");

      // 61 votes within 1.5 s: the fold that counts them finds 40 a second, and spreads the suggestion.
      await castAt(crowded.id, 1, start);
      await castAt(crowded.id, 59, start + 500);
      await castAt(crowded.id, 1, start + 1_500);
      expect((await scanSuggestions()).find((row) => row.id === crowded.id)?.vote_shards).toBe(16);
      await castAt(crowded.id, 100, start + 1_600);
      for (let i = 0; i < 5; i++) await castAt(quiet.id, 1, start + i * 3_000);

      expect((await counters(crowded.id)).length).toBeGreaterThan(1);
      expect(await counters(quiet.id)).toHaveLength(1);
      expect(await shownCount(crowded.id)).toBe(161);
      expect(await voteRows(crowded.id)).toBe(161);
      expect(await shownCount(quiet.id)).toBe(5);
    });

    it("counts exactly 1 of 50 concurrent repeats by one voter", async () => {
      const suggestion = await addSuggestion("Concurrent repeats");
      const voter = await newVoter();
      const responses = await Promise.all(Array.from({ length: 50 }, () => vote(`/suggestions/${suggestion.id}/votes`, voter)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      expect(await shownCount(suggestion.id)).toBe(1);
    });

    it("creates a predefined tool exactly once when its first votes race, and counts them all", async () => {
      const responses = await Promise.all(Array.from({ length: 30 }, () => vote("/predefined/target-market/votes")));
      expect(responses.every((response) => response.status === 201)).toBe(true);
      const stored = (await scanSuggestions()).filter((s) => s.title === "PREDEFINED:target-market");
      expect(stored).toHaveLength(1);
      expect(await voteRows(stored[0]!.id)).toBe(30);
      const listed = await get("/suggestions");
      expect(listed.json.predefined.find((p: any) => p.tool_id === "target-market")).toMatchObject({ vote_count: 30 });
    });

    it("says 'tool' when a predefined tool is voted on twice, and 404s an unknown tool", async () => {
      const first = await vote("/predefined/expert-panel/votes");
      expect(first.status).toBe(201);
      const repeat = await vote("/predefined/expert-panel/votes", first.cookie);
      expect(repeat.status).toBe(409);
      expect(repeat.json.error.message).toBe("You have already voted on this tool");
      expect((await vote("/predefined/not-a-tool/votes")).status).toBe(404);
    });
  });

  describe("comments", () => {
    it("adds comments, counts them in the same transaction and lists them oldest first", async () => {
      const suggestion = await addSuggestion("Commented");
      const first = await post(`/suggestions/${suggestion.id}/comments`, { comment_text: "  First thought  " });
      expect(first.status).toBe(201);
      expect(first.json.comment).toMatchObject({ comment_text: "First thought", suggestion_id: suggestion.id });
      expect(first.json.comment_count).toBe(1);
      await post(`/suggestions/${suggestion.id}/comments`, { comment_text: "Second thought" });
      const listed = await get(`/suggestions/${suggestion.id}/comments`);
      expect(listed.json.comments.map((c: any) => c.comment_text)).toEqual(["First thought", "Second thought"]);
      expect((await scanSuggestions()).find((s) => s.id === suggestion.id)?.comment_count).toBe(2);
    });

    it("counts exactly 40 concurrent comments", async () => {
      const suggestion = await addSuggestion("Busy thread");
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => post(`/suggestions/${suggestion.id}/comments`, { comment_text: `Comment ${i}` })),
      );
      expect((await scanSuggestions()).find((s) => s.id === suggestion.id)?.comment_count).toBe(40);
      expect((await get(`/suggestions/${suggestion.id}/comments`)).json.comments).toHaveLength(40);
    });

    it.each([
      [{ comment_text: "" }, "Please write a comment first."],
      [{ comment_text: "   " }, "Please write a comment first."],
      [{ comment_text: "c".repeat(2001) }, "Please keep the comment under 2,000 characters."],
    ])("refuses invalid comment #%# with a 400", async (body, message) => {
      const suggestion = await addSuggestion(`Invalid comment ${Math.random()}`);
      const response = await post(`/suggestions/${suggestion.id}/comments`, body);
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe(message);
      expect((await scanSuggestions()).find((s) => s.id === suggestion.id)?.comment_count).toBe(0);
    });

    it("404s comments on an unknown suggestion, and creates a predefined tool on its first comment", async () => {
      expect((await post(`/suggestions/${crypto.randomUUID()}/comments`, { comment_text: "Hello" })).status).toBe(404);
      expect((await get("/predefined/research-report/comments")).json.comments).toEqual([]);
      const response = await post("/predefined/research-report/comments", { comment_text: "Please add a template." });
      expect(response.status).toBe(201);
      expect((await get("/predefined/research-report/comments")).json.comments).toHaveLength(1);
      expect((await scanSuggestions()).filter((s) => s.title === "PREDEFINED:research-report")).toHaveLength(1);
    });
  });
});

describe("the voting API rate limits", () => {
  it("answers 429 after 10 suggestions from one IP in ten minutes", async () => {
    const stack = await startTestStack();
    try {
      const { token } = await requestAccessGrant(stack);
      const headers = { "content-type": "application/json", "x-access-token": token };
      for (let i = 0; i < 10; i++) {
        expect((await postJson(stack.request, `/api/suggestions`, { title: `Idea ${i}` }, { headers })).status).toBe(201);
      }
      const refused = await postJson(stack.request, `/api/suggestions`, { title: "One too many" }, { headers });
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toBe("Too many requests from your network. Please wait a few minutes and try again.");
    } finally {
      await stack.stop();
    }
  });
});
