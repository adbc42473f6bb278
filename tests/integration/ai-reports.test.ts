// The built-in path with a model, through the whole local stack: the job is relayed, the model
// (a stand-in speaking the OpenAI wire protocol) streams, what changed in the report is pushed
// over the WebSocket as patches, and the stored job keeps the report, who wrote it and what it cost.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { workflowMessages } from "@ai-leaders/core/messages";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { eventually, postJson, scanTable, startTestStack, type TestStackOptions } from "../support/test-stack.ts";
import { requestAccessGrant } from "../support/access.ts";
import { startWebsiteRoast } from "../support/roast.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { samplePageAnswer, startOpenAiStandIn, type OpenAiStandIn } from "../support/openai-stand-in.ts";
import { withPatch, type StreamedReport } from "../../packages/web/src/features/roast/report/partial-report.ts";
import { startBedrockStandIn, type BedrockStandIn } from "../support/bedrock-stand-in.ts";

const headline = "Invoicing for freelancers who hate chasing payments";
const generous = { limit: 10_000, windowSeconds: 600 };

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let model: OpenAiStandIn;

beforeAll(async () => {
  site = await startFixtureSite();
  model = await startOpenAiStandIn(() => ({ content: samplePageAnswer(headline), chunkSize: 16, delayMs: 2 }));
});
afterAll(async () => {
  await site.close();
  await model.close();
});

function stackWithModel(extra: Record<string, string> = {}, options: TestStackOptions = {}) {
  return startTestStack({
    ...options,
    rateLimits: { ...rateLimits, workflow: generous },
    settings: {
      ANALYZER_ALLOW_PRIVATE_HOSTS: "1",
      AI_PROVIDER: "openai",
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: "stand-in-1",
      ...extra,
    },
  });
}

async function startRoast(stack: LocalStack, url: string) {
  const { token } = await requestAccessGrant(stack);
  return { ...(await startWebsiteRoast(stack, token, url)), token };
}

/** Every message pushed to a socket watching the session, until the result arrives, and its bytes. */
function watch(stack: LocalStack, watchToken: string) {
  const messages: Array<Record<string, any>> = [];
  let bytes = 0;
  const socket = new WebSocket(`${stack.url.replace("http", "ws")}/ws?token=${encodeURIComponent(watchToken)}`);
  socket.on("message", (data: Buffer) => {
    bytes += data.length;
    messages.push(JSON.parse(String(data)));
  });
  const opened = new Promise((resolve) => socket.once("open", resolve));
  return { messages, opened, bytes: () => bytes, close: () => socket.close() };
}

describe("AI reports through the relay", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await stackWithModel();
  });
  afterAll(() => stack.stop());

  it("streams the report as patches the page turns into the finished report, in few messages and bytes", async () => {
    // The model starts writing only once the socket is open, so no patch can be missed. About 20
    // characters every 50 ms: fast enough for a test, slow enough that coalescing has work to do.
    let socketOpen!: () => void;
    const startWhen = new Promise<void>((resolve) => (socketOpen = resolve));
    model.answerWith(() => ({ content: samplePageAnswer(headline), chunkSize: 20, delayMs: 50, startWhen }));
    const { token } = await requestAccessGrant(stack);
    const started = await postJson(
      `${stack.url}/api/workflows/website-roast`,
      { url: site.url("strong") },
      { headers: { "content-type": "application/json", "x-access-token": token } },
    );
    const socket = watch(stack, started.json.watch_token);
    await socket.opened;
    socketOpen();
    const result = await eventually(() => socket.messages.find((message) => message.type === "analysis_result"));
    socket.close();

    const patches = socket.messages.filter((message) => message.type === "analysis_patch");
    expect(patches.length).toBeGreaterThan(3);
    expect(socket.messages.indexOf(result)).toBe(socket.messages.length - 1);
    expect(patches.map((patch) => patch.seq)).toEqual(patches.map((_, index) => index + 1));
    // Only what changed: no patch after the first carries the whole report again.
    expect(patches.slice(1).every((patch) => patch.ops.every((op: { path: unknown[] }) => op.path.length > 0))).toBe(true);

    // The page's patch application ends where the model's answer ended: the finished report
    // but for what the server adds after checking it (the pages read, the rubric, what code checked).
    let streamed: StreamedReport | null = null;
    for (const patch of patches) {
      streamed = withPatch(streamed, patch as { seq: number; ops: [] });
      expect(streamed).not.toBeNull();
    }
    expect({
      ...streamed!.report,
      read: result.report.read,
      rubricVersion: result.report.rubricVersion,
      checks: result.report.checks,
    }).toEqual(result.report);

    // The budget (issue 24): a 1.7 KB answer was 333 messages and 344 KB when each token re-sent
    // the report. Now the patches together weigh less than three reports, and everything pushed
    // less than three result messages.
    const bytes = (message: unknown) => Buffer.byteLength(JSON.stringify(message));
    const patchBytes = patches.reduce((sum, patch) => sum + bytes(patch), 0);
    expect(socket.messages.length).toBeLessThanOrEqual(30);
    expect(patchBytes).toBeLessThanOrEqual(3 * bytes(result.report));
    expect(socket.bytes()).toBeLessThanOrEqual(3 * bytes(result));

    expect(result.status).toBe("completed");
    expect(result.source).toEqual({ engine: "model", model: "stand-in-1" });
    expect(result.report.score).toBe(64);
    expect(result.content).toContain("Overall score: 64/100.");

    const [job] = (await scanTable(stack, "analysisJobs")).filter((row) => row.session_id === started.json.session_id);
    expect(job!.model_usage).toMatchObject({ input_tokens: 1200, attempts: 1 });
    expect(job!.model_usage.output_tokens).toBeGreaterThan(0);
    expect(job!.model_usage.model_ms).toBeGreaterThan(0);
    expect(job!.report.categories[0].evidence[0].quote).toBe(headline);
    expect(job!.quota_keys.some((key: string) => key.includes("127.0.0.1"))).toBe(false);

    // Polling gives the same result and report (spec §7: data.roast is the text shown).
    const polled = await stack.request(`/api/get-analysis-result?session_id=${started.json.session_id}`, {
      headers: { "x-access-token": token },
    });
    const body = (await polled.json()) as { success: boolean; data: Record<string, any> };
    expect(body.success).toBe(true);
    expect(body.data.report.verdict).toBe(result.report.verdict);
    expect(body.data.source.engine).toBe("model");
  });

  it("tells the visitor in plain words when the model fails, and keeps the provider's answer for the operator", async () => {
    model.answerWith(() => ({ status: 500, error: "upstream_overloaded: shard 7 of cluster eu-2 is down" }));
    try {
      const { session_id, token } = await startRoast(stack, site.url("strong"));
      const job = await eventually(async () => {
        const found = await stack.services.jobs.get(session_id);
        return found?.status === "completed" ? found : undefined;
      });
      const polled = (await (
        await stack.request(`/api/get-analysis-result?session_id=${session_id}`, { headers: { "x-access-token": token } })
      ).json()) as any;
      expect(polled.data.source).toEqual({
        engine: "rule-based",
        notice: "The AI model could not be reached just now, so this is the built-in analysis.",
      });
      // The provider's words and status, not any "500": the session id is digits and may hold one.
      expect(JSON.stringify(polled)).not.toMatch(/upstream_overloaded|shard 7|cluster eu-2|answered 500|status 500/);
      expect(job.error_detail).toMatch(/^The model endpoint answered 500: .*shard 7 of cluster eu-2 is down/);
    } finally {
      model.answerWith(() => ({ content: samplePageAnswer(headline), chunkSize: 16, delayMs: 2 }));
    }
  });

  it("uses an automation exactly as before when its webhook is set, with no model call", async () => {
    const withAutomation = await stackWithModel({ WEBSITE_ROAST_WEBHOOK_URL: "http://127.0.0.1:9/never" });
    try {
      const before = model.requests.length;
      const { session_id } = await startRoast(withAutomation, site.url("strong"));
      await eventually(
        async () =>
          ((await scanTable(withAutomation, "analysisJobs")).find((row) => row.session_id === session_id)?.relay_attempts ?? 0) > 0 ||
          undefined,
      );
      expect(model.requests.length).toBe(before);
    } finally {
      await withAutomation.stop();
    }
  });
});

describe("the daily quota on model calls", () => {
  it("answers with the built-in analysis and says why once a network has used its AI reports", async () => {
    const stack = await stackWithModel({ AI_DAILY_LIMIT_PER_IP: "1" });
    try {
      const before = model.requests.length;
      const first = await startRoast(stack, site.url("strong"));
      const second = await startRoast(stack, site.url("weak"));
      const finished = async (sessionId: string) => {
        const job = (await scanTable(stack, "analysisJobs")).find((row) => row.session_id === sessionId);
        return job?.status === "completed" ? job : undefined;
      };
      const [firstJob, secondJob] = await Promise.all([
        eventually(() => finished(first.session_id), 30_000),
        eventually(() => finished(second.session_id)),
      ]);
      const engines = [firstJob.source.engine, secondJob.source.engine].sort();
      expect(engines).toEqual(["model", "rule-based"]);
      const withheld = firstJob.source.engine === "rule-based" ? firstJob : secondJob;
      expect(withheld.source.notice).toBe(
        "You've reached today's limit of 1 AI report, so this one is the built-in analysis. AI reports are available again after midnight UTC.",
      );
      expect(withheld.content).toContain("You've reached today's limit of 1 AI report");
      expect(withheld.model_usage).toBeUndefined();
      expect(model.requests.length - before).toBe(1);
    } finally {
      await stack.stop();
    }
  });
});

describe("the site's daily budget of model tokens (AI_DAILY_BUDGET)", () => {
  const operator = "budget@site.example";

  /** The stack's admin, signed in with a password of its own and a second factor: the console's view of the budget. */
  const consoleToken = async (stack: LocalStack) => (await signedInConsoleAdmin(stack, operator, "Budget2026Ready")).accessToken;

  async function budgetInConsole(stack: LocalStack, token: string) {
    const response = await stack.request(`/api/admin/jobs/budget`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { budget: { day: string; used_tokens: number; daily_tokens: number | null } }).budget;
  }

  async function finishedJob(stack: LocalStack, sessionId: string) {
    return eventually(async () => {
      const job = (await scanTable(stack, "analysisJobs")).find((row) => row.session_id === sessionId);
      return job?.status === "completed" ? job : undefined;
    });
  }

  it("answers with the rule-based report and says why once the day's tokens reach the budget, and tells the operator once", async () => {
    const logged: Array<Record<string, unknown>> = [];
    const stack = await stackWithModel({ AI_DAILY_BUDGET: "500", ADMIN_EMAILS: operator }, { log: (entry) => logged.push(entry) });
    try {
      model.answerWith(() => ({ content: samplePageAnswer(headline), usage: { prompt: 300, completion: 250 } }));
      const token = await consoleToken(stack);
      const before = await budgetInConsole(stack, token);
      expect(before).toMatchObject({ used_tokens: 0, daily_tokens: 500 });
      expect(before.day).toBe(new Date().toISOString().slice(0, 10));

      const requestsBefore = model.requests.length;
      const first = await finishedJob(stack, (await startRoast(stack, site.url("strong"))).session_id);
      expect(first.source.engine).toBe("model");
      expect(first.model_usage).toMatchObject({ input_tokens: 300, output_tokens: 250 });
      expect(await budgetInConsole(stack, token)).toMatchObject({ used_tokens: 550, daily_tokens: 500 });

      const second = await finishedJob(stack, (await startRoast(stack, site.url("weak"))).session_id);
      const third = await finishedJob(stack, (await startRoast(stack, site.url("strong"))).session_id);
      for (const withheld of [second, third]) {
        expect(withheld.source).toEqual({ engine: "rule-based", notice: workflowMessages.modelBudgetReached });
        expect(withheld.content).toContain("Today's AI budget for the whole site has been used");
        expect(withheld.model_usage).toBeUndefined();
      }
      expect(model.requests.length - requestsBefore).toBe(1);
      expect(await budgetInConsole(stack, token)).toMatchObject({ used_tokens: 550 });

      const exhausted = logged.filter((entry) => entry.event === "ai_budget_exhausted");
      expect(exhausted).toEqual([{ event: "ai_budget_exhausted", day: before.day, used_tokens: 550, budget_tokens: 500 }]);
      // The budget withheld the model before the visitor's own quota was counted.
      const quotaBuckets = (await scanTable(stack, "rateLimits")).filter((row) => String(row.bucket).startsWith("model-day:ip:"));
      expect(quotaBuckets.reduce((sum, row) => sum + Number(row.hits), 0)).toBe(1);
    } finally {
      await stack.stop();
      model.answerWith(() => ({ content: samplePageAnswer(headline), chunkSize: 16, delayMs: 2 }));
    }
  });

  it("shows the day's use with no budget set, and never withholds the model for it", async () => {
    const stack = await stackWithModel({ ADMIN_EMAILS: operator });
    try {
      const token = await consoleToken(stack);
      const job = await finishedJob(stack, (await startRoast(stack, site.url("strong"))).session_id);
      expect(job.source.engine).toBe("model");
      const used = job.model_usage.input_tokens + job.model_usage.output_tokens;
      expect(await budgetInConsole(stack, token)).toMatchObject({ used_tokens: used, daily_tokens: null });
    } finally {
      await stack.stop();
    }
  });
});

describe("Amazon Bedrock behind the built-in path", () => {
  // The SDK finds the stand-in through its own endpoint setting, as it would a VPC endpoint.
  const bedrockEnv = ["AWS_ENDPOINT_URL_BEDROCK_RUNTIME", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_REGION"] as const;
  const saved = Object.fromEntries(bedrockEnv.map((name) => [name, process.env[name]]));
  let bedrock: BedrockStandIn;
  let stack: LocalStack;

  beforeAll(async () => {
    bedrock = await startBedrockStandIn();
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_BEDROCK_RUNTIME: bedrock.endpoint,
      AWS_ACCESS_KEY_ID: "AKIDSTANDIN",
      AWS_SECRET_ACCESS_KEY: "stand-in-secret",
      AWS_REGION: "us-east-1",
    });
    stack = await startTestStack({
      rateLimits: { ...rateLimits, workflow: generous },
      settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", AI_PROVIDER: "bedrock", AI_MODEL: "anthropic.claude-3-5-haiku-20241022-v1:0" },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await bedrock?.close();
    for (const name of bedrockEnv) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("asks Converse for the report through a tool and streams it to the page", async () => {
    bedrock.answer(samplePageAnswer(headline), { chunkSize: 40, delayMs: 2 });
    const { session_id, watch_token } = await startRoast(stack, site.url("strong"));
    const socket = watch(stack, watch_token);
    const result = await eventually(() => socket.messages.find((message) => message.type === "analysis_result"));
    socket.close();
    expect(result.source).toEqual({ engine: "model", model: "anthropic.claude-3-5-haiku-20241022-v1:0" });
    expect(result.report.categories[0].evidence[0].quote).toBe(headline);
    const [request] = bedrock.requests;
    expect(request!.modelId).toBe("anthropic.claude-3-5-haiku-20241022-v1:0");
    expect(request!.body.toolConfig?.toolChoice).toEqual({ tool: { name: "landing_page_report" } });
    expect(JSON.stringify(request!.body.messages)).toContain("Trusted by 4,200 freelancers and small studios");
    const [job] = (await scanTable(stack, "analysisJobs")).filter((row) => row.session_id === session_id);
    expect(job!.model_usage.input_tokens).toBeGreaterThan(0);
  });
});
