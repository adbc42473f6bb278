// The board beyond votes and comments, against DynamoDB Local: the operator's statuses, moderation,
// pre-moderation and merges (core functions, as the admin routes call them), and the visitor's pages,
// sorts, similar titles and "email me when this ships".
import { describe, expect, it } from "vitest";
import { TransactWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { createVotingRepository } from "@ai-leaders/core/voting/repository";
import { eventually, postJson, scanTable, stackDatabase } from "../support/test-stack.ts";
import { voteRowsOf } from "../support/vote-rows.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import { useTestStack } from "../support/use-stack.ts";

const generous = { limit: 100_000, windowSeconds: 600 };
const actor = "operator@example.com";

describe("the board", () => {
  const suite = useTestStack({
    beside: async () => ({ receiver: await startWebhookReceiver() }),
    stack: ({ receiver }) => ({
      rateLimits: {
        ...rateLimits,
        vote: generous,
        comment: generous,
        suggestion: generous,
        votesPerSuggestionFromAddress: generous,
        similarSearch: generous,
        newsletterSignup: generous,
      },
      settings: { NEWSLETTER_WEBHOOK_URL: receiver.url },
    }),
    access: true,
  });

  const board = () => suite.stack.services.voting.moderation;
  const post = (path: string, body: unknown) =>
    postJson(suite.stack.request, `/api${path}`, body, {
      headers: { "content-type": "application/json", "x-access-token": suite.accessToken },
    });
  const get = async (path: string) => {
    const response = await suite.stack.request(`/api${path}`, { headers: { "x-access-token": suite.accessToken } });
    return { status: response.status, json: (await response.json()) as any };
  };
  const addSuggestion = async (title: string) => (await post("/suggestions", { title })).json.suggestion as { id: string; title: string };
  const vote = async (id: string) =>
    (await suite.stack.request(`/api/suggestions/${id}/votes`, { method: "POST", headers: { "x-access-token": suite.accessToken } }))
      .status;
  const listed = async (sort = "top") => {
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (await get(`/suggestions?sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)).json;
      titles.push(...page.community.map((s: any) => s.title));
      cursor = page.next_cursor;
    } while (cursor);
    return titles;
  };
  const stored = async (id: string) => (await scanTable(suite.stack, "suggestions")).find((item) => item.id === id);

  describe("statuses and replies", () => {
    it("shows visitors the status and the operator's reply, and says what changed", async () => {
      const suggestion = await addSuggestion("Status board idea");
      const fresh = (await get("/suggestions?sort=new")).json.community.find((s: any) => s.id === suggestion.id);
      expect(fresh).toMatchObject({ status: "open", status_reply: null, status_updated_at: null });

      const outcome = await board().setStatus(actor, suggestion.id, { status: "planned", reply: "Coming in March." }, new Date());
      expect(outcome).toMatchObject({
        ok: true,
        change: {
          actor,
          action: "suggestion.status",
          suggestion_id: suggestion.id,
          detail: { from: "open", to: "planned", reply: "Coming in March." },
        },
      });
      const shown = (await get("/suggestions?sort=new")).json.community.find((s: any) => s.id === suggestion.id);
      expect(shown).toMatchObject({ status: "planned", status_reply: "Coming in March." });
      expect(shown.status_updated_at).toEqual(expect.any(String));
      expect(shown).not.toHaveProperty("listing");
      expect(shown).not.toHaveProperty("trend_score");
    });

    it("answers an unknown suggestion with not found, changing nothing", async () => {
      const before = (await scanTable(suite.stack, "suggestions")).length;
      expect(await board().setStatus(actor, crypto.randomUUID(), { status: "done", reply: null }, new Date())).toEqual({
        ok: false,
        status: 404,
        message: "That suggestion no longer exists.",
      });
      expect((await scanTable(suite.stack, "suggestions")).length).toBe(before);
    });
  });

  describe("moderation", () => {
    it("lists and counts a hidden suggestion for nobody, refuses votes on it, and restores it", async () => {
      const suggestion = await addSuggestion("Hide me please");
      await vote(suggestion.id);
      expect(await board().hideSuggestion(actor, suggestion.id, new Date())).toMatchObject({
        ok: true,
        change: { detail: { from: "visible", to: "hidden" } },
      });
      for (const sort of ["top", "new", "trending"]) expect(await listed(sort)).not.toContain("Hide me please");
      expect(await vote(suggestion.id)).toBe(404);
      expect((await post(`/suggestions/${suggestion.id}/comments`, { comment_text: "Hello?" })).status).toBe(404);
      expect((await get(`/suggestions/${suggestion.id}/comments`)).status).toBe(404);
      expect((await post(`/suggestions/${suggestion.id}/notify-me`, { email: "x@example.com", consent: true })).status).toBe(404);
      expect((await board().listSuggestions("hidden", null)).items.map((s) => s.id)).toContain(suggestion.id);

      expect(await board().restoreSuggestion(actor, suggestion.id, new Date())).toMatchObject({ ok: true });
      for (const sort of ["top", "new", "trending"]) expect(await listed(sort)).toContain("Hide me please");
      expect((await stored(suggestion.id))?.vote_count).toBe(1);
    });

    it("keeps the public comment count to visible comments through hide, restore and delete", async () => {
      const suggestion = await addSuggestion("Comment moderation");
      const posted = [];
      for (const text of ["Kind words", "Spam spam", "Another view"])
        posted.push((await post(`/suggestions/${suggestion.id}/comments`, { comment_text: text })).json.comment);
      const spam = posted[1].id;

      await Promise.all([
        board().hideComment(actor, suggestion.id, spam, new Date()),
        board().hideComment(actor, suggestion.id, spam, new Date()),
      ]);
      expect((await get(`/suggestions/${suggestion.id}/comments`)).json.comments.map((c: any) => c.comment_text)).toEqual([
        "Kind words",
        "Another view",
      ]);
      expect((await stored(suggestion.id))?.comment_count).toBe(2);
      expect((await board().listComments("hidden", null)).items.map((c) => c.id)).toContain(spam);

      expect(await board().restoreComment(actor, suggestion.id, spam, new Date())).toMatchObject({
        ok: true,
        change: { comment_id: spam, detail: { from: "hidden", to: "visible" } },
      });
      expect((await stored(suggestion.id))?.comment_count).toBe(3);
      expect(await board().deleteComment(actor, suggestion.id, posted[0].id, new Date())).toMatchObject({ ok: true });
      expect((await stored(suggestion.id))?.comment_count).toBe(2);
      expect(await board().deleteComment(actor, suggestion.id, posted[0].id, new Date())).toMatchObject({ ok: false, status: 404 });
      expect((await get(`/suggestions/${suggestion.id}/comments`)).json.comments).toHaveLength(2);
    });

    it("deletes a suggestion with its votes and comments", async () => {
      const suggestion = await addSuggestion("Delete me entirely");
      await vote(suggestion.id);
      await vote(suggestion.id);
      await post(`/suggestions/${suggestion.id}/comments`, { comment_text: "Gone soon" });
      expect(await board().deleteSuggestion(actor, suggestion.id, new Date())).toMatchObject({
        ok: true,
        change: { detail: { votes: 2, comments: 1 } },
      });
      expect(await stored(suggestion.id)).toBeUndefined();
      expect(await voteRowsOf(suite.stack, suggestion.id)).toEqual([]);
      expect((await scanTable(suite.stack, "suggestionComments")).filter((c) => c.suggestion_id === suggestion.id)).toEqual([]);
    });

    it("never hides, merges or deletes a predefined tool", async () => {
      await suite.stack.request(`/api/predefined/website-builder/votes`, {
        method: "POST",
        headers: { "x-access-token": suite.accessToken },
      });
      const outcome = await board().hideSuggestion(actor, "predefined-website-builder", new Date());
      expect(outcome).toEqual({ ok: false, status: 409, message: "The predefined tools cannot be hidden, merged or deleted." });
    });
  });

  describe("pre-moderation", () => {
    it("holds new suggestions and comments until approved, telling their authors so", async () => {
      const target = await addSuggestion("Approved thread");
      expect(await board().setPreModeration(actor, true, new Date())).toMatchObject({
        ok: true,
        change: { action: "board.pre_moderation", detail: { from: false, to: true } },
      });
      try {
        const held = await post("/suggestions", { title: "Waiting for a moderator" });
        expect(held.status).toBe(202);
        expect(held.json).toMatchObject({
          pending: true,
          notice: { description: "Your suggestion will appear once a moderator has approved it." },
        });
        const comment = await post(`/suggestions/${target.id}/comments`, { comment_text: "Held comment" });
        expect(comment.status).toBe(202);
        expect(comment.json.notice.description).toBe("Your comment will appear once a moderator has approved it.");

        expect(await listed("new")).not.toContain("Waiting for a moderator");
        expect(await vote(held.json.suggestion.id)).toBe(404);
        expect((await get(`/suggestions/${target.id}/comments`)).json.comments).toEqual([]);
        expect((await stored(target.id))?.comment_count).toBe(0);
        expect((await board().listSuggestions("pending", null)).items.map((s) => s.title)).toContain("Waiting for a moderator");

        expect(await board().approveSuggestion(actor, held.json.suggestion.id, new Date())).toMatchObject({
          ok: true,
          change: { detail: { from: "pending", to: "visible" } },
        });
        expect(await board().approveComment(actor, target.id, comment.json.comment.id, new Date())).toMatchObject({ ok: true });
        expect(await listed("new")).toContain("Waiting for a moderator");
        expect((await get(`/suggestions/${target.id}/comments`)).json.comments.map((c: any) => c.comment_text)).toEqual(["Held comment"]);
        expect((await stored(target.id))?.comment_count).toBe(1);
      } finally {
        await board().setPreModeration(actor, false, new Date());
      }
      expect((await post("/suggestions", { title: "Straight onto the board" })).status).toBe(201);
    });
  });

  describe("merges", () => {
    /** Votes cast straight through the repository: 100+ voters without 100+ HTTP round trips. */
    const castVotes = (id: string, voters: string[]) =>
      Promise.all(voters.map((voter) => suite.stack.services.voting.vote(id, voter, new Date())));
    const votesOf = (id: string) => voteRowsOf(suite.stack, id);
    /** The count the operator's list shows for a recent suggestion in that state. */
    const operatorCount = async (state: "visible" | "hidden", id: string) =>
      (await board().listSuggestions(state, null)).items.find((s) => s.id === id)?.vote_count;

    it("moves 130 votes and the comments in batches, counting a double voter once", async () => {
      const duplicate = await addSuggestion("Board pack duplicate");
      const target = await addSuggestion("Board pack original");
      const voters = Array.from({ length: 130 }, () => crypto.randomUUID());
      await castVotes(duplicate.id, voters);
      await castVotes(target.id, [...voters.slice(0, 5), crypto.randomUUID()]);
      await post(`/suggestions/${duplicate.id}/comments`, { comment_text: "Moved comment" });
      const hidden = (await post(`/suggestions/${duplicate.id}/comments`, { comment_text: "Hidden comment" })).json.comment;
      await board().hideComment(actor, duplicate.id, hidden.id, new Date());
      await post(`/suggestions/${target.id}/comments`, { comment_text: "Original comment" });

      const outcome = await board().merge(actor, duplicate.id, target.id, new Date());
      expect(outcome).toMatchObject({
        ok: true,
        change: {
          action: "suggestion.merge",
          suggestion_id: duplicate.id,
          detail: { target_id: target.id, votes_moved: 125, double_votes: 5, comments_moved: 2, vote_count: 131, comment_count: 2 },
        },
      });
      expect((await stored(target.id))?.vote_count).toBe(131);
      expect(await votesOf(target.id)).toHaveLength(131);
      expect(await votesOf(duplicate.id)).toEqual([]);
      expect(await stored(duplicate.id)).toMatchObject({ listing: "hidden", merged_into: target.id, vote_count: 0, comment_count: 0 });
      expect(await listed("top")).not.toContain("Board pack duplicate");
      expect((await get(`/suggestions/${target.id}/comments`)).json.comments.map((c: any) => c.comment_text)).toEqual([
        "Moved comment",
        "Original comment",
      ]);

      // A voter who had voted on the duplicate has voted on the target.
      expect(await vote(target.id)).toBe(201);
      expect((await suite.stack.services.voting.vote(target.id, voters[100]!, new Date())).result).toBe("already-voted");
    });

    it("keeps every count right when a merge stops half way, and finishes it when run again", async () => {
      const duplicate = await addSuggestion("Interrupted duplicate");
      const target = await addSuggestion("Interrupted original");
      await castVotes(
        duplicate.id,
        Array.from({ length: 120 }, () => crypto.randomUUID()),
      );
      await castVotes(target.id, [crypto.randomUUID()]);

      // A process that dies after its second transaction of the merge.
      const db = stackDatabase(suite.stack);
      let transactions = 0;
      const dying = new Proxy(db, {
        get: (client, name) =>
          name === "send"
            ? async (command: unknown) => {
                if (command instanceof TransactWriteCommand && ++transactions > 2) throw new Error("process stopped");
                return client.send(command as never);
              }
            : Reflect.get(client, name),
      }) as DynamoDBDocumentClient;
      const tables = {
        suggestions: suite.stack.tableNames.suggestions,
        votes: suite.stack.tableNames.suggestionVotes,
        comments: suite.stack.tableNames.suggestionComments,
        categories: suite.stack.tableNames.boardCategories,
      };
      await expect(createVotingRepository(dying, tables).moderation.merge(actor, duplicate.id, target.id, new Date())).rejects.toThrow(
        "process stopped",
      );

      const [left, moved] = [await votesOf(duplicate.id), await votesOf(target.id)];
      expect(left.length).toBe(120 - 2 * 49);
      expect(await operatorCount("hidden", duplicate.id)).toBe(left.length);
      expect(await operatorCount("visible", target.id)).toBe(moved.length);

      const finished = await board().merge(actor, duplicate.id, target.id, new Date());
      expect(finished).toMatchObject({ ok: true, change: { detail: { votes_moved: 22, vote_count: 121 } } });
      expect(await votesOf(target.id)).toHaveLength(121);
      db.destroy();
    });

    it("refuses a merge into itself, into a hidden suggestion, or of a duplicate merged elsewhere", async () => {
      const [a, b, c] = [await addSuggestion("Merge A"), await addSuggestion("Merge B"), await addSuggestion("Merge C")];
      expect(await board().merge(actor, a.id, a.id, new Date())).toMatchObject({
        ok: false,
        status: 409,
        message: "A suggestion cannot be merged into itself.",
      });
      expect(await board().merge(actor, a.id, b.id, new Date())).toMatchObject({ ok: true });
      expect(await board().merge(actor, c.id, a.id, new Date())).toMatchObject({ ok: false, status: 404 });
      expect(await board().merge(actor, a.id, c.id, new Date())).toMatchObject({
        ok: false,
        status: 409,
        message: "That suggestion was already merged into another one.",
      });
      expect(await board().restoreSuggestion(actor, a.id, new Date())).toMatchObject({ ok: false, status: 409 });
    });
  });

  describe("pages and sorts", () => {
    it("pages through every suggestion once, 20 at a time, by New while votes keep changing, and by Top", async () => {
      const titles = Array.from({ length: 45 }, (_, i) => `Paged idea ${i}`);
      for (const title of titles) await addSuggestion(title);
      const first = (await get("/suggestions?sort=new")).json;
      expect(first.community).toHaveLength(20);
      expect(first.community.map((s: any) => s.title).slice(0, 3)).toEqual(["Paged idea 44", "Paged idea 43", "Paged idea 42"]);
      expect(first.next_cursor).toEqual(expect.any(String));

      const ids = first.community.map((s: any) => s.id);
      const voting = Promise.all(ids.flatMap((id: string) => [vote(id), vote(id)]));
      const seen = await listed("new");
      await voting;
      const paged = seen.filter((title) => title.startsWith("Paged idea"));
      expect(paged).toEqual([...titles].reverse());

      const top = await listed("top");
      expect(new Set(top).size).toBe(top.length);
      expect(top.filter((title) => title.startsWith("Paged idea")).sort()).toEqual([...titles].sort());
      const counts = (await Promise.all([get("/suggestions?sort=top")])).flatMap(({ json }) =>
        json.community.map((s: any) => s.vote_count),
      );
      expect(counts).toEqual([...counts].sort((x, y) => y - x));
    });

    it("ranks Trending by recent votes, and keeps the spec's first-page shape", async () => {
      const quiet = await addSuggestion("Trending quiet");
      const busy = await addSuggestion("Trending busy");
      for (let i = 0; i < 3; i++) await vote(busy.id);
      await vote(quiet.id);
      const { json } = await get("/suggestions?sort=trending");
      expect(Object.keys(json).sort()).toEqual(["community", "next_cursor", "predefined"]);
      const trending = await listed("trending");
      expect(trending.indexOf("Trending busy")).toBeLessThan(trending.indexOf("Trending quiet"));
      expect(new Set(trending).size).toBe(trending.length);
    });

    it("answers a cursor it never made (garbage, wrong shape, tampered), or an unknown sort, with 400", async () => {
      const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      for (let i = 0; i < 25; i++) await addSuggestion(`Cursor idea ${i}`);
      const made = JSON.parse(Buffer.from((await get("/suggestions?sort=top")).json.next_cursor, "base64url").toString());
      const reached = made.positions.findIndex((key: any) => key && key.id);
      const tampered = (change: (key: any) => void) => {
        const copy = structuredClone(made);
        change(copy.positions[reached]);
        return cursor(copy);
      };
      const forged = [
        "not-a-cursor",
        "%%%",
        cursor("top"),
        cursor({ sort: "top", key: { id: "x", listing: "hidden", vote_count: 1 } }),
        cursor({ ...made, sort: "new" }),
        cursor({ ...made, positions: made.positions.slice(1) }),
        tampered((key) => (key.board = "hidden#0")),
        tampered((key) => (key.vote_count = 1e300)),
        tampered((key) => (key.vote_count = "12")),
        tampered((key) => (key.id = "")),
        tampered((key) => (key.extra = "x")),
        cursor({ sort: "trending", era: 1.5, positions: [] }),
        "x".repeat(3_000),
      ];
      for (const value of forged) {
        const response = await get(`/suggestions?sort=top&cursor=${encodeURIComponent(value)}`);
        expect(response.status, value).toBe(400);
        expect(response.json.error.message).toBe("That page of suggestions could not be found. Please reload the board.");
      }
      expect((await get("/suggestions?sort=hot")).status).toBe(400);
      // The cursor it made still works, and the operator's lists refuse forged cursors the same way.
      expect((await get(`/suggestions?sort=top&cursor=${encodeURIComponent(cursor(made))}`)).status).toBe(200);
      const operatorCursor = (await board().listSuggestions("visible", null)).next_cursor!;
      const operatorMade = JSON.parse(Buffer.from(operatorCursor, "base64url").toString());
      const toHidden = operatorMade.positions.map((key: any) =>
        key?.id ? { ...key, board: key.board.replace("community", "hidden") } : key,
      );
      await expect(board().listSuggestions("visible", cursor({ ...operatorMade, positions: toHidden }))).rejects.toMatchObject({
        name: "InvalidCursorError",
      });
      await expect(board().listSuggestions("hidden", operatorCursor)).rejects.toMatchObject({ name: "InvalidCursorError" });
    });
  });

  describe("similar suggestions", () => {
    it("finds visible titles like the one being typed, closest first", async () => {
      await addSuggestion("Quarterly investor update writer");
      await addSuggestion("Investor updates from board minutes");
      const hidden = await addSuggestion("Investor update hidden copy");
      await board().hideSuggestion(actor, hidden.id, new Date());
      const { status, json } = await get(`/suggestions/similar?q=${encodeURIComponent("investor update")}`);
      expect(status).toBe(200);
      const titles = json.suggestions.map((s: any) => s.title);
      expect(titles.slice(0, 2).sort()).toEqual(["Investor updates from board minutes", "Quarterly investor update writer"]);
      expect(titles).not.toContain("Investor update hidden copy");
      expect(json.suggestions[0]).toMatchObject({ status: "open", vote_count: 0 });
      expect((await get("/suggestions/similar?q=ab")).status).toBe(400);
    });
  });

  describe("email me when this ships", () => {
    it("records the address as a newsletter signup tagged with the suggestion, and relays it", async () => {
      const suggestion = await addSuggestion("Ship me");
      const refused = await post(`/suggestions/${suggestion.id}/notify-me`, { email: "lead@example.com" });
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe("Please tick the box to agree, so we can email you.");
      expect((await scanTable(suite.stack, "newsletterSignups")).find((s) => s.email === "lead@example.com")).toBeUndefined();

      const response = await post(`/suggestions/${suggestion.id}/notify-me`, { email: "Lead@Example.com", consent: true });
      expect(response.status).toBe(201);
      const signup = (await scanTable(suite.stack, "newsletterSignups")).find((s) => s.email === "lead@example.com");
      expect([...signup!.tags]).toEqual([`suggestion:${suggestion.id}`]);
      const delivered = await eventually(() => suite.receiver.received.find((request) => request.body.includes("lead@example.com")));
      expect(JSON.parse(delivered.body)).toMatchObject({
        email: "lead@example.com",
        source: "newsletter_signup",
        tags: [`suggestion:${suggestion.id}`],
      });

      // Already subscribed: the new suggestion is added to the same signup.
      const other = await addSuggestion("Ship me too");
      expect((await post(`/suggestions/${other.id}/notify-me`, { email: "lead@example.com", consent: true })).status).toBe(200);
      const tagged = (await scanTable(suite.stack, "newsletterSignups")).find((s) => s.email === "lead@example.com");
      expect([...tagged!.tags].sort()).toEqual([`suggestion:${other.id}`, `suggestion:${suggestion.id}`].sort());
      expect((await post(`/suggestions/${crypto.randomUUID()}/notify-me`, { email: "x@example.com", consent: true })).status).toBe(404);
    });
  });
});
