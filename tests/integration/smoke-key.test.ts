// What the smoke key (core/smoke) lets a request do through the API, on DynamoDB Local, and what it
// does not: vote on the smoke's own suggestion (nobody else may, and nobody sees it) and clear its
// votes, enter the gate and roast without being counted; never lift a limit a visitor meets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessCodeId, settingsCodeId } from "@ai-leaders/core/access-codes";
import { smokeKey, smokeKeyHeader } from "@ai-leaders/core/smoke";
import { smokeSuggestionId } from "@ai-leaders/core/voting";
import type { LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "../support/access.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { samplePageAnswer, startOpenAiStandIn, type OpenAiStandIn } from "../support/openai-stand-in.ts";
import { eventually, scanTable, startTestStack } from "../support/test-stack.ts";

describe("the smoke key", () => {
  let stack: LocalStack;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let model: OpenAiStandIn;
  let visitorToken: string;
  let asSmoke: Record<string, string>;

  beforeAll(async () => {
    site = await startFixtureSite();
    model = await startOpenAiStandIn(() => ({ content: samplePageAnswer("Invoices paid on time"), chunkSize: 64 }));
    stack = await startTestStack({
      settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", AI_PROVIDER: "openai", AI_BASE_URL: model.baseUrl, AI_MODEL: "stand-in-1" },
    });
    // The visitor enters with the second code; the smoke's entries are checked on the first.
    visitorToken = (await requestAccessGrant(stack, stack.config.accessCodes[1])).token;
    asSmoke = { [smokeKeyHeader]: smokeKey(stack.config.tokenSecret) };
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.close();
    await model?.close();
  });

  async function call(method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {}) {
    const response = await stack.request(`/api${path}`, {
      method,
      headers: { "x-access-token": visitorToken, ...(body !== undefined && { "content-type": "application/json" }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : null, cookie: response.headers.get("set-cookie") };
  }
  const votes = `/suggestions/${smokeSuggestionId}/votes`;
  const smokeVoteRows = async () =>
    (await scanTable(stack, "suggestionVotes")).filter((row) => row.suggestion_id.startsWith(smokeSuggestionId));

  describe("the smoke's suggestion", () => {
    it("is unknown to a visitor and to another stage's key: no vote, no clearing", async () => {
      const strangers: Array<Record<string, string>> = [
        {},
        { [smokeKeyHeader]: smokeKey("another-stage-token-secret-32-chars") },
        { [smokeKeyHeader]: "" },
      ];
      for (const headers of strangers) {
        expect((await call("POST", votes, { headers })).status).toBe(404);
        expect((await call("DELETE", votes, { headers })).status).toBe(404);
      }
      expect(await smokeVoteRows()).toEqual([]);
    });

    it("takes the smoke's vote once per voter, through the vote's own transaction, and clears them all", async () => {
      const first = await call("POST", votes, { headers: asSmoke });
      expect(first).toMatchObject({ status: 201, json: { vote_count: 1 } });
      const voter = first.cookie!.split(";")[0]!;
      expect((await call("POST", votes, { headers: { ...asSmoke, cookie: voter } })).status).toBe(409);
      expect(await call("POST", votes, { headers: asSmoke })).toMatchObject({ status: 201, json: { vote_count: 2 } });
      expect(await smokeVoteRows()).toHaveLength(2);

      expect(await call("DELETE", votes, { headers: asSmoke })).toMatchObject({ status: 200, json: { cleared: 2 } });
      expect(await smokeVoteRows()).toEqual([]);
      const voted = await call("POST", "/suggestions/voted", { headers: { cookie: voter }, body: { ids: [smokeSuggestionId] } });
      expect(voted.json).toEqual({ voted: [] });
      // Its count starts again from nothing.
      expect(await call("POST", votes, { headers: { ...asSmoke, cookie: voter } })).toMatchObject({ status: 201, json: { vote_count: 1 } });
      expect(await call("DELETE", votes, { headers: asSmoke })).toMatchObject({ status: 200, json: { cleared: 1 } });
    });

    it("is on no visitor's list, no list of the console's, no export and no digest; its comments and watch are unknown", async () => {
      const community = (await call("POST", "/suggestions", { body: { title: "Smoke check alarms for the board" } })).json.suggestion;
      expect((await call("POST", votes, { headers: asSmoke })).status).toBe(201);

      for (const sort of ["top", "new", "trending"]) {
        const page = await call("GET", `/suggestions?sort=${sort}`, { headers: asSmoke });
        expect(page.json.community.map((s: { id: string }) => s.id)).toEqual([community.id]);
        expect(JSON.stringify(page.json)).not.toContain(smokeSuggestionId);
      }
      expect(JSON.stringify((await call("GET", "/suggestions/roadmap", { headers: asSmoke })).json)).not.toContain(smokeSuggestionId);
      const similar = await call("GET", "/suggestions/similar?q=smoke%20check", { headers: asSmoke });
      expect(similar.json.suggestions.map((s: { id: string }) => s.id)).toEqual([community.id]);
      expect((await call("GET", `/suggestions/${smokeSuggestionId}/comments`, { headers: asSmoke })).status).toBe(404);
      expect(
        (await call("POST", `/suggestions/${smokeSuggestionId}/comments`, { headers: asSmoke, body: { comment_text: "Hi" } })).status,
      ).toBe(404);
      const watch = { email: "reader@company.example", consent: true };
      expect((await call("POST", `/suggestions/${smokeSuggestionId}/notify-me`, { headers: asSmoke, body: watch })).status).toBe(404);

      // What the console's lists and its suggestions.csv read (admin/board-export.ts), and the weekly digest.
      const { voting } = stack.services;
      const listed = [];
      for (const state of ["visible", "hidden", "pending"] as const)
        listed.push(...(await voting.moderation.listSuggestions(state, null)).items);
      listed.push(...(await voting.listPredefined()), ...(await voting.suggestionsSince(new Date(0), 100)));
      listed.push(...(await voting.mergeTargets("smoke check", new Date())));
      expect(listed.map((s) => s.id)).toContain(community.id);
      expect(listed.map((s) => s.id)).not.toContain(smokeSuggestionId);
      // Merged into a suggestion people see, its votes would be counted: refused.
      const merged = await voting.moderation.merge("operator@company.example", smokeSuggestionId, community.id, new Date());
      expect(merged).toMatchObject({ ok: false, status: 404 });
      expect((await call("DELETE", votes, { headers: asSmoke })).json).toEqual({ cleared: 1 });
    });

    it("takes a vote on itself only as the smoke's, and the smoke's on nothing else", async () => {
      const { voting } = stack.services;
      const community = (await call("POST", "/suggestions", { body: { title: "Another idea" } })).json.suggestion;
      expect(await voting.vote(smokeSuggestionId, "device-visitor", new Date())).toEqual({ result: "not-found" });
      expect(await voting.vote(community.id, "device-smoke", new Date(), { smoke: true })).toEqual({ result: "not-found" });
      expect(await voting.vote(smokeSuggestionId, "device-smoke", new Date(), { smoke: true })).toMatchObject({ result: "voted" });
      expect((await call("DELETE", votes, { headers: asSmoke })).json).toEqual({ cleared: 1 });
    });
  });

  it("lifts no limit a visitor meets: one address's votes on a suggestion stop at five a day, with the key or without", async () => {
    const community = (await call("POST", "/suggestions", { body: { title: "Five votes from one office" } })).json.suggestion;
    // Each call without a cookie is a new voter, as five browsers in one office would be.
    for (let voter = 1; voter <= 5; voter++)
      expect((await call("POST", `/suggestions/${community.id}/votes`, { headers: asSmoke })).status).toBe(201);
    expect((await call("POST", `/suggestions/${community.id}/votes`, { headers: asSmoke })).status).toBe(429);
    expect((await call("POST", `/suggestions/${community.id}/votes`)).status).toBe(429);
  });

  describe("the gate", () => {
    const enter = (code: string, headers: Record<string, string> = {}) =>
      stack.request("/api/access", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ code }),
      });
    const usesOf = async (id: string) => (await stack.services.accessCodes.settingsCounts([id])).get(id)!.uses;

    it("lets the smoke in with a code of the setting without counting the use; a visitor's use is counted", async () => {
      const [code] = stack.config.accessCodes;
      const before = await usesOf(settingsCodeId(0));
      expect((await enter(code!, asSmoke)).status).toBe(200);
      expect(await usesOf(settingsCodeId(0))).toBe(before);
      expect((await enter(code!)).status).toBe(200);
      expect(await usesOf(settingsCodeId(0))).toBe(before + 1);
    });

    it("checks a stored code for the smoke as for anyone, without using it up, and refuses it one used up", async () => {
      const code = "SMOKE-STORED-CODE";
      const id = accessCodeId(code, stack.config.tokenSecret);
      await stack.services.accessCodes.create({ id, label: "One use", created_by: "operator@company.example", use_limit: 1 }, new Date());
      expect((await enter(code, asSmoke)).status).toBe(200);
      expect((await enter(code, asSmoke)).status).toBe(200);
      expect((await stack.services.accessCodes.get(id))?.uses).toBe(0);
      expect((await enter(code)).status).toBe(200);
      expect((await stack.services.accessCodes.get(id))?.uses).toBe(1);
      expect((await enter(code, asSmoke)).status).toBe(401);
      expect((await enter("NOT-A-CODE-AT-ALL", asSmoke)).status).toBe(401);
    });
  });

  it("roasts for the smoke without the model, against no quota and off the console's list; a visitor's roast calls the model", async () => {
    const roast = async (headers: Record<string, string>) => {
      const started = await call("POST", "/workflows/website-roast", { headers, body: { url: site.url("strong") } });
      expect(started.status).toBe(201);
      return eventually(async () => {
        const answer = await call("GET", `/get-analysis-result?session_id=${started.json.session_id}`);
        return answer.json.success ? { sessionId: started.json.session_id as string, ...answer.json.data } : undefined;
      });
    };
    const stored = async (sessionId: string) => (await scanTable(stack, "analysisJobs")).find((job) => job.session_id === sessionId)!;
    const modelCalls = model.requests.length;

    const smoke = await roast(asSmoke);
    expect(smoke).toMatchObject({ status: "completed", source: { engine: "rule-based" } });
    expect(model.requests.length).toBe(modelCalls);
    expect(await stored(smoke.sessionId)).toMatchObject({ smoke: true, quota_keys: [] });
    expect((await stored(smoke.sessionId)).listing).toBeUndefined();

    const visitor = await roast({});
    expect(visitor).toMatchObject({ status: "completed", source: { engine: "model" } });
    expect(model.requests.length).toBeGreaterThan(modelCalls);
    expect(await stored(visitor.sessionId)).toMatchObject({ listing: expect.stringMatching(/^jobs#/), quota_keys: [expect.any(String)] });
    expect((await stored(visitor.sessionId)).smoke).toBeUndefined();
  });
});
