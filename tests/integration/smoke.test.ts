// `npm run smoke -- <site url>`, the operator's check after a deploy and every five minutes after,
// passes against the local stack, run after run from one address, and leaves no trace.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSmoke, type LocalStack } from "@ai-leaders/local";
import { smokeKey } from "@ai-leaders/core/smoke";
import { smokeSuggestionId } from "@ai-leaders/core/voting";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { scanTable, startTestStack } from "../support/test-stack.ts";

const operator = "smoke-operator@company.example";
const smokeOf = (stack: LocalStack, accessCode = stack.config.accessCodes[0]!) =>
  runSmoke({ siteUrl: stack.url, accessCode, smokeKey: smokeKey(stack.config.tokenSecret), resultTimeoutMs: 30_000 });

describe("the smoke check", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    // The roast reads the site's own landing page, on loopback here.
    stack = await startTestStack({ settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "true", ADMIN_EMAILS: operator } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("passes every step six runs in a row from one address (past the five votes a day one address may give a suggestion), and leaves no trace", async () => {
    for (let run = 1; run <= 6; run++) {
      const steps = await smokeOf(stack);
      expect(
        steps.map((step) => [step.name, step.ok, step.ok ? "" : step.detail]),
        `run ${run}`,
      ).toEqual([
        ["public page", true, ""],
        ["address the API sees", true, ""],
        ["access gate", true, ""],
        ["vote counted once, then cleared", true, ""],
        ["workflow result pushed over the socket", true, ""],
        ["callback route", true, ""],
      ]);
      expect(steps.find((step) => step.name === "address the API sees")?.detail).toBe("127.0.0.1");
      expect(steps.find((step) => step.name === "workflow result pushed over the socket")?.detail).toMatch(/its kept result deleted$/);
    }

    // The votes were real ones, on the smoke's suggestion, and each run cleared its own.
    expect(await scanTable(stack, "suggestionVotes")).toEqual([]);
    const suggestionItems = await scanTable(stack, "suggestions");
    expect(suggestionItems.map((item) => [item.id, item.listing, item.vote_count])).toEqual([[smokeSuggestionId, "smoke", 0]]);
    // No result kept, no job on the console's list (its index), no model call counted against the address.
    expect(await scanTable(stack, "results")).toEqual([]);
    const jobs = await scanTable(stack, "analysisJobs");
    expect(jobs.map((job) => [job.status, job.smoke, job.listing, job.quota_keys])).toEqual(
      Array.from({ length: 6 }, () => ["completed", true, undefined, []]),
    );
    // Nothing counted: no analytics, no use of the access code.
    expect(await scanTable(stack, "analytics")).toEqual([]);
    expect(await scanTable(stack, "accessCodes")).toEqual([]);
    expect((await scanTable(stack, "rateLimits")).map((item) => String(item.bucket))).not.toContainEqual(
      expect.stringMatching(/smoke-check|model-day/),
    );

    // The board and the console as people see them.
    const visitor = await stack.request("/api/access", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: stack.config.accessCodes[1] }),
    });
    const gated = { "x-access-token": ((await visitor.json()) as { token: string }).token };
    for (const sort of ["top", "new", "trending"]) {
      const board = await (await stack.request(`/api/suggestions?sort=${sort}`, { headers: gated })).text();
      expect(board).toContain('"predefined"');
      expect(board).not.toContain(smokeSuggestionId);
    }
    const admin = { ...gated, authorization: `Bearer ${(await signedInConsoleAdmin(stack, operator)).accessToken}` };
    const read = async (path: string) => {
      const response = await stack.request(`/api${path}`, { headers: admin });
      expect(response.status, path).toBe(200);
      return response.text();
    };
    const csv = await read("/admin/board/suggestions.csv");
    expect(csv).toMatch(/^id,title,/);
    expect(csv).not.toContain(smokeSuggestionId);
    expect(JSON.parse(await read("/admin/jobs")).jobs).toEqual([]);
    expect(JSON.parse(await read("/admin/jobs/budget")).budget.used_tokens).toBe(0);
    const codes = JSON.parse(await read("/admin/access-codes")).codes as Array<{ uses: number }>;
    expect(codes.map((code) => code.uses)).toEqual([0, 1]);
  });

  it("fails when the roast fails, and says why: a stack that may not fetch its own loopback address", async () => {
    const guarded = await startTestStack();
    try {
      const steps = await smokeOf(guarded);
      const roast = steps.find((step) => step.name === "workflow result pushed over the socket");
      expect(roast?.ok).toBe(false);
      expect(roast?.detail).toMatch(/^the roast failed: /);
      expect(steps.filter((step) => !step.ok)).toHaveLength(1);
    } finally {
      await guarded.stop();
    }
  });

  it("fails, and says why, against something that is not the site", async () => {
    const steps = await smokeOf(stack, "WRONG-CODE");
    const gate = steps.find((step) => step.name === "access gate");
    expect(gate?.ok).toBe(false);
    expect(gate?.detail).toMatch(/\/api\/access answered 401/);
  });

  it("fails, and says why, without the stage's smoke key, and its vote is refused", async () => {
    const steps = await runSmoke({
      siteUrl: stack.url,
      accessCode: stack.config.accessCodes[0]!,
      smokeKey: smokeKey("another-stage-secret"),
    });
    const vote = steps.find((step) => step.name === "vote counted once, then cleared");
    expect(vote?.ok).toBe(false);
    expect(vote?.detail).toMatch(/^the smoke's suggestion is unknown: is the smoke key this stage's/);
  });

  it("checks that both APIs' own addresses refuse what did not come through the site, and fails when one lets it in", async () => {
    // API Gateway with the edge's authorizer and no secret given: 401 to a request, and to an upgrade.
    const gateway = createServer((_request, response) =>
      response.writeHead(401, { "content-type": "application/json" }).end('{"message":"Unauthorized"}'),
    );
    gateway.on("upgrade", (_request, socket) => socket.end("HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n"));
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    const { port } = gateway.address() as AddressInfo;
    try {
      const direct = async (api: string, realtime: string) =>
        (
          await runSmoke({
            siteUrl: stack.url,
            accessCode: stack.config.accessCodes[0]!,
            smokeKey: smokeKey(stack.config.tokenSecret),
            resultTimeoutMs: 30_000,
            directUrls: { api, realtime },
          })
        ).find((step) => step.name === "no way around the site");
      expect(await direct(`http://127.0.0.1:${port}`, `ws://127.0.0.1:${port}/live`)).toMatchObject({
        ok: true,
        detail: "the API's own address refused with 401, its socket with 401",
      });
      // The local stack itself answers without any secret: as an API reachable around the edge would.
      const open = await direct(stack.url, `${stack.url.replace(/^http/, "ws")}/ws`);
      expect(open?.ok).toBe(false);
      expect(open?.detail).toBe("the API's own address answered 200 to a request that did not come through the site");
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
