// Kept results over real HTTP: a permalink anyone can read (noindex), deleted only by whoever
// made it, listed for the signed-in user, kept for the configured period, and "roast again"
// reporting progress against the earlier result of a page that changed.
import { describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";
import { watchedSession } from "@ai-leaders/core/jobs";
import { useTestStack } from "../support/use-stack.ts";
import { pageAfter, pageBefore, startChangingPage } from "../support/changing-page.ts";

const generous = { limit: 10_000, windowSeconds: 600 };
const deviceKey = "d".repeat(43);
const otherDevice = "o".repeat(43);

const suite = useTestStack({
  beside: async () => ({ page: await startChangingPage() }),
  stack: {
    rateLimits: { ...rateLimits, workflow: generous, signUp: generous, signInPerIp: generous },
    settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", RESULT_RETENTION_DAYS: "2" },
  },
  access: true,
});

async function roast(body: Record<string, string>, headers: Record<string, string> = {}, kind = "website-roast") {
  const started = await postJson(suite.stack.request, `/api/workflows/${kind}`, body, {
    headers: { "content-type": "application/json", "x-access-token": suite.accessToken, "x-device-key": deviceKey, ...headers },
  });
  expect(started.status).toBe(201);
  return eventually(async () => {
    const polled = await suite.stack.request(`/api/get-analysis-result?session_id=${started.json.session_id}`, {
      headers: { "x-access-token": suite.accessToken },
    });
    const json = (await polled.json()) as { success: boolean; data: Record<string, any> };
    return json.success ? json.data : undefined;
  });
}

const getResult = (id: string, headers: Record<string, string> = {}) => suite.stack.request(`/api/results/${id}`, { headers });
const deleteResult = (id: string, headers: Record<string, string> = {}) =>
  suite.stack.request(`/api/results/${id}`, { method: "DELETE", headers });

describe("a kept result", () => {
  it("has an unguessable permalink anyone can read without a code, marked noindex", async () => {
    const data = await roast({ url: suite.page.url });
    expect(data.result_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const response = await getResult(data.result_id);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const { result } = (await response.json()) as { result: Record<string, any> };
    expect(result).toMatchObject({ result_id: data.result_id, kind: "website-roast", subject: suite.page.url, can_delete: false });
    expect(result.report.score).toBe(data.report.score);
    expect(result.text).toBe(data.roast);
    const page = await suite.stack.request(`/r/${data.result_id}`);
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect((await suite.stack.request(`/blog/why-ai-matters-for-leaders`)).headers.get("x-robots-tag")).toBeNull();
  });

  it("is kept for RESULT_RETENTION_DAYS, through a DynamoDB TTL", async () => {
    const data = await roast({ url: suite.page.url });
    const [row] = (await scanTable(suite.stack, "results")).filter((item) => item.result_id === data.result_id);
    const days = (row!.expires_at - Date.parse(row!.created_at) / 1000) / 86_400;
    expect(Math.round(days)).toBe(2);
  });

  it("is deleted only by the device (or account) that made it; then its link answers 404", async () => {
    const data = await roast({ url: suite.page.url });
    expect((await deleteResult(data.result_id, { "x-device-key": otherDevice })).status).toBe(404);
    expect((await deleteResult(data.result_id)).status).toBe(404);
    expect((await scanTable(suite.stack, "results")).some((item) => item.result_id === data.result_id)).toBe(true);
    const mine = (await (await getResult(data.result_id, { "x-device-key": deviceKey })).json()) as { result: { can_delete: boolean } };
    expect(mine.result.can_delete).toBe(true);
    expect((await deleteResult(data.result_id, { "x-device-key": deviceKey })).status).toBe(204);
    expect((await getResult(data.result_id)).status).toBe(404);
    expect((await scanTable(suite.stack, "results")).some((item) => item.result_id === data.result_id)).toBe(false);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await getResult("A".repeat(22))).status).toBe(404);
    expect((await getResult("not-an-id")).status).toBe(404);
  });
});

describe("your results", () => {
  it("lists a signed-in user's results, newest first, and nobody else's", async () => {
    const signUp = (email: string) => createAccount(suite.stack, { email, password: "Board2026Ready", full_name: "Ada Lovelace" });
    const ada = (await signUp(`ada-${Date.now()}@company.example`)).session.access_token as string;
    const grace = (await signUp(`grace-${Date.now()}@company.example`)).session.access_token as string;
    const first = await roast({ url: suite.page.url }, { authorization: `Bearer ${ada}` }, "landing-roast");
    const second = await roast({ url: suite.page.url }, { authorization: `Bearer ${ada}` }, "landing-roast");
    await roast({ url: suite.page.url }, { authorization: `Bearer ${grace}` }, "landing-roast");
    const list = async (accessToken: string) =>
      (
        (await (await suite.stack.request(`/api/results`, { headers: { authorization: `Bearer ${accessToken}` } })).json()) as {
          results: Array<{ result_id: string; score?: number }>;
        }
      ).results;
    const adas = await list(ada);
    expect(adas.map((result) => result.result_id)).toEqual([second.result_id, first.result_id]);
    expect(typeof adas[0]!.score).toBe("number");
    expect((await list(grace)).map((result) => result.result_id)).not.toContain(first.result_id);
    expect((await suite.stack.request(`/api/results`)).status).toBe(401);
    // The account that made it may delete it from any device.
    expect((await deleteResult(first.result_id, { authorization: `Bearer ${grace}` })).status).toBe(404);
    expect((await deleteResult(first.result_id, { authorization: `Bearer ${ada}` })).status).toBe(204);
  });
});

describe("your roasts still running", () => {
  it("are listed for the account on any device, each with a ticket to watch it, and for nobody else", async () => {
    const signUp = (email: string) => createAccount(suite.stack, { email, password: "Board2026Ready", full_name: "Ada Lovelace" });
    const ada = (await signUp(`ada-running-${Date.now()}@company.example`)).session.access_token as string;
    const grace = (await signUp(`grace-running-${Date.now()}@company.example`)).session.access_token as string;
    const start = (headers: Record<string, string>) =>
      postJson(
        suite.stack.request,
        `/api/workflows/website-roast`,
        { url: `${suite.page.url}slow` },
        { headers: { "content-type": "application/json", "x-access-token": suite.accessToken, ...headers } },
      );
    const adas = await start({ authorization: `Bearer ${ada}`, "x-device-key": deviceKey });
    const anonymous = await start({ "x-device-key": deviceKey });
    expect([adas.status, anonymous.status]).toEqual([201, 201]);
    const running = async (accessToken: string) =>
      (
        (await (
          await suite.stack.request(`/api/results`, { headers: { authorization: `Bearer ${accessToken}`, "x-device-key": otherDevice } })
        ).json()) as {
          in_flight: Array<{ kind: string; subject: string; started_at: number; ticket: { session_id: string; watch_token: string } }>;
        }
      ).in_flight;

    const [job, ...others] = await running(ada);
    expect(others).toEqual([]);
    expect(job).toMatchObject({ kind: "website-roast", subject: `${suite.page.url}slow`, ticket: { session_id: adas.json.session_id } });
    expect(Date.now() - job!.started_at).toBeLessThan(60_000);
    expect(watchedSession(job!.ticket.watch_token, suite.stack.config.tokenSecret, new Date())).toBe(adas.json.session_id);
    expect(await running(grace)).toEqual([]);

    suite.page.releaseSlow();
    await eventually(async () => ((await running(ada)).length === 0 ? true : undefined));
  });
});

describe("roast again", () => {
  it("shows the score change and marks each earlier top fix fixed or still open", async () => {
    suite.page.html = pageBefore;
    const first = await roast({ url: suite.page.url });
    suite.page.html = pageAfter;
    const again = await roast({ url: suite.page.url, previous_result_id: first.result_id });
    const progress = again.report.progress;
    expect(progress.previousResultId).toBe(first.result_id);
    expect(progress.previousScore).toBe(first.report.score);
    expect(progress.scoreChange).toBe(again.report.score - first.report.score);
    expect(progress.scoreChange).toBeGreaterThan(0);
    expect(progress.fixes.map((fix: { title: string }) => fix.title)).toEqual(
      first.report.fixes.map((fix: { title: string }) => fix.title),
    );
    expect(progress.fixes.some((fix: { status: string }) => fix.status === "fixed")).toBe(true);
    expect(again.roast).toContain("## Since your last report");
  });

  it("ignores an earlier result of another page", async () => {
    const other = await roast({ url: `${suite.page.url}other` });
    const again = await roast({ url: suite.page.url, previous_result_id: other.result_id });
    expect(again.report.progress).toBeUndefined();
  });
});
