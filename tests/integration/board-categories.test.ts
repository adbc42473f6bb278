// The board's categories against DynamoDB Local (issue 28, Deliver 3): the operator keeps them
// (admins only), visitors pick one when they suggest and filter the list and the similar check by
// it, the operator recategorises and merges across them, and a removed one leaves its suggestions
// uncategorised. An unknown category is refused with nothing stored.
import { describe, expect, it } from "vitest";
import { adminBoardMessages, boardMessages } from "@ai-leaders/core/messages";
import { scanTable } from "../support/test-stack.ts";
import { useBoardConsole, sendAs } from "../support/board-console.ts";

const adminEmail = "categories-owner@site.example";

describe("the board's categories", () => {
  const board = useBoardConsole(adminEmail, ["suggestion", "similarSearch"], "Ada Lovelace");

  const send = (method: string, path: string, body?: unknown, bearer?: string) => sendAs(board, method, path, body, bearer);
  const asAdmin = (method: string, path: string, body?: unknown) => send(method, `/admin/board${path}`, body, board.admin);
  const createCategory = async (name: string, colour: string) => {
    const answer = await asAdmin("POST", "/categories", { name, colour });
    expect(answer.status).toBe(200);
    return answer.json.change.detail.category_id as string;
  };
  const suggest = async (title: string, category_id?: string) => {
    const answer = await send("POST", "/suggestions", { title, ...(category_id && { category_id }) });
    expect(answer.status).toBe(201);
    return answer.json.suggestion as { id: string; category: { id: string; name: string; colour: string } | null };
  };
  const listed = async (query: string) => {
    const answer = await send("GET", `/suggestions?${query}`);
    expect(answer.status).toBe(200);
    return answer.json.community as Array<{ id: string; title: string; category: { id: string; name: string; colour: string } | null }>;
  };
  const visitorCategories = async () =>
    (await send("GET", "/suggestions/categories")).json.categories as Array<{ id: string; name: string; colour: string }>;

  it("are kept by admins only: 401 without a token, 403 for an ordinary account, nothing stored", async () => {
    const routes: Array<[string, string, unknown?]> = [
      ["GET", "/categories"],
      ["POST", "/categories", { name: "Sneaky", colour: "blue" }],
      ["PUT", "/categories/order", { ids: [] }],
      ["PUT", "/categories/some-id", { name: "Sneaky", colour: "red" }],
      ["DELETE", "/categories/some-id"],
      ["PUT", "/suggestions/some-id/category", { category_id: null }],
    ];
    for (const [method, path, body] of routes) {
      expect((await send(method, `/admin/board${path}`, body)).status, `${method} ${path}`).toBe(401);
      expect((await send(method, `/admin/board${path}`, body, board.ordinary)).status, `${method} ${path}`).toBe(403);
    }
    expect(await scanTable(board.stack, "boardCategories")).toEqual([]);
  });

  it("are created, renamed, recoloured and reordered by the operator, and visitors see them in that order", async () => {
    const strategy = await createCategory("Strategy", "blue");
    const sales = await createCategory("Sales", "green");
    expect((await asAdmin("POST", "/categories", { name: "sales", colour: "red" })).json.error.message).toBe(
      adminBoardMessages.categoryNameTaken("sales"),
    );
    expect((await asAdmin("POST", "/categories", { name: "Ops", colour: "#ff0000" })).json.error.message).toBe(
      adminBoardMessages.unknownColour,
    );

    expect((await asAdmin("PUT", `/categories/${sales}`, { name: "Sales & marketing", colour: "purple" })).status).toBe(200);
    expect((await asAdmin("PUT", "/categories/order", { ids: [sales, strategy] })).status).toBe(200);
    expect(await visitorCategories()).toEqual([
      { id: sales, name: "Sales & marketing", colour: "purple" },
      { id: strategy, name: "Strategy", colour: "blue" },
    ]);
    // An order made from a stale list (missing one) changes nothing.
    expect((await asAdmin("PUT", "/categories/order", { ids: [strategy] })).json.error.message).toBe(adminBoardMessages.categoryOrderStale);
    expect((await visitorCategories()).map((category) => category.id)).toEqual([sales, strategy]);
    const audited = (await send("GET", "/admin/audit", undefined, board.admin)).json.entries.map(
      (entry: { action: string }) => entry.action,
    );
    expect(audited.slice(0, 4)).toEqual(["category.reorder", "category.update", "category.create", "category.create"]);
  });

  it("filter the board, and the similar-suggestions check, to the chosen category; each suggestion shows its category's name and colour", async () => {
    const finance = await createCategory("Finance", "teal");
    const hiring = await createCategory("Hiring", "orange");
    const forecast = await suggest("Cash flow forecast builder", finance);
    expect(forecast.category).toEqual({ id: finance, name: "Finance", colour: "teal" });
    const budget = await suggest("Budget forecast review", finance);
    const interview = await suggest("Interview forecast scorecards", hiring);
    await suggest("Forecast without a category");

    for (const sort of ["top", "new", "trending"]) {
      const shown = await listed(`sort=${sort}&category=${finance}`);
      expect(shown.map((suggestion) => suggestion.id).sort(), sort).toEqual([forecast.id, budget.id].sort());
      expect(shown.every((suggestion) => suggestion.category?.name === "Finance")).toBe(true);
    }
    expect((await listed("sort=new")).find((suggestion) => suggestion.id === interview.id)?.category).toEqual({
      id: hiring,
      name: "Hiring",
      colour: "orange",
    });

    const similar = async (query: string) =>
      (await send("GET", `/suggestions/similar?q=${encodeURIComponent("forecast")}${query}`)).json.suggestions.map(
        (s: { id: string }) => s.id,
      );
    expect(await similar(`&category=${hiring}`)).toEqual([interview.id]);
    expect((await similar("")).length).toBe(4);
  });

  it("page a category's suggestions 20 at a time, each once", async () => {
    const many = await createCategory("Many", "slate");
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await suggest(`Paged category idea ${i}`, many)).id);
    const first = await send("GET", `/suggestions?sort=new&category=${many}`);
    expect(first.json.community).toHaveLength(20);
    const second = await send("GET", `/suggestions?sort=new&category=${many}&cursor=${encodeURIComponent(first.json.next_cursor)}`);
    expect(second.json.next_cursor).toBeNull();
    expect([...first.json.community, ...second.json.community].map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
    // A cursor of one category does not open another.
    const other = await createCategory("Other", "pink");
    expect((await send("GET", `/suggestions?sort=new&category=${other}&cursor=${encodeURIComponent(first.json.next_cursor)}`)).status).toBe(
      400,
    );
  });

  it("refuse an unknown category with 400 and a clear message, storing nothing", async () => {
    const before = (await scanTable(board.stack, "suggestions")).length;
    const refused = await send("POST", "/suggestions", { title: "Idea in a made-up category", category_id: "no-such-category" });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(boardMessages.unknownCategory);
    expect((await scanTable(board.stack, "suggestions")).length).toBe(before);
    expect((await scanTable(board.stack, "suggestions")).some((item) => item.title === "Idea in a made-up category")).toBe(false);

    expect((await send("GET", "/suggestions?category=no-such-category")).json.error.message).toBe(boardMessages.unknownCategory);
    expect((await send("GET", "/suggestions/similar?q=forecast&category=no-such-category")).status).toBe(400);

    const suggestion = await suggest("Recategorised into nothing");
    const moved = await asAdmin("PUT", `/suggestions/${suggestion.id}/category`, { category_id: "no-such-category" });
    expect(moved.status).toBe(400);
    expect(moved.json.error.message).toBe(boardMessages.unknownCategory);
    expect((await scanTable(board.stack, "suggestions")).find((item) => item.id === suggestion.id)?.category_id).toBeUndefined();
  });

  it("are changed on any suggestion by the operator, and a merge across categories keeps the kept suggestion's own", async () => {
    const product = await createCategory("Product", "red");
    const research = await createCategory("Research", "purple");
    const kept = await suggest("Customer interview synthesis", research);
    const duplicate = await suggest("Synthesise customer interviews", product);
    const loose = await suggest("Roadmap prioritisation helper");

    expect((await asAdmin("PUT", `/suggestions/${loose.id}/category`, { category_id: product })).status).toBe(200);
    expect((await listed(`category=${product}`)).map((s) => s.id).sort()).toEqual([duplicate.id, loose.id].sort());
    expect((await asAdmin("PUT", `/suggestions/${loose.id}/category`, { category_id: null })).status).toBe(200);
    expect((await listed(`category=${product}`)).map((s) => s.id)).toEqual([duplicate.id]);

    expect((await asAdmin("POST", `/suggestions/${duplicate.id}/merge`, { target_id: kept.id })).status).toBe(200);
    expect((await listed(`category=${product}`)).map((s) => s.id)).toEqual([]);
    expect((await listed(`category=${research}`)).map((s) => [s.id, s.category?.name])).toEqual([[kept.id, "Research"]]);
  });

  it("once removed leave their suggestions uncategorised, everything else as it was", async () => {
    const events = await createCategory("Events", "pink");
    const keeper = await createCategory("Keeper", "green");
    const offsite = await suggest("Offsite agenda planner", events);
    const other = await suggest("Speaker brief writer", keeper);

    const removed = await asAdmin("DELETE", `/categories/${events}`);
    expect(removed.status).toBe(200);
    expect(removed.json.change.detail.uncategorised).toBe(1);
    const stored = await scanTable(board.stack, "suggestions");
    expect(stored.find((item) => item.id === offsite.id)).toMatchObject({ title: "Offsite agenda planner", listing: "community" });
    expect(stored.find((item) => item.id === offsite.id)?.category_id).toBeUndefined();
    expect(stored.find((item) => item.id === other.id)?.category_id).toBe(keeper);
    expect((await scanTable(board.stack, "boardCategories")).some((item) => item.id === events)).toBe(false);

    expect((await listed("sort=new")).find((s) => s.id === offsite.id)?.category).toBeNull();
    expect((await send("GET", `/suggestions?category=${events}`)).status).toBe(400);
    expect((await asAdmin("DELETE", `/categories/${events}`)).status).toBe(404);
  });
});
