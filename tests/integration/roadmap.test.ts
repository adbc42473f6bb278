// The roadmap's API against DynamoDB Local: planned, in progress and recently done suggestions in
// their columns, the operator's hidden and pending ones nowhere, and only behind the access code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { startStackWithAccess } from "../support/access.ts";

const actor = "operator@example.com";
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe("the roadmap", () => {
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => ({ stack, token } = await startStackWithAccess()));
  afterAll(() => stack?.stop());

  const voting = () => stack.services.voting;
  const roadmap = async () => {
    const response = await stack.request(`/api/suggestions/roadmap`, { headers: { "x-access-token": token } });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<"planned" | "in_progress" | "done", Array<Record<string, unknown>>>;
  };
  const titlesIn = (columns: Awaited<ReturnType<typeof roadmap>>) => ({
    planned: columns.planned.map((s) => s.title),
    in_progress: columns.in_progress.map((s) => s.title),
    done: columns.done.map((s) => s.title),
  });
  async function seed(
    title: string,
    status: "open" | "planned" | "in_progress" | "done" | "declined",
    { votes = 0, markedAt = new Date() } = {},
  ) {
    const suggestion = await voting().addSuggestion({ title, description: `${title}, described.` }, daysAgo(120));
    for (let i = 0; i < votes; i++) await voting().vote(suggestion.id, crypto.randomUUID(), new Date());
    if (status !== "open") await voting().moderation.setStatus(actor, suggestion.id, { status, reply: `${title}: our reply.` }, markedAt);
    return suggestion;
  }

  it("puts planned, in-progress and recently done suggestions in their columns, planned ones by votes", async () => {
    await seed("Board pack builder", "planned", { votes: 1 });
    await seed("Investor update writer", "planned", { votes: 3 });
    await seed("Hiring plan helper", "in_progress", { votes: 2 });
    await seed("Offsite agenda planner", "done", { markedAt: daysAgo(10) });
    await seed("Pricing page critic", "done", { markedAt: daysAgo(2) });
    await seed("Shipped last year", "done", { votes: 9, markedAt: daysAgo(100) });
    await seed("Still only an idea", "open", { votes: 5 });
    await seed("Not for us", "declined", { votes: 5 });

    const columns = await roadmap();
    expect(titlesIn(columns)).toEqual({
      planned: ["Investor update writer", "Board pack builder"],
      in_progress: ["Hiring plan helper"],
      done: ["Pricing page critic", "Offsite agenda planner"],
    });
    expect(columns.planned[0]).toEqual({
      id: expect.any(String),
      title: "Investor update writer",
      description: "Investor update writer, described.",
      vote_count: 3,
      comment_count: 0,
      created_at: expect.any(String),
      status: "planned",
      status_reply: "Investor update writer: our reply.",
      status_updated_at: expect.any(String),
      category: null,
    });
  });

  it("shows a vote cast a moment ago", async () => {
    const suggestion = await seed("Weekly metrics digest", "in_progress", { votes: 1 });
    await voting().vote(suggestion.id, crypto.randomUUID(), new Date());
    expect((await roadmap()).in_progress.find((s) => s.id === suggestion.id)?.vote_count).toBe(2);
  });

  it("lists a hidden or a pending suggestion nowhere, whatever its status", async () => {
    const hidden = await seed("Hidden but planned", "planned", { votes: 4 });
    await voting().moderation.hideSuggestion(actor, hidden.id, new Date());
    await voting().moderation.setPreModeration(actor, true, new Date());
    try {
      const pending = await voting().addSuggestion({ title: "Pending but in progress", description: null }, new Date(), { pending: true });
      await voting().moderation.setStatus(actor, pending.id, { status: "in_progress", reply: null }, new Date());
    } finally {
      await voting().moderation.setPreModeration(actor, false, new Date());
    }
    const shown = Object.values(titlesIn(await roadmap())).flat();
    expect(shown).not.toContain("Hidden but planned");
    expect(shown).not.toContain("Pending but in progress");
  });

  it("answers 401 without an access code", async () => {
    const response = await stack.request(`/api/suggestions/roadmap`);
    expect(response.status).toBe(401);
  });
});
