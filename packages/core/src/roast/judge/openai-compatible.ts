// Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, LM Studio, OpenRouter):
// streamed over server-sent events, the answer constrained by `response_format` json_schema.
import { EventSourceParserStream } from "eventsource-parser/stream";
import { ModelCallError, type ModelClient, type ModelEvent, type ModelRequest } from "./model-client.ts";

export interface OpenAiCompatibleSettings {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

interface ChatCompletionChunk {
  choices?: Array<{ delta?: { content?: string | null; refusal?: string | null }; finish_reason?: string | null }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

export function createOpenAiCompatibleClient({ baseUrl, apiKey, model }: OpenAiCompatibleSettings): ModelClient {
  const endpoint = `${baseUrl.replace(/\/+$/, "")}/chat/completions`;
  // OpenAI's own API wants max_completion_tokens (max_tokens is refused by its reasoning models);
  // Ollama, vLLM, LM Studio and OpenRouter read max_tokens.
  const maxTokensField = new URL(endpoint).hostname === "api.openai.com" ? "max_completion_tokens" : "max_tokens";

  return {
    model,
    async *stream(request: ModelRequest): AsyncIterable<ModelEvent> {
      const response = await fetch(endpoint, {
        method: "POST",
        signal: request.signal,
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({
          model,
          messages: [
            { role: "system", content: request.system },
            { role: "user", content: userContent(request) },
          ],
          stream: true,
          stream_options: { include_usage: true },
          temperature: 0.4,
          [maxTokensField]: request.maxOutputTokens,
          response_format: {
            type: "json_schema",
            json_schema: { name: request.schema.name, description: request.schema.description, strict: true, schema: request.schema.json },
          },
        }),
      });
      if (!response.ok || !response.body) {
        const detail = (await response.text().catch(() => "")).slice(0, 300);
        throw new ModelCallError(`The model endpoint answered ${response.status}${detail ? `: ${detail}` : ""}`, response.status);
      }
      const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
      for await (const event of readAll(events)) {
        if (event.data === "[DONE]") return;
        const chunk = parseChunk(event.data);
        if (chunk.error) throw new ModelCallError(`The model endpoint reported: ${chunk.error.message ?? "an error"}`);
        const choice = chunk.choices?.[0];
        if (choice?.delta?.refusal) throw new ModelCallError(`The model refused: ${choice.delta.refusal}`);
        if (choice?.delta?.content) yield { type: "text", text: choice.delta.content };
        if (chunk.usage) {
          yield { type: "usage", inputTokens: chunk.usage.prompt_tokens ?? 0, outputTokens: chunk.usage.completion_tokens ?? 0 };
        }
      }
    },
  };
}

async function* readAll<T>(stream: ReadableStream<T>): AsyncIterable<T> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function parseChunk(data: string): ChatCompletionChunk {
  try {
    return JSON.parse(data) as ChatCompletionChunk;
  } catch {
    throw new ModelCallError("The model endpoint sent an event that isn't JSON");
  }
}

/** Text alone, or text then each image as a data URL (the Chat Completions vision format). */
function userContent({ user, images }: ModelRequest) {
  if (!images?.length) return user;
  return [
    { type: "text", text: user },
    ...images.map(({ jpeg }) => ({
      type: "image_url",
      image_url: { url: `data:image/jpeg;base64,${Buffer.from(jpeg).toString("base64")}` },
    })),
  ];
}
