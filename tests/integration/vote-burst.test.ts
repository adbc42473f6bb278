// A crowd on one suggestion, with the product's own limits: 2,000 votes from 500 network addresses
// (4 each, each a new voter) through the real HTTP API, counted exactly and sorted right after; and
// the per-address cap counting only votes that were recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { startStackWithAccess } from "../support/access.ts";
import { eventually, scanTable } from "../support/test-stack.ts";
import { postSuggestion, voteRowsOf } from "../support/vote-rows.ts";

/** 127.0.1.1, 127.0.1.2, …: distinct loopback addresses, so distinct visitors to the stack. */
const address = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

/**
 * Enough votes, 50 at a time, to spread over every shard and race on the count; the 2,000-vote
 * burst and its figures are `npm run bench`'s (tests/bench/votes.ts).
 */
const burst = 400;

describe("a burst of votes on one suggestion", () => {
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => ({ stack, token } = await startStackWithAccess()));
  afterAll(() => stack?.stop());

  /** A vote as a browser on another address casts it: no body, the server's voter cookie if it has one. */
  async function voteFrom(sourceAddress: string, path: string, cookie?: string): Promise<{ status: number; cookie?: string }> {
    const answer = await stack.request(
      `/api${path}`,
      { method: "POST", headers: { "x-access-token": token, ...(cookie && { cookie }) } },
      { from: sourceAddress },
    );
    const issued = /^(voter=[^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1];
    return { status: answer.status, cookie: issued ?? cookie };
  }
  const addSuggestion = async (title: string) => (await postSuggestion(stack, token, title)).json.suggestion as { id: string };
  const topPage = async () =>
    (await (await stack.request(`/api/suggestions?sort=top`, { headers: { "x-access-token": token } })).json()) as {
      community: Array<{ id: string; vote_count: number }>;
    };
  const voteRows = async (id: string) => (await voteRowsOf(stack, id)).length;
  const sortKey = async (id: string) => (await scanTable(stack, "suggestions")).find((item) => item.id === id)?.vote_count;

  it("counts 400 votes from 100 addresses exactly, and ranks the suggestion by them", async () => {
    const crowd = await addSuggestion("The suggestion that went viral");
    const rival = await addSuggestion("A quieter rival");
    for (let i = 0; i < 3; i++) expect((await voteFrom(address(600 + i), `/suggestions/${rival.id}/votes`)).status).toBe(201);

    const votes = Array.from({ length: burst }, (_, i) => address(i % 100));
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < votes.length) statuses.push((await voteFrom(votes[next++]!, `/suggestions/${crowd.id}/votes`)).status);
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(burst);

    const rows = await voteRowsOf(stack, crowd.id);
    expect(rows).toHaveLength(burst);
    // The crowd's rows are spread over the suggestion's 16 partition keys by voter, not piled on one.
    expect(new Set(rows.map((row) => row.suggestion_id)).size).toBe(16);
    const shown = await eventually(async () => {
      const page = await topPage();
      return page.community[0]?.id === crowd.id ? page : undefined;
    });
    expect(shown.community[0]!.vote_count).toBe(burst);
    expect(shown.community.findIndex((item) => item.id === rival.id)).toBeGreaterThan(0);
    expect(shown.community.find((item) => item.id === rival.id)?.vote_count).toBe(3);
    // The index's sort key catches up with the count within the fold's bound: no later vote is needed.
    await eventually(async () => ((await topPage()) && (await sortKey(crowd.id)) === burst ? true : undefined));
  }, 180_000);

  it("counts only recorded votes against an address's cap, so repeats don't block its office", async () => {
    const suggestion = await addSuggestion("Voted on from one office");
    const office = address(700);
    const first = await voteFrom(office, `/suggestions/${suggestion.id}/votes`);
    expect(first.status).toBe(201);
    // One person clicking again and again, and on a suggestion that does not exist.
    for (let i = 0; i < 6; i++) expect((await voteFrom(office, `/suggestions/${suggestion.id}/votes`, first.cookie)).status).toBe(409);
    // Four colleagues behind the same address still vote: the cap is 5 recorded votes a day.
    for (let i = 0; i < 4; i++) expect((await voteFrom(office, `/suggestions/${suggestion.id}/votes`)).status).toBe(201);
    expect((await voteFrom(office, `/suggestions/${suggestion.id}/votes`)).status).toBe(429);
    expect(await voteRows(suggestion.id)).toBe(5);
    // Refusals by the cap itself don't pile up either: the 429 stays one past the cap, not more.
    const rateRows = (await scanTable(stack, "rateLimits")).filter((row) =>
      String(row.bucket).startsWith(`votes:${suggestion.id}:${office}#`),
    );
    expect(rateRows.reduce((sum, row) => sum + Number(row.hits), 0)).toBe(5);

    const unknown = crypto.randomUUID();
    for (let i = 0; i < 6; i++) expect((await voteFrom(office, `/suggestions/${unknown}/votes`)).status).toBe(404);
    const unknownRows = (await scanTable(stack, "rateLimits")).filter((row) => String(row.bucket).startsWith(`votes:${unknown}:`));
    expect(unknownRows.reduce((sum, row) => sum + Number(row.hits), 0)).toBe(0);
  });
});
