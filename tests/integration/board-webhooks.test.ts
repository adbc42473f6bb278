// Board webhooks and export (issue 28, Deliver 4): each board event reaches BOARD_WEBHOOK_URL with
// its documented payload and an Idempotency-Key, through the relay like every delivery; the console
// exports the board as CSV that matches the tables.
import { beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { eventually, scanTable } from "../support/test-stack.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import { useTestStack } from "../support/use-stack.ts";
import { sendAs } from "../support/board-console.ts";

const operator = "board-hooks@site.example";
const generous = { limit: 100_000, windowSeconds: 600 };

describe("the board's webhook and export", () => {
  let admin: string;
  const suite = useTestStack({
    beside: async () => ({ receiver: await startWebhookReceiver("/board") }),
    stack: ({ receiver }) => ({
      settings: {
        ADMIN_EMAILS: operator,
        BOARD_WEBHOOK_URL: receiver.url,
        BOARD_WEBHOOK_HEADER: "X-Board-Key: board-secret",
        BOARD_VOTE_THRESHOLD: "3",
      },
      rateLimits: { ...rateLimits, vote: generous, comment: generous, suggestion: generous, votesPerSuggestionFromAddress: generous },
    }),
    access: true,
  });
  beforeAll(async () => {
    admin = (await signedInConsoleAdmin(suite.stack, operator)).accessToken;
  });

  const call = (method: string, path: string, body?: unknown, { bearer, cookie }: { bearer?: string; cookie?: string } = {}) =>
    sendAs(suite, method, path, body, bearer, cookie);
  const addSuggestion = async (title: string) =>
    (await call("POST", "/suggestions", { title, description: `Why: ${title}` })).json.suggestion as { id: string; title: string };
  /** A new visitor (a voter cookie of their own) votes once. */
  const voteAsNewVisitor = async (id: string) => expect((await call("POST", `/suggestions/${id}/votes`)).status).toBe(201);

  const eventsOf = (type: string, suggestionId: string) =>
    suite.receiver.received
      .map((request) => ({ request, body: JSON.parse(request.body) }))
      .filter(({ body }) => body.event === type && (body.data.suggestion?.id ?? body.data.duplicate?.id) === suggestionId);
  const received = (type: string, suggestionId: string) => eventually(() => eventsOf(type, suggestionId)[0]);

  it("sends suggestion.created and comment.created with the documented payload, the endpoint's header and an Idempotency-Key", async () => {
    const suggestion = await addSuggestion("Webhook idea one");
    const created = await received("suggestion.created", suggestion.id);
    expect(created.request.method).toBe("POST");
    expect(created.request.headers["x-board-key"]).toBe("board-secret");
    expect(created.request.headers["idempotency-key"]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body).toEqual({
      event: "suggestion.created",
      id: expect.any(String),
      occurred_at: expect.any(String),
      website: suite.stack.config.publicUrl,
      data: {
        suggestion: {
          id: suggestion.id,
          title: "Webhook idea one",
          description: "Why: Webhook idea one",
          moderation: "visible",
          created_at: expect.any(String),
        },
      },
    });

    const comment = (await call("POST", `/suggestions/${suggestion.id}/comments`, { comment_text: "Yes, please." })).json.comment;
    const commented = await received("comment.created", suggestion.id);
    expect(commented.body.data).toEqual({
      suggestion: { id: suggestion.id, title: "Webhook idea one" },
      comment: { id: comment.id, text: "Yes, please.", moderation: "visible", created_at: comment.created_at },
    });
    // Each event is delivered once, and its stored record says so.
    const stored = await eventually(async () => {
      const rows = await scanTable(suite.stack, "boardEvents");
      const mine = rows.filter((row) => row.data.suggestion?.id === suggestion.id);
      return mine.length === 2 && mine.every((row) => row.relay_status === "delivered") ? mine : undefined;
    });
    expect(stored.map((row) => row.type).sort()).toEqual(["comment.created", "suggestion.created"]);
    expect(eventsOf("suggestion.created", suggestion.id)).toHaveLength(1);
  });

  it("sends suggestion.status_changed when the operator changes a status, and not when it stays", async () => {
    const suggestion = await addSuggestion("Webhook idea two");
    const change = await call(
      "POST",
      `/admin/board/suggestions/${suggestion.id}/status`,
      { status: "planned", reply: "Next month." },
      { bearer: admin },
    );
    expect(change.status).toBe(200);
    const changed = await received("suggestion.status_changed", suggestion.id);
    expect(changed.body.data).toEqual({
      suggestion: { id: suggestion.id, title: "Webhook idea two", vote_count: 0 },
      from: "open",
      to: "planned",
      reply: "Next month.",
    });
    await call(
      "POST",
      `/admin/board/suggestions/${suggestion.id}/status`,
      { status: "planned", reply: "Still next month." },
      { bearer: admin },
    );
    // The reply changed, the status did not: the audit log has it, the automation hears nothing.
    await eventually(async () =>
      (await call("GET", "/admin/audit", undefined, { bearer: admin })).json.entries[0].details.reply === "Still next month."
        ? true
        : undefined,
    );
    const rows = (await scanTable(suite.stack, "boardEvents")).filter(
      (row) => row.type === "suggestion.status_changed" && row.data.suggestion.id === suggestion.id,
    );
    expect(rows).toHaveLength(1);
  });

  it("sends suggestion.merged with both suggestions", async () => {
    const duplicate = await addSuggestion("Webhook idea three (again)");
    const target = await addSuggestion("Webhook idea three");
    expect((await call("POST", `/admin/board/suggestions/${duplicate.id}/merge`, { target_id: target.id }, { bearer: admin })).status).toBe(
      200,
    );
    const merged = await received("suggestion.merged", duplicate.id);
    expect(merged.body.data).toEqual({
      duplicate: { id: duplicate.id, title: "Webhook idea three (again)" },
      into: { id: target.id, title: "Webhook idea three", vote_count: expect.any(Number) },
    });
  });

  it("sends vote.threshold once, when a suggestion reaches BOARD_VOTE_THRESHOLD votes", async () => {
    const suggestion = await addSuggestion("Webhook idea four");
    await voteAsNewVisitor(suggestion.id);
    await voteAsNewVisitor(suggestion.id);
    expect(eventsOf("vote.threshold", suggestion.id)).toEqual([]);
    await voteAsNewVisitor(suggestion.id);
    const reached = await received("vote.threshold", suggestion.id);
    expect(reached.body.data).toEqual({ suggestion: { id: suggestion.id, title: "Webhook idea four" }, threshold: 3, vote_count: 3 });
    await voteAsNewVisitor(suggestion.id);
    await voteAsNewVisitor(suggestion.id);
    const rows = (await scanTable(suite.stack, "boardEvents")).filter(
      (row) => row.type === "vote.threshold" && row.data.suggestion.id === suggestion.id,
    );
    expect(rows).toHaveLength(1);
  });

  it("keeps an event the automation refused as failed after its retries, for Send again in Deliveries", async () => {
    suite.receiver.status = 500;
    try {
      const suggestion = await addSuggestion("Webhook idea five");
      const failed = await eventually(async () => {
        const row = (await scanTable(suite.stack, "boardEvents")).find((event) => event.data.suggestion?.id === suggestion.id);
        return row?.relay_status === "failed" ? row : undefined;
      });
      expect(failed.relay_error).toContain("500");
      const listed = await call("GET", "/admin/deliveries", undefined, { bearer: admin });
      expect(listed.json.deliveries).toContainEqual(
        expect.objectContaining({ kind: "board", id: failed.id, summary: "suggestion.created: Webhook idea five" }),
      );
      suite.receiver.status = 200;
      // Send again: delivered, once.
      expect((await call("POST", "/admin/deliveries/send-again", { kind: "board", id: failed.id }, { bearer: admin })).status).toBeLessThan(
        300,
      );
      await eventually(async () =>
        (await scanTable(suite.stack, "boardEvents")).find((event) => event.id === failed.id)?.relay_status === "delivered"
          ? true
          : undefined,
      );
      expect(
        suite.receiver.received.filter((request) => JSON.parse(request.body).id === failed.id && request.headers["idempotency-key"]),
      ).toHaveLength(5 + 1);
    } finally {
      suite.receiver.status = 200;
    }
  });

  it("exports the board's suggestions and comments as CSV matching the tables, for the operator only", async () => {
    const suggestion = await addSuggestion('=Export me, with "quotes"');
    await call("POST", `/suggestions/${suggestion.id}/comments`, { comment_text: "An exported comment." });
    await voteAsNewVisitor(suggestion.id);

    const suggestionsCsv = await call("GET", "/admin/board/suggestions.csv", undefined, { bearer: admin });
    expect(suggestionsCsv.status).toBe(200);
    expect(suggestionsCsv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = suggestionsCsv.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,title,description,state,status,status_reply,status_updated_at,votes,comments,created_at,merged_into,category_id",
    );
    const stored = (await scanTable(suite.stack, "suggestions")).filter((row) => !String(row.id).includes("#"));
    // Every suggestion in the table is a row (the board settings item is not a suggestion).
    const exportedIds = lines.slice(1).map((line) => line.split(",")[0]);
    expect(suggestionsCsv.headers.get("x-export-rows")).toBe(String(lines.length - 1));
    expect(exportedIds.sort()).toEqual(
      stored
        .filter((row) => row.id !== "#board-settings")
        .map((row) => row.id)
        .sort(),
    );
    const row = lines.find((line) => line.startsWith(suggestion.id))!;
    // A formula-like title is made text; quotes are doubled.
    expect(row).toContain(`"'=Export me, with ""quotes"""`);
    expect(row).toMatch(/,visible,open,,,\d+,1,/);

    const commentsCsv = await call("GET", "/admin/board/comments.csv", undefined, { bearer: admin });
    expect(commentsCsv.text).toContain(`${suggestion.id},"'=Export me, with ""quotes""",visible,An exported comment.,`);
    const commentRows = commentsCsv.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .slice(1);
    expect(commentRows).toHaveLength((await scanTable(suite.stack, "suggestionComments")).length);

    expect((await call("GET", "/admin/board/suggestions.csv")).status).toBe(401);
    expect((await call("GET", "/admin/audit", undefined, { bearer: admin })).json.entries.map((entry: any) => entry.action)).toContain(
      "board.export",
    );
  });
});
