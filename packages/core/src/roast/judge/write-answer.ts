// Asks a model for an answer in a schema and streams it: each new piece of JSON text is parsed as
// far as it goes and handed on as a partial answer. The whole answer must pass the zod schema;
// an invalid one is asked for once more, then given up on, so the caller can fall back.
import { Allow, parse as parsePartialJson } from "partial-json";
import type { AnswerSchema } from "./schemas.ts";
import { ModelCallError, type ModelClient, type ModelImage } from "./model-client.ts";

export interface ModelLimits {
  /** For the whole call, retry included. */
  timeoutMs: number;
  maxOutputTokens: number;
}

export interface AnswerRequest<T> {
  system: string;
  user: string;
  images?: ModelImage[];
  schema: AnswerSchema<T>;
  limits: ModelLimits;
  /** Called with the answer so far, each time it grows. */
  onPartial?: (partial: unknown) => void;
}

export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
  /** Time spent waiting on the model, all attempts. */
  modelMs: number;
  attempts: number;
}

/**
 * A failure carries two accounts of it: `reason`, the operator's (the provider's own words, a status
 * code), and `said`, the visitor's plain words, which never quote a provider.
 */
export type AnswerOutcome<T> = ({ ok: true; answer: T } | { ok: false; reason: string; said: string }) & { usage: ModelUsage };

const attemptsAllowed = 2;
// Half-written numbers would flicker (6, then 62); strings, arrays and objects may be partial.
const partialKinds = Allow.ALL & ~Allow.NUM;

export async function writeAnswer<T>(client: ModelClient, request: AnswerRequest<T>): Promise<AnswerOutcome<T>> {
  const signal = AbortSignal.timeout(request.limits.timeoutMs);
  const usage: ModelUsage = { inputTokens: 0, outputTokens: 0, modelMs: 0, attempts: 0 };
  let reason = "";
  let said = "";
  let retry = true;
  while (retry && usage.attempts < attemptsAllowed) {
    usage.attempts += 1;
    const started = performance.now();
    let checked: ReturnType<typeof checkAnswer<T>> | { ok: false; reason: string; said: string };
    try {
      checked = checkAnswer(await streamText(client, request, signal, usage), request.schema);
    } catch (error) {
      checked = {
        ok: false,
        reason: failureReason(error, signal),
        said: signal.aborted ? "the AI model took too long to answer" : "the AI model could not be reached just now",
      };
      // A timeout has used the time a retry would need; a refused call won't change its mind.
      retry = !signal.aborted && !isRefusal(error);
    }
    usage.modelMs += performance.now() - started;
    if (checked.ok) return { ok: true, answer: checked.answer, usage };
    ({ reason, said } = checked);
  }
  return { ok: false, reason, said, usage };
}

async function streamText<T>(client: ModelClient, request: AnswerRequest<T>, signal: AbortSignal, usage: ModelUsage): Promise<string> {
  let text = "";
  let shown = "";
  for await (const event of client.stream({
    system: request.system,
    user: request.user,
    ...(request.images && { images: request.images }),
    schema: request.schema,
    maxOutputTokens: request.limits.maxOutputTokens,
    signal,
  })) {
    if (event.type === "usage") {
      usage.inputTokens += event.inputTokens;
      usage.outputTokens += event.outputTokens;
      continue;
    }
    text += event.text;
    if (!request.onPartial) continue;
    const partial = partialAnswer(text);
    const key = partial === undefined ? "" : JSON.stringify(partial);
    if (key && key !== shown) {
      shown = key;
      request.onPartial(partial);
    }
  }
  return text;
}

function partialAnswer(text: string): unknown {
  try {
    return parsePartialJson(text, partialKinds);
  } catch {
    return undefined;
  }
}

const unusable = "the AI model's answer was incomplete";

function checkAnswer<T>(text: string, schema: AnswerSchema<T>): { ok: true; answer: T } | { ok: false; reason: string; said: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: "the model's answer was not valid JSON", said: unusable };
  }
  const parsed = schema.zod.safeParse(json);
  if (parsed.success) return { ok: true, answer: parsed.data };
  const first = parsed.error.issues[0];
  return {
    ok: false,
    reason: `the model's answer did not fit the report (${first?.path.join(".") || "answer"}: ${first?.message})`,
    said: unusable,
  };
}

function isRefusal(error: unknown): boolean {
  return error instanceof ModelCallError && error.status !== undefined && error.status < 500 && error.status !== 429;
}

function failureReason(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return "the model took too long to answer";
  if (error instanceof ModelCallError) return error.message;
  return `the model could not be reached (${(error as Error).message})`;
}
