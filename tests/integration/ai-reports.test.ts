// The built-in path with a model, through the whole local stack: the job is relayed, the model
// (a stand-in speaking the OpenAI wire protocol) streams, the partial report is pushed over the
// WebSocket as it grows, and the stored job keeps the report, who wrote it and what it cost.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { requestAccessGrant } from "../support/access.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { samplePageAnswer, startOpenAiStandIn, type OpenAiStandIn } from "../support/openai-stand-in.ts";
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

function stackWithModel(extra: Record<string, string> = {}) {
  return startTestStack({
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
  const started = await postJson(`${stack.url}/api/workflows/website-roast`, { url }, { headers: { "content-type": "application/json", "x-access-token": token } });
  expect(started.status).toBe(201);
  return { ...(started.json as { session_id: string; watch_token: string }), token };
}

/** Every message pushed to a socket watching the session, until the result arrives. */
function watch(stack: LocalStack, watchToken: string) {
  const messages: Array<Record<string, any>> = [];
  const socket = new WebSocket(`${stack.url.replace("http", "ws")}/ws?token=${encodeURIComponent(watchToken)}`);
  socket.on("message", (data) => messages.push(JSON.parse(String(data))));
  const opened = new Promise((resolve) => socket.once("open", resolve));
  return { messages, opened, close: () => socket.close() };
}

describe("AI reports through the relay", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await stackWithModel();
  });
  afterAll(() => stack.stop());

  it("streams the partial report over the WebSocket, then the finished report, and keeps tokens and time", async () => {
    // The model starts writing only once the socket is open, so no partial can be missed.
    let socketOpen!: () => void;
    const startWhen = new Promise<void>((resolve) => (socketOpen = resolve));
    model.answerWith(() => ({ content: samplePageAnswer(headline), chunkSize: 16, delayMs: 3, startWhen }));
    const { token } = await requestAccessGrant(stack);
    const started = await postJson(
      `${stack.url}/api/workflows/website-roast`,
      { url: site.url("strong") },
      { headers: { "content-type": "application/json", "x-access-token": token } },
    );
    const socket = watch(stack, started.json.watch_token);
    await socket.opened;
    socketOpen();
    const result = await eventually(() => socket.messages.find((message) => message.type === "analysis_result"), 30_000);
    socket.close();

    const partials = socket.messages.filter((message) => message.type === "analysis_partial");
    expect(partials.length).toBeGreaterThan(1);
    expect(socket.messages.indexOf(result)).toBe(socket.messages.length - 1);
    const growing = partials.map((message) => JSON.stringify(message.report).length);
    expect(growing[growing.length - 1]).toBeGreaterThan(growing[0]!);
    expect(partials.every((message) => message.report.kind === "page" && message.session_id === started.json.session_id)).toBe(true);

    expect(result.status).toBe("completed");
    expect(result.source).toEqual({ engine: "model", model: "stand-in-1" });
    expect(result.report.score).toBe(64);
    expect(result.roast).toContain("Overall score: 64/100.");

    const [job] = (await scanTable(stack, "analysisJobs")).filter((row) => row.session_id === started.json.session_id);
    expect(job!.model_usage).toMatchObject({ input_tokens: 1200, attempts: 1 });
    expect(job!.model_usage.output_tokens).toBeGreaterThan(0);
    expect(job!.model_usage.model_ms).toBeGreaterThan(0);
    expect(job!.report.categories[0].evidence[0].quote).toBe(headline);
    expect(job!.quota_keys.some((key: string) => key.includes("127.0.0.1"))).toBe(false);

    // Polling gives the same result and report (spec §7: data.roast is the text shown).
    const polled = await fetch(`${stack.url}/api/get-analysis-result?session_id=${started.json.session_id}`, { headers: { "x-access-token": token } });
    const body = (await polled.json()) as { success: boolean; data: Record<string, any> };
    expect(body.success).toBe(true);
    expect(body.data.report.verdict).toBe(result.report.verdict);
    expect(body.data.source.engine).toBe("model");
  });

  it("uses an automation exactly as before when its webhook is set, with no model call", async () => {
    const withAutomation = await stackWithModel({ WEBSITE_ROAST_WEBHOOK_URL: "http://127.0.0.1:9/never" });
    try {
      const before = model.requests.length;
      const { session_id } = await startRoast(withAutomation, site.url("strong"));
      await eventually(async () => ((await scanTable(withAutomation, "analysisJobs")).find((row) => row.session_id === session_id)?.relay_attempts ?? 0) > 0 || undefined);
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
      const [firstJob, secondJob] = await Promise.all([eventually(() => finished(first.session_id), 30_000), eventually(() => finished(second.session_id), 30_000)]);
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
    const result = await eventually(() => socket.messages.find((message) => message.type === "analysis_result"), 30_000);
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
