// The real Bedrock Runtime SDK client against a loopback stand-in speaking Bedrock's wire protocol.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startBedrockStandIn, type BedrockStandIn } from "../../../../../tests/support/bedrock-stand-in.ts";
import { createBedrockClient } from "./bedrock.ts";
import { ModelCallError, type ModelEvent, type ModelRequest } from "./model-client.ts";
import { pageAnswer, type PageReportAnswer } from "./schemas.ts";

const model = "anthropic.claude-3-5-haiku-20241022-v1:0";
const fakeCredentials = { AWS_ACCESS_KEY_ID: "AKIDSTANDIN", AWS_SECRET_ACCESS_KEY: "stand-in-secret", AWS_REGION: "us-east-1" };
const savedEnvironment = Object.fromEntries(Object.keys(fakeCredentials).map((name) => [name, process.env[name]]));

let standIn: BedrockStandIn;

beforeAll(async () => {
  Object.assign(process.env, fakeCredentials);
  standIn = await startBedrockStandIn();
});

afterAll(async () => {
  await standIn.close();
  for (const [name, value] of Object.entries(savedEnvironment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

afterEach(() => {
  standIn.requests.length = 0;
});

const pageReport: PageReportAnswer = {
  verdict: "A clear offer buried under a vague headline",
  score: 62,
  calibration: "Typical landing pages score 50 to 70; this one sits in the middle.",
  categories: ["First impression", "Message clarity", "Call to action", "Trust"].map((name) => ({
    name,
    score: 6,
    summary: `${name} is adequate but generic — “good enough” is not memorable.`,
    evidence: [{ quote: "Grow faster with AI", note: "The headline names no audience." }],
  })),
  fixes: [1, 2, 3].map((rank) => ({
    title: `Fix number ${rank}`,
    detail: "Say who it is for.",
    impact: "high" as const,
    effort: "low" as const,
  })),
  headlines: ["AI training for leadership teams", "Lead your company through AI"],
  callsToAction: ["Book a workshop", "See the programme"],
  notChecked: ["Page speed"],
};
const pageReportJson = JSON.stringify(pageReport);

function pageRequest(signal = new AbortController().signal): ModelRequest {
  return {
    system: "You review landing pages.",
    user: "<page>Grow faster with AI</page>",
    schema: pageAnswer,
    maxOutputTokens: 4000,
    signal,
  };
}

async function collect(events: AsyncIterable<ModelEvent>): Promise<ModelEvent[]> {
  const received: ModelEvent[] = [];
  for await (const event of events) received.push(event);
  return received;
}

const textOf = (events: ModelEvent[]) => events.flatMap((event) => (event.type === "text" ? [event.text] : []));

describe("the Bedrock client", () => {
  it("sends the prompt, the report schema as its one tool, and the token limit", async () => {
    standIn.answer(pageReportJson);
    await collect(createBedrockClient({ model, endpoint: standIn.endpoint }).stream(pageRequest()));

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request!.cutOff).toBe(false);
    expect(request!.path).toBe(`/model/${encodeURIComponent(model)}/converse-stream`);
    expect(request!.modelId).toBe(model);
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDSTANDIN\/\d{8}\/us-east-1\/bedrock\/aws4_request/);
    expect(request!.body.system).toEqual([{ text: "You review landing pages." }]);
    expect(request!.body.messages).toEqual([{ role: "user", content: [{ text: "<page>Grow faster with AI</page>" }] }]);
    expect(request!.body.inferenceConfig?.maxTokens).toBe(4000);
    const tool = request!.body.toolConfig!.tools[0]!.toolSpec;
    expect(tool.name).toBe(pageAnswer.name);
    expect(tool.description).toBe(pageAnswer.description);
    expect(tool.inputSchema.json).toEqual(pageAnswer.json);
    expect(request!.body.toolConfig!.toolChoice).toEqual({ tool: { name: pageAnswer.name } });
  });

  it("sends the page's screenshots as JPEG image blocks after the text, for a model that sees images", async () => {
    standIn.answer(pageReportJson);
    const desktop = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const mobile = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
    await collect(
      createBedrockClient({ model, endpoint: standIn.endpoint }).stream({
        ...pageRequest(),
        images: [{ jpeg: desktop }, { jpeg: mobile }],
      }),
    );

    // Converse's JSON carries blob bytes in base64.
    expect(standIn.requests[0]!.body.messages).toEqual([
      {
        role: "user",
        content: [
          { text: "<page>Grow faster with AI</page>" },
          { image: { format: "jpeg", source: { bytes: Buffer.from(desktop).toString("base64") } } },
          { image: { format: "jpeg", source: { bytes: Buffer.from(mobile).toString("base64") } } },
        ],
      },
    ]);
  });

  it("streams the tool input as it arrives, piece by piece, then the token usage", async () => {
    standIn.answer(pageReportJson, { chunkSize: 40, delayMs: 5, usage: { inputTokens: 1830, outputTokens: 512 } });
    const events = await collect(createBedrockClient({ model, endpoint: standIn.endpoint }).stream(pageRequest()));

    const pieces = textOf(events);
    expect(pieces.length).toBe(Math.ceil(Array.from(pageReportJson).length / 40));
    expect(pieces.join("")).toBe(pageReportJson);
    expect(pageAnswer.zod.parse(JSON.parse(pieces.join("")))).toEqual(pageReport);
    expect(events.at(-1)).toEqual({ type: "usage", inputTokens: 1830, outputTokens: 512 });
    expect(events.filter((event) => event.type === "usage")).toHaveLength(1);
  });

  it("rejects with ModelCallError when Bedrock refuses the call", async () => {
    standIn.fail(400, "ValidationException", "The provided model identifier is invalid.");
    const failure = await collect(createBedrockClient({ model, endpoint: standIn.endpoint }).stream(pageRequest())).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ModelCallError);
    expect(failure).toMatchObject({ status: 400 });
    expect((failure as Error).message).toContain("ValidationException");
    expect((failure as Error).message).toContain("The provided model identifier is invalid.");
    // A refused call is not retried.
    expect(standIn.requests).toHaveLength(1);
  });

  it("stops the stream when the signal is aborted", async () => {
    standIn.answer(pageReportJson, { chunkSize: 8, delayMs: 20 });
    const controller = new AbortController();
    const received: ModelEvent[] = [];
    const reading = (async () => {
      for await (const event of createBedrockClient({ model, endpoint: standIn.endpoint }).stream(pageRequest(controller.signal))) {
        received.push(event);
        if (received.length === 2) controller.abort();
      }
    })();

    await expect(reading).rejects.toThrow(expect.objectContaining({ name: "AbortError" }));
    expect(textOf(received).length).toBeLessThan(Math.ceil(pageReportJson.length / 8));
    expect(received.some((event) => event.type === "usage")).toBe(false);
    // The HTTP/2 stream itself is cancelled, not just left unread.
    await expect.poll(() => standIn.requests[0]?.cutOff).toBe(true);
  });

  it("makes no call when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      collect(createBedrockClient({ model, endpoint: standIn.endpoint }).stream(pageRequest(controller.signal))),
    ).rejects.toThrow();
    expect(standIn.requests).toHaveLength(0);
  });
});
