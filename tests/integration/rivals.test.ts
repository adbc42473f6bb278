// "Compare with competitors" (issue 27, Deliver 4): a kept page report starts one built-in roast
// per rival page, on the leader's rubric, even when the roast itself goes to an automation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { newResultId } from "@ai-leaders/core/roast/store";
import type { PageReport } from "@ai-leaders/core/roast/report";
import type { LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { startCaptureSite } from "../support/capture-site.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

/** Counted once a request, four would let every comparison here through; counted per rival page, they don't. */
const workflowLimit = { limit: 4, windowSeconds: 600 };

describe("comparing a kept page report with competitors", () => {
  let stack: LocalStack;
  let site: Awaited<ReturnType<typeof startCaptureSite>>;
  let receiver: WebhookReceiver;
  let accessToken: string;
  let leaderId: string;

  beforeAll(async () => {
    site = await startCaptureSite();
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      settings: {
        ANALYZER_ALLOW_PRIVATE_HOSTS: "1",
        WEBSITE_ROAST_WEBHOOK_URL: `${receiver.url}/website-roast`,
      },
      rateLimits: { ...rateLimits, workflow: workflowLimit },
    });
    accessToken = (await requestAccessGrant(stack)).token;
    leaderId = await keepLeaderReport(stack, site.url("designed"));
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
    await site?.close();
  });

  const compare = (body: unknown, id = leaderId, headers: Record<string, string> = { "x-access-token": accessToken }) =>
    postJson(stack.request, `/api/results/${id}/rivals`, body, {
      headers: { "content-type": "application/json", ...headers },
    });

  async function jobCount() {
    return (await scanTable(stack, "analysisJobs")).length;
  }

  it.each([
    ["no URL", { urls: [] }, 400, "Add one to three competitor URLs."],
    [
      "four URLs",
      {
        urls: ["https://a.example", "https://b.example", "https://c.example", "https://d.example"],
      },
      400,
      "Add one to three competitor URLs.",
    ],
    ["no list", {}, 400, "Add one to three competitor URLs."],
    [
      "the same page twice",
      { urls: ["https://rival.example/", "http://www.rival.example"] },
      400,
      "Each competitor URL must be a different page.",
    ],
    ["a bad URL", { urls: ["https://rival.example", "not a url"] }, 400, "Please enter a valid URL"],
    ["another protocol", { urls: ["ftp://rival.example"] }, 400, "URL must use http or https protocol"],
  ])("refuses %s with a clear message, storing nothing", async (_, body, status, message) => {
    const before = await jobCount();
    const answer = await compare(body);
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toBe(message);
    expect(await jobCount()).toBe(before);
  });

  it("refuses the report's own page, an unknown result and a visitor without the access code, storing nothing", async () => {
    const before = await jobCount();
    const itself = await compare({ urls: [`${site.url("designed")}/`] });
    expect(itself.status).toBe(400);
    expect(itself.json.error.message).toBe("That is the page this report is about: add a competitor's page.");
    const unknown = await compare({ urls: ["https://rival.example"] }, newResultId());
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe("This result doesn't exist or was deleted.");
    const noCode = await compare({ urls: ["https://rival.example"] }, leaderId, {});
    expect(noCode.status).toBe(401);
    expect(await jobCount()).toBe(before);
  });

  it("roasts each rival with the built-in analyzer on the same rubric, though the roast has a webhook", async () => {
    const rivals = [site.url("bare"), site.url("fault")];
    const started = await compare({ urls: rivals });
    expect(started.status).toBe(201);
    expect(started.json.jobs.map((job: { url: string }) => job.url)).toEqual(rivals);
    const reports = await Promise.all(
      started.json.jobs.map(async ({ session_id }: { session_id: string }) => {
        const done = await eventually(async () => {
          const response = await stack.request(`/api/get-analysis-result?session_id=${session_id}`, {
            headers: { "x-access-token": accessToken },
          });
          const json = (await response.json()) as any;
          return json.success ? json.data : undefined;
        });
        expect(done.status, JSON.stringify(done)).toBe("completed");
        expect(done.source.engine).toBe("rule-based");
        expect(done.result_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
        return done.report as PageReport;
      }),
    );
    expect(reports.map((report) => [report.kind, report.url])).toEqual(rivals.map((url) => ["page", url]));
    for (const report of reports) expect(report.categories.length).toBeGreaterThan(0);
    expect(receiver.received).toEqual([]);
  });

  it("counts each rival page against the workflow limit", async () => {
    // Two rival roasts so far; three more pass the limit of four.
    const before = await jobCount();
    const refused = await compare({
      urls: ["https://one.example", "https://two.example", "https://three.example"],
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await jobCount()).toBe(before);
  });
});

/** A page report kept earlier, as a roast of the leader's own page left it. */
async function keepLeaderReport(stack: LocalStack, url: string): Promise<string> {
  const report: PageReport = {
    kind: "page",
    url,
    verdict: "Clear, but nobody vouches for it.",
    score: 62,
    calibration: "Most pages score 45–70.",
    categories: [
      {
        name: "Clarity",
        score: 7,
        summary: "Says what it does.",
        evidence: [],
      },
      { name: "Trust", score: 3, summary: "No customers named.", evidence: [] },
    ],
    fixes: [],
    headlines: [],
    callsToAction: [],
    notChecked: [],
    read: [],
  };
  const resultId = newResultId();
  const now = new Date();
  await stack.services.results.put({
    result_id: resultId,
    session_id: `roast-${now.getTime()}-${"0".repeat(32)}`,
    kind: "website-roast",
    subject: url,
    text: report.verdict,
    report,
    source: { engine: "rule-based" },
    created_at: now.toISOString(),
    expires_at: Math.floor(now.getTime() / 1000) + 3600,
  });
  return resultId;
}
