// A stand-in for Amazon Bedrock Runtime's ConverseStream on loopback. It speaks the real wire
// protocol (REST-JSON request, AWS event-stream binary frames back), so the real SDK client talks
// to it unchanged. Tests script each answer and read back every request it received.
// HTTP/2 in cleartext: the Bedrock Runtime client sends every call over HTTP/2.
import { createServer, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from "node:http2";
import { EventStreamCodec } from "@smithy/eventstream-codec";
import { fromUtf8, toUtf8 } from "@smithy/util-utf8";

export interface ConverseRequest {
  path: string;
  /** Decoded from the path, as the SDK percent-encodes it (`:` arrives as `%3A`). */
  modelId: string;
  headers: Http2ServerRequest["headers"];
  /** The JSON body the SDK serialized: messages, system, inferenceConfig, toolConfig. */
  body: ConverseBody;
  /** The caller went away (an aborted call) before the whole answer was sent. */
  cutOff: boolean;
}

/** The parts of a ConverseStream request body the tests read. */
export interface ConverseBody {
  system?: Array<{ text?: string }>;
  messages?: Array<{ role: string; content: Array<{ text?: string }> }>;
  inferenceConfig?: { maxTokens?: number; temperature?: number };
  toolConfig?: {
    tools: Array<{ toolSpec: { name: string; description?: string; inputSchema: { json: unknown } } }>;
    toolChoice?: { tool?: { name: string } };
  };
  [field: string]: unknown;
}

export interface AnswerOptions {
  /** Characters of the tool input per contentBlockDelta frame. */
  chunkSize?: number;
  /** Pause before each delta, so a test can watch the answer arrive piece by piece. */
  delayMs?: number;
  usage?: { inputTokens: number; outputTokens: number };
}

type ScriptedAnswer =
  | { kind: "tool input"; json: string; options: Required<AnswerOptions> }
  | { kind: "error"; status: number; errorType: string; message: string };

export interface BedrockStandIn {
  /** Give this to the SDK client as its `endpoint`. */
  endpoint: string;
  requests: ConverseRequest[];
  /** Queue the next answer: the tool input `json`, streamed in chunks. */
  answer(json: string, options?: AnswerOptions): void;
  /** Queue an error answer; the SDK maps `errorType` (e.g. ValidationException) to its exception. */
  fail(status: number, errorType: string, message: string): void;
  close(): Promise<void>;
}

const defaultOptions: Required<AnswerOptions> = { chunkSize: 16, delayMs: 0, usage: { inputTokens: 1200, outputTokens: 340 } };
const converseStreamPath = /^\/model\/([^/]+)\/converse-stream$/;
const codec = new EventStreamCodec(toUtf8, fromUtf8);

export async function startBedrockStandIn(): Promise<BedrockStandIn> {
  const requests: ConverseRequest[] = [];
  const script: ScriptedAnswer[] = [];
  const sessions = new Set<Http2Session>();

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const match = request.method === "POST" ? converseStreamPath.exec(path) : null;
    if (!match) return sendError(response, 404, "UnknownOperationException", `No operation at ${request.method} ${path}`);

    const converse = parseBody(body);
    if (!converse) return sendError(response, 400, "SerializationException", "The request body isn't JSON");
    const received: ConverseRequest = {
      path,
      modelId: decodeURIComponent(match[1]!),
      headers: request.headers,
      body: converse,
      cutOff: false,
    };
    requests.push(received);
    const next = script.shift();
    if (!next) return sendError(response, 400, "ValidationException", "The stand-in has no answer scripted for this request");
    if (next.kind === "error") return sendError(response, next.status, next.errorType, next.message);
    received.cutOff = !(await streamToolInput(response, toolNameOf(converse), next.json, next.options));
  });
  server.on("session", (session: Http2Session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    answer: (json, options = {}) => script.push({ kind: "tool input", json, options: { ...defaultOptions, ...options } }),
    fail: (status, errorType, message) => script.push({ kind: "error", status, errorType, message }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
      }),
  };
}

/** The frames Bedrock sends when the model calls the one tool it was made to call; false if cut off. */
async function streamToolInput(
  response: Http2ServerResponse,
  toolName: string,
  json: string,
  options: Required<AnswerOptions>,
): Promise<boolean> {
  response.writeHead(200, { "content-type": "application/vnd.amazon.eventstream", "x-amzn-requestid": "stand-in-request" });
  const send = (eventType: string, payload: unknown) => response.write(frame(eventType, payload));

  send("messageStart", { role: "assistant" });
  send("contentBlockStart", { contentBlockIndex: 0, start: { toolUse: { toolUseId: "tooluse_1", name: toolName } } });
  for (const chunk of chunksOf(json, options.chunkSize)) {
    if (options.delayMs) await sleep(options.delayMs);
    // The client went away (an aborted call): stop writing, as Bedrock would.
    if (response.stream.destroyed) return false;
    send("contentBlockDelta", { contentBlockIndex: 0, delta: { toolUse: { input: chunk } } });
  }
  send("contentBlockStop", { contentBlockIndex: 0 });
  send("messageStop", { stopReason: "tool_use" });
  const { inputTokens, outputTokens } = options.usage;
  send("metadata", { usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens }, metrics: { latencyMs: 1 } });
  response.end();
  return true;
}

function frame(eventType: string, payload: unknown): Uint8Array {
  return codec.encode({
    headers: {
      ":message-type": { type: "string", value: "event" },
      ":event-type": { type: "string", value: eventType },
      ":content-type": { type: "string", value: "application/json" },
    },
    body: fromUtf8(JSON.stringify(payload)),
  });
}

/** Bedrock's REST-JSON errors: the type in a header, the message in the body. */
function sendError(response: Http2ServerResponse, status: number, errorType: string, message: string) {
  response.writeHead(status, { "content-type": "application/json", "x-amzn-errortype": errorType, "x-amzn-requestid": "stand-in-request" });
  response.end(JSON.stringify({ message }));
}

function parseBody(body: string): ConverseBody | undefined {
  try {
    return JSON.parse(body) as ConverseBody;
  } catch {
    return undefined;
  }
}

function toolNameOf(body: ConverseBody): string {
  return body.toolConfig?.toolChoice?.tool?.name ?? body.toolConfig?.tools[0]?.toolSpec.name ?? "answer";
}

/** Split by code points, so no chunk ends inside a surrogate pair. */
function chunksOf(text: string, size: number): string[] {
  const characters = Array.from(text);
  const chunks: string[] = [];
  for (let start = 0; start < characters.length; start += size) chunks.push(characters.slice(start, start + size).join(""));
  return chunks;
}

async function readBody(request: Http2ServerRequest): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
