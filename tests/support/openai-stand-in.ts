// An OpenAI-compatible chat-completions endpoint on loopback, written for the tests: it speaks the
// real wire protocol (POST /v1/chat/completions, server-sent events with chat.completion.chunk
// objects, a usage chunk, then [DONE]), records every request, and answers as each test scripts.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export interface ChatRequest {
  headers: IncomingMessage["headers"];
  body: {
    model: string;
    messages: Array<{ role: string; content: string | ContentPart[] }>;
    stream?: boolean;
    max_tokens?: number;
    max_completion_tokens?: number;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    stream_options?: { include_usage?: boolean };
  };
  /** The user message's text: where the page's material travels. */
  user: string;
  /** The user message's images, as the data URLs they were sent as (vision format). */
  images: string[];
  system: string;
}

type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

export type ScriptedAnswer =
  | {
      content: string;
      chunkSize?: number;
      delayMs?: number;
      usage?: { prompt: number; completion: number };
      /** The content is held back until this settles (the stream's headers are sent at once). */
      startWhen?: Promise<unknown>;
      /** The stream stops after this many characters until `until` settles, then goes on. */
      pauseAfter?: { characters: number; until: Promise<unknown> };
    }
  | { status: number; error: string }
  /** Never answers until the request is aborted. */
  | { hang: true };

export type Script = (request: ChatRequest) => ScriptedAnswer;

export interface OpenAiStandIn {
  /** Base URL as AI_BASE_URL expects it: http://127.0.0.1:{port}/v1 */
  baseUrl: string;
  requests: ChatRequest[];
  /** When each answer's first content chunk was written (performance.timeOrigin + now, ms). */
  firstChunkAt: number[];
  /** When each answer's last byte was written. */
  finishedAt: number[];
  /** Answers every request from now on with `script`. */
  answerWith(script: Script): void;
  close(): Promise<void>;
}

const wallClock = () => performance.timeOrigin + performance.now();

export async function startOpenAiStandIn(script: Script): Promise<OpenAiStandIn> {
  const requests: ChatRequest[] = [];
  const firstChunkAt: number[] = [];
  const finishedAt: number[] = [];
  let current = script;

  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Not found" } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest["body"];
    const chat: ChatRequest = {
      headers: request.headers,
      body,
      system: textOf(body.messages.find((message) => message.role === "system")?.content),
      user: textOf(body.messages.find((message) => message.role === "user")?.content),
      images: imagesOf(body.messages.find((message) => message.role === "user")?.content),
    };
    requests.push(chat);
    const answer = current(chat);
    if ("hang" in answer) return;
    if ("status" in answer) {
      response
        .writeHead(answer.status, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: answer.error, type: "invalid_request_error" } }));
      return;
    }
    await stream(response, body.model, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  async function stream(response: ServerResponse, model: string, answer: Extract<ScriptedAnswer, { content: string }>) {
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const base = { id: "chatcmpl-standin", object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model };
    const send = (chunk: object) => response.write(`data: ${JSON.stringify({ ...base, ...chunk })}\n\n`);
    send({ choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
    await answer.startWhen;
    const size = answer.chunkSize ?? 24;
    let paused = false;
    for (let at = 0; at < answer.content.length; at += size) {
      if (answer.pauseAfter && !paused && at >= answer.pauseAfter.characters) {
        paused = true;
        await answer.pauseAfter.until;
      }
      if (response.destroyed) return;
      if (at === 0) firstChunkAt.push(wallClock());
      send({ choices: [{ index: 0, delta: { content: answer.content.slice(at, at + size) }, finish_reason: null }] });
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    }
    send({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
    const usage = answer.usage ?? { prompt: 1200, completion: Math.ceil(answer.content.length / 4) };
    send({
      choices: [],
      usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
    });
    response.end("data: [DONE]\n\n");
    finishedAt.push(wallClock());
  }

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    firstChunkAt,
    finishedAt,
    answerWith(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** A schema-valid page report that quotes `quote` (which should be on the page) as evidence. */
export function samplePageAnswer(quote: string, verdict = "A clear offer let down by a timid call to action."): string {
  const category = (name: string, score: number) => ({
    name,
    score,
    summary: `${name} is judged from the page's own words.`,
    evidence: [{ quote, note: `The page says this about ${name.toLowerCase()}.` }],
  });
  return JSON.stringify({
    verdict,
    score: 64,
    calibration: "Typical small-business landing pages score 45 to 65; this one sits at the top of that range.",
    categories: [category("First impression", 7), category("Message clarity", 6), category("Call to action", 5), category("Trust", 6)],
    fixes: [
      { title: "Name the outcome in the headline", detail: "Say what the customer gets, not what you are.", impact: "high", effort: "low" },
      { title: "Put one button above the fold", detail: "Visitors should not scroll to act.", impact: "high", effort: "low" },
      { title: "Add two named testimonials", detail: "Proof from real customers lowers risk.", impact: "medium", effort: "medium" },
    ],
    headlines: ["Get paid on time, without chasing", "Invoices that chase themselves"],
    callsToAction: ["Start my free trial", "Send my first invoice"],
    notChecked: ["The visual design and images", "Real loading speed"],
  });
}

/** A schema-valid founder report. */
export function sampleFounderAnswer(companyQuote: string): string {
  return JSON.stringify({
    verdict: "A focused founder whose site says clearly what the company does.",
    person: "The name and a company email are all that is known about the person.",
    company: {
      name: "Ledgerly",
      positioning: "Invoicing for freelancers.",
      evidence: [{ quote: companyQuote, note: "The homepage headline." }],
    },
    headline: "Maya Chen | [Your role] at Ledgerly | Invoicing for freelancers who want to get paid on time",
    bio: "Maya Chen is [your role] at Ledgerly, which makes invoicing simple for freelancers. [Your background in one sentence.] [One result you're proud of, with a number.]",
    strengths: ["A specific audience"],
    gaps: ["No founder story on the homepage"],
    nextMoves: [
      { title: "Add a founder note", detail: "Two lines on why you built it." },
      { title: "Publish one case study", detail: "A named customer with a number." },
      { title: "Match your LinkedIn headline", detail: "Use the homepage promise." },
    ],
    notChecked: ["The person's background"],
  });
}

function textOf(content: string | ContentPart[] | undefined): string {
  if (typeof content !== "object") return content ?? "";
  return content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

function imagesOf(content: string | ContentPart[] | undefined): string[] {
  if (typeof content !== "object") return [];
  return content.flatMap((part) => (part.type === "image_url" ? [part.image_url.url] : []));
}
