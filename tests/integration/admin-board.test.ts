// The console's Board routes against DynamoDB Local: the role checked on every route, every body
// and parameter validated, and each action seen by visitors on the public board and in the audit log.
import { describe, expect, it } from "vitest";
import { adminBoardMessages, adminMessages, boardMessages, votingMessages } from "@ai-leaders/core/messages";
import { scanTable } from "../support/test-stack.ts";
import { useBoardConsole, sendAs } from "../support/board-console.ts";
import { postSuggestion } from "../support/vote-rows.ts";

const adminEmail = "board-owner@site.example";

describe("the console's Board API", () => {
  const harness = useBoardConsole(adminEmail, ["vote", "comment", "suggestion", "votesPerSuggestionFromAddress"], "Grace Hopper");

  /** A call as an admin or an account (bearer), or as a visitor with an access code, keeping a cookie when given. */
  const send = (method: string, path: string, body?: unknown, bearer?: string, cookie?: string) =>
    sendAs(harness, method, path, body, bearer, cookie);
  const asAdmin = (method: string, path: string, body?: unknown) => send(method, `/admin/board${path}`, body, harness.admin);

  const addSuggestion = async (title: string) =>
    (await postSuggestion(harness.stack, harness.accessToken, title)).json.suggestion as { id: string };
  const addComment = async (id: string, comment_text: string) => (await send("POST", `/suggestions/${id}/comments`, { comment_text })).json;
  /** A visitor who keeps their voter cookie, so a second vote is theirs too. */
  function voter() {
    let cookie: string | undefined;
    return async (id: string) => {
      const answer = await send("POST", `/suggestions/${id}/votes`, undefined, undefined, cookie);
      cookie ??= answer.setCookie?.split(";")[0];
      expect(answer.status).toBe(201);
    };
  }
  /** Every community suggestion visitors see, by id. */
  async function board() {
    const seen = new Map<string, any>();
    let cursor: string | null = null;
    do {
      const page: any = (await send("GET", `/suggestions?sort=new${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`)).json;
      for (const suggestion of page.community) seen.set(suggestion.id, suggestion);
      cursor = page.next_cursor;
    } while (cursor);
    return seen;
  }
  const visitorComments = async (id: string) =>
    (await send("GET", `/suggestions/${id}/comments`)).json?.comments?.map((comment: any) => comment.comment_text);
  const latestAudit = async () => (await send("GET", "/admin/audit", undefined, harness.admin)).json.entries[0];

  it("answers 401 without a token and 403 to an ordinary account on every route, changing nothing", async () => {
    const suggestion = await addSuggestion("Role check idea");
    const comment = (await addComment(suggestion.id, "Role check comment")).comment;
    const routes: Array<[string, string, unknown?]> = [
      ["GET", "/settings"],
      ["PUT", "/settings", { pre_moderation: true }],
      ["GET", "/suggestions?state=visible"],
      ["GET", "/suggestions/search?q=role"],
      ["GET", "/predefined"],
      ["POST", "/suggestions/predefined-website-builder/status", { status: "planned", reply: null }],
      ["GET", "/comments?state=visible"],
      ["GET", `/suggestions/${suggestion.id}/comments`],
      ["POST", `/suggestions/${suggestion.id}/status`, { status: "done", reply: "Shipped" }],
      ["POST", `/suggestions/${suggestion.id}/hide`],
      ["POST", `/suggestions/${suggestion.id}/merge`, { target_id: suggestion.id }],
      ["DELETE", `/suggestions/${suggestion.id}`],
      ["POST", `/suggestions/${suggestion.id}/comments/${comment.id}/hide`],
      ["DELETE", `/suggestions/${suggestion.id}/comments/${comment.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await send(method, `/admin/board${path}`, body)).status, `${method} ${path}`).toBe(401);
      const refused = await send(method, `/admin/board${path}`, body, harness.ordinary);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.json.error.message).toBe(adminMessages.notAdmin);
    }
    expect((await board()).get(suggestion.id)).toMatchObject({ status: "open" });
    expect(await visitorComments(suggestion.id)).toEqual(["Role check comment"]);
    expect((await asAdmin("GET", "/settings")).json).toEqual({ pre_moderation: false });
  });

  it("answers bad bodies and parameters with a clear 4xx, changing nothing", async () => {
    const suggestion = await addSuggestion("Validation idea");
    const auditBefore = await latestAudit();
    const cases: Array<[string, string, unknown, number, string]> = [
      ["GET", "/suggestions?state=deleted", undefined, 400, adminBoardMessages.unknownState],
      ["GET", "/suggestions", undefined, 400, adminBoardMessages.unknownState],
      ["GET", "/comments?state=gone", undefined, 400, adminBoardMessages.unknownState],
      ["GET", "/suggestions?state=visible&cursor=nonsense", undefined, 400, adminMessages.invalidCursor],
      ["GET", `/suggestions/${suggestion.id}/comments?cursor=nonsense`, undefined, 400, adminMessages.invalidCursor],
      ["GET", "/suggestions/search?q=ab", undefined, 400, boardMessages.searchTooShort],
      ["GET", `/suggestions/search?q=${"x".repeat(121)}`, undefined, 400, adminBoardMessages.searchTooLong],
      ["PUT", "/settings", { pre_moderation: "yes" }, 400, adminBoardMessages.preModerationRequired],
      ["POST", `/suggestions/${suggestion.id}/status`, { status: "shipped" }, 400, boardMessages.unknownStatus],
      ["POST", `/suggestions/${suggestion.id}/status`, { status: "done", reply: "x".repeat(281) }, 400, boardMessages.replyTooLong],
      ["POST", `/suggestions/${suggestion.id}/merge`, {}, 400, adminBoardMessages.mergeTargetRequired],
      ["POST", `/suggestions/${suggestion.id}/merge`, { target_id: suggestion.id }, 409, boardMessages.mergeIntoItself],
      ["POST", `/suggestions/${suggestion.id}/merge`, { target_id: crypto.randomUUID() }, 404, votingMessages.unknownSuggestion],
      ["POST", `/suggestions/${suggestion.id}/publish`, undefined, 400, adminBoardMessages.unknownAction],
      ["POST", `/suggestions/${suggestion.id}/restore`, undefined, 409, boardMessages.alreadyInState("visible")],
      ["POST", `/suggestions/${suggestion.id}/approve`, undefined, 409, boardMessages.alreadyInState("visible")],
      ["POST", `/suggestions/${"x".repeat(101)}/hide`, undefined, 404, votingMessages.unknownSuggestion],
      ["POST", `/suggestions/${crypto.randomUUID()}/hide`, undefined, 404, votingMessages.unknownSuggestion],
      ["POST", `/suggestions/${crypto.randomUUID()}/status`, { status: "done" }, 404, votingMessages.unknownSuggestion],
      ["DELETE", `/suggestions/${crypto.randomUUID()}`, undefined, 404, votingMessages.unknownSuggestion],
      ["GET", `/suggestions/${crypto.randomUUID()}/comments`, undefined, 404, votingMessages.unknownSuggestion],
      ["POST", `/suggestions/${suggestion.id}/comments/${crypto.randomUUID()}/hide`, undefined, 404, boardMessages.unknownComment],
      ["POST", `/suggestions/${suggestion.id}/comments/${crypto.randomUUID()}/publish`, undefined, 400, adminBoardMessages.unknownAction],
      ["DELETE", `/suggestions/${suggestion.id}/comments/${crypto.randomUUID()}`, undefined, 404, boardMessages.unknownComment],
      ["POST", "/suggestions/predefined-expert-panel/hide", undefined, 404, votingMessages.unknownSuggestion],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = await asAdmin(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.json.error.message, `${method} ${path}`).toBe(message);
    }
    expect((await board()).get(suggestion.id)).toMatchObject({ status: "open", status_reply: null });
    expect((await asAdmin("GET", "/settings")).json).toEqual({ pre_moderation: false });
    expect(await latestAudit()).toEqual(auditBefore);
  });

  it("sets a status with a public reply: visitors see both, the audit log says who and what", async () => {
    const suggestion = await addSuggestion("Dark mode for reports");
    const answer = await asAdmin("POST", `/suggestions/${suggestion.id}/status`, { status: "planned", reply: "  Coming in March.  " });
    expect(answer.status).toBe(200);
    expect(answer.json.change).toMatchObject({
      action: "suggestion.status",
      actor: adminEmail,
      detail: { from: "open", to: "planned", reply: "Coming in March." },
    });
    expect((await board()).get(suggestion.id)).toMatchObject({ status: "planned", status_reply: "Coming in March." });
    expect(await latestAudit()).toMatchObject({
      actor: adminEmail,
      action: "suggestion.status",
      target: suggestion.id,
      details: { from: "open", to: "planned", reply: "Coming in March." },
    });

    const listed = (await asAdmin("GET", "/suggestions?state=visible")).json.rows.find((row: any) => row.id === suggestion.id);
    expect(listed).toMatchObject({
      title: "Dark mode for reports",
      status: "planned",
      status_reply: "Coming in March.",
      moderation: "visible",
      vote_count: 0,
    });
  });

  it("hides, restores and deletes a suggestion, as visitors and the console lists see it", async () => {
    const suggestion = await addSuggestion("Hide me idea");
    await addComment(suggestion.id, "A comment on it");
    expect((await asAdmin("POST", `/suggestions/${suggestion.id}/hide`)).status).toBe(200);
    expect((await board()).has(suggestion.id)).toBe(false);
    expect((await send("GET", `/suggestions/${suggestion.id}/comments`)).status).toBe(404);
    expect(await latestAudit()).toMatchObject({
      action: "suggestion.hide",
      target: suggestion.id,
      details: { from: "visible", to: "hidden" },
    });
    expect((await asAdmin("GET", "/suggestions?state=hidden")).json.rows.map((row: any) => row.id)).toContain(suggestion.id);
    expect((await asAdmin("GET", "/suggestions?state=visible")).json.rows.map((row: any) => row.id)).not.toContain(suggestion.id);

    expect((await asAdmin("POST", `/suggestions/${suggestion.id}/restore`)).status).toBe(200);
    expect((await board()).get(suggestion.id)).toMatchObject({ comment_count: 1 });
    expect(await latestAudit()).toMatchObject({ action: "suggestion.restore", target: suggestion.id });

    const deleted = await asAdmin("DELETE", `/suggestions/${suggestion.id}`);
    expect(deleted.json.change.detail).toEqual({ title: "Hide me idea", votes: 0, comments: 1 });
    expect((await board()).has(suggestion.id)).toBe(false);
    expect(await latestAudit()).toMatchObject({
      action: "suggestion.delete",
      target: suggestion.id,
      details: { title: "Hide me idea", votes: 0, comments: 1 },
    });
    expect((await asAdmin("POST", `/suggestions/${suggestion.id}/restore`)).status).toBe(404);
  });

  it("hides, restores and deletes a comment: gone for visitors and from the count while hidden", async () => {
    const suggestion = await addSuggestion("Comment moderation idea");
    const kept = (await addComment(suggestion.id, "A helpful comment")).comment;
    const spam = (await addComment(suggestion.id, "Buy cheap things")).comment;
    const listed = (await asAdmin("GET", `/suggestions/${suggestion.id}/comments`)).json;
    expect(listed.rows.map((row: any) => [row.comment_text, row.moderation])).toEqual([
      ["Buy cheap things", "visible"],
      ["A helpful comment", "visible"],
    ]);
    expect(listed.rows[0]).toMatchObject({ suggestion_title: "Comment moderation idea" });

    expect((await asAdmin("POST", `/suggestions/${suggestion.id}/comments/${spam.id}/hide`)).status).toBe(200);
    expect(await visitorComments(suggestion.id)).toEqual(["A helpful comment"]);
    expect((await board()).get(suggestion.id)).toMatchObject({ comment_count: 1 });
    expect(await latestAudit()).toMatchObject({
      action: "comment.hide",
      target: `${suggestion.id}/${spam.id}`,
      details: { from: "visible", to: "hidden" },
    });
    const hidden = (await asAdmin("GET", "/comments?state=hidden")).json.rows.find((row: any) => row.id === spam.id);
    expect(hidden).toMatchObject({ suggestion_id: suggestion.id, suggestion_title: "Comment moderation idea", moderation: "hidden" });

    expect((await asAdmin("POST", `/suggestions/${suggestion.id}/comments/${spam.id}/restore`)).status).toBe(200);
    expect(await visitorComments(suggestion.id)).toEqual(["A helpful comment", "Buy cheap things"]);
    expect((await asAdmin("DELETE", `/suggestions/${suggestion.id}/comments/${spam.id}`)).status).toBe(200);
    expect(await visitorComments(suggestion.id)).toEqual(["A helpful comment"]);
    expect((await board()).get(suggestion.id)).toMatchObject({ comment_count: 1 });
    expect(await latestAudit()).toMatchObject({ action: "comment.delete", target: `${suggestion.id}/${spam.id}` });
    expect((await asAdmin("POST", `/suggestions/${suggestion.id}/comments/${kept.id}/approve`)).status).toBe(409);
  });

  it("merges a duplicate: votes and comments move, a voter on both counts once", async () => {
    const target = await addSuggestion("Export reports to PDF");
    const duplicate = await addSuggestion("PDF export of reports");
    const both = voter();
    await both(target.id);
    await both(duplicate.id);
    await voter()(duplicate.id);
    await voter()(target.id);
    await addComment(duplicate.id, "Please, for board packs");

    const search = await asAdmin("GET", `/suggestions/search?q=${encodeURIComponent("export reports")}`);
    expect(search.json.rows.map((row: any) => row.id)).toEqual(expect.arrayContaining([target.id, duplicate.id]));

    const merged = await asAdmin("POST", `/suggestions/${duplicate.id}/merge`, { target_id: target.id });
    expect(merged.status).toBe(200);
    expect(merged.json.change.detail).toEqual({
      target_id: target.id,
      votes_moved: 1,
      double_votes: 1,
      comments_moved: 1,
      vote_count: 3,
      comment_count: 1,
    });
    const seen = await board();
    expect(seen.has(duplicate.id)).toBe(false);
    expect(seen.get(target.id)).toMatchObject({ vote_count: 3, comment_count: 1 });
    expect(await visitorComments(target.id)).toEqual(["Please, for board packs"]);
    expect(await latestAudit()).toMatchObject({
      action: "suggestion.merge",
      target: duplicate.id,
      details: { target_id: target.id, votes_moved: 1, double_votes: 1, comments_moved: 1 },
    });
    const hidden = (await asAdmin("GET", "/suggestions?state=hidden")).json.rows.find((row: any) => row.id === duplicate.id);
    expect(hidden).toMatchObject({ merged_into: target.id, moderation: "hidden" });
    expect((await asAdmin("POST", `/suggestions/${duplicate.id}/restore`)).json.error.message).toBe(boardMessages.mergedElsewhere);
  });

  it("lists the four predefined tools, and gives one a status and a public reply like any suggestion", async () => {
    const storedTool = async (id: string) => (await scanTable(harness.stack, "suggestions")).find((item) => item.id === id);
    const tools = (await asAdmin("GET", "/predefined")).json.rows;
    expect(tools.map((tool: any) => [tool.id, tool.title, tool.status, tool.vote_count, tool.predefined])).toEqual([
      ["predefined-website-builder", "Build a Website in Minutes", "open", 0, true],
      ["predefined-research-report", "McKinsey Style Research Report", "open", 0, true],
      ["predefined-expert-panel", "Expert & User Panel", "open", 0, true],
      ["predefined-target-market", "Pick a Target Market", "open", 0, true],
    ]);
    // Listing them stores nothing: a tool is stored on its first vote, comment, or status.
    expect(await storedTool("predefined-research-report")).toBeUndefined();
    expect(await asAdmin("GET", "/suggestions/predefined-research-report/comments")).toMatchObject({
      status: 200,
      json: { rows: [], next_cursor: null },
    });

    // A bad status stores nothing, not even the tool.
    expect((await asAdmin("POST", "/suggestions/predefined-research-report/status", { status: "shipped" })).json.error.message).toBe(
      boardMessages.unknownStatus,
    );
    expect(await storedTool("predefined-research-report")).toBeUndefined();

    const answer = await asAdmin("POST", "/suggestions/predefined-research-report/status", {
      status: "planned",
      reply: "Coming in March.",
    });
    expect(answer.status).toBe(200);
    expect(answer.json.change).toMatchObject({
      action: "suggestion.status",
      detail: { from: "open", to: "planned", reply: "Coming in March." },
    });
    expect(await storedTool("predefined-research-report")).toMatchObject({
      title: "PREDEFINED:research-report",
      listing: "predefined",
      vote_count: 0,
      status: "planned",
    });
    expect(await latestAudit()).toMatchObject({
      action: "suggestion.status",
      target: "predefined-research-report",
      details: { to: "planned", reply: "Coming in March." },
    });

    // Visitors see it on the tool's card, the spec's four cards and counts unchanged.
    const predefined = (await send("GET", "/suggestions")).json.predefined;
    expect(predefined.map((tool: any) => tool.tool_id)).toEqual(["website-builder", "research-report", "expert-panel", "target-market"]);
    expect(predefined[1]).toMatchObject({
      suggestion_id: "predefined-research-report",
      vote_count: 0,
      status: "planned",
      status_reply: "Coming in March.",
    });
    expect((await asAdmin("GET", "/predefined")).json.rows[1]).toMatchObject({ status: "planned", status_reply: "Coming in March." });

    // A tool is never hidden, merged away or deleted.
    for (const [method, path, body] of [
      ["POST", "/suggestions/predefined-research-report/hide"],
      ["DELETE", "/suggestions/predefined-research-report"],
      ["POST", "/suggestions/predefined-research-report/merge", { target_id: "predefined-expert-panel" }],
    ] as const) {
      expect(await asAdmin(method, path, body)).toMatchObject({
        status: 409,
        json: { error: { message: boardMessages.predefinedNotModerated } },
      });
    }
    expect(await storedTool("predefined-expert-panel")).toBeUndefined();
  });

  it("finds an obvious duplicate by words and trigrams, predefined tools too, and merges it into a tool not stored yet", async () => {
    const duplicate = await addSuggestion("Build a website in minutes with AI");
    await voter()(duplicate.id);
    const slack = await addSuggestion("Slack integration");
    const titles = async (q: string) =>
      (await asAdmin("GET", `/suggestions/search?q=${encodeURIComponent(q)}`)).json.rows.map((row: any) => row.title);
    expect(await titles("Build a website in minutes with AI")).toEqual([
      "Build a website in minutes with AI",
      "Build a Website in Minutes",
    ]);
    expect(await titles("Integrate with Slack")).toContain("Slack integration");
    expect(await titles("Picking target markets")).toContain("Pick a Target Market");

    const merged = await asAdmin("POST", `/suggestions/${duplicate.id}/merge`, { target_id: "predefined-website-builder" });
    expect(merged.status).toBe(200);
    expect(merged.json.change.detail).toMatchObject({ target_id: "predefined-website-builder", votes_moved: 1, vote_count: 1 });
    const tool = (await send("GET", "/suggestions")).json.predefined.find((entry: any) => entry.tool_id === "website-builder");
    expect(tool).toMatchObject({ suggestion_id: "predefined-website-builder", vote_count: 1 });
    expect((await board()).has(duplicate.id)).toBe(false);
    expect((await board()).has(slack.id)).toBe(true);
  });

  it("turns pre-moderation on: new suggestions and comments wait for approval, then appear", async () => {
    const existing = await addSuggestion("Already on the board");
    const on = await asAdmin("PUT", "/settings", { pre_moderation: true });
    expect(on.json.change).toMatchObject({ action: "board.pre_moderation", detail: { from: false, to: true } });
    expect((await asAdmin("GET", "/settings")).json).toEqual({ pre_moderation: true });
    expect(await latestAudit()).toMatchObject({ action: "board.pre_moderation", target: "board", details: { from: false, to: true } });
    try {
      const waiting = await postSuggestion(harness.stack, harness.accessToken, "Waits for approval");
      expect(waiting.status).toBe(202);
      const id = waiting.json.suggestion.id;
      const comment = await send("POST", `/suggestions/${existing.id}/comments`, { comment_text: "A waiting comment" });
      expect(comment.status).toBe(202);
      expect((await board()).has(id)).toBe(false);
      expect(await visitorComments(existing.id)).toEqual([]);
      expect((await asAdmin("GET", "/suggestions?state=pending")).json.rows.map((row: any) => row.id)).toContain(id);
      const pendingComment = (await asAdmin("GET", "/comments?state=pending")).json.rows.find(
        (row: any) => row.comment_text === "A waiting comment",
      );
      expect(pendingComment).toMatchObject({ suggestion_id: existing.id, suggestion_title: "Already on the board", moderation: "pending" });

      expect((await asAdmin("POST", `/suggestions/${id}/approve`)).status).toBe(200);
      expect((await asAdmin("POST", `/suggestions/${existing.id}/comments/${pendingComment.id}/approve`)).status).toBe(200);
      expect((await board()).get(id)).toMatchObject({ title: "Waits for approval" });
      expect(await visitorComments(existing.id)).toEqual(["A waiting comment"]);
      expect((await board()).get(existing.id)).toMatchObject({ comment_count: 1 });
      expect(await latestAudit()).toMatchObject({ action: "comment.approve", target: `${existing.id}/${pendingComment.id}` });
    } finally {
      await asAdmin("PUT", "/settings", { pre_moderation: false });
    }
  });

  it("lists suggestions a page at a time, newest first, with a cursor", async () => {
    for (let i = 0; i < 22; i++) await addSuggestion(`Paged idea ${i}`);
    const first = (await asAdmin("GET", "/suggestions?state=visible")).json;
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0].title).toBe("Paged idea 21");
    const second = (await asAdmin("GET", `/suggestions?state=visible&cursor=${encodeURIComponent(first.next_cursor)}`)).json;
    expect(second.rows[0].title).toBe("Paged idea 1");
    const hiddenCursor = await asAdmin("GET", `/suggestions?state=hidden&cursor=${encodeURIComponent(first.next_cursor)}`);
    expect(hiddenCursor.status).toBe(400);
  });
});
