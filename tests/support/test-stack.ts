import { inject } from "vitest";
import { startLocalStack, type LocalStack, type LocalStackOptions } from "@ai-leaders/local";
import { createDocumentClient, scanAll } from "@ai-leaders/core/db";
import type { TableKey } from "@ai-leaders/infra";
import { handBack, takeResourcePrefix } from "./stack-resources.ts";

export { uniquePrefix } from "./stack-resources.ts";

export type TestStackOptions = Partial<Omit<LocalStackOptions, "dynamo" | "sqsEndpoint">>;

/**
 * A full local stack on the run's shared services, with its own tables and queues: those a stopped
 * stack of this worker left (emptied), or new ones. A test that names its `resourcePrefix` (to start
 * a stack again on the same data) keeps it to itself.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<LocalStack> {
  const ownPrefix = options.resourcePrefix;
  const resourcePrefix = ownPrefix ?? (await takeResourcePrefix());
  const stack = await startLocalStack({
    port: 0,
    dataDir: null,
    relayRetryDelaySeconds: () => 0,
    log: logUnexpected,
    // A roast waits for its screenshots as long as a busy machine needs; the burst test waits not at all.
    captureWaitMs: 120_000,
    ...options,
    resourcePrefix,
    // A browser per stack costs seconds and memory: the capture's own tests turn it on. A model
    // judges each page once, so a test counts its calls; the judge runs' own tests ask for three.
    settings: { CHROMIUM_PATH: "none", AI_JUDGE_RUNS: "1", ...options.settings },
    dynamo: { endpoint: inject("dynamoEndpoint"), credentials: inject("dynamoCredentials") },
    sqsEndpoint: inject("sqsEndpoint"),
  }).catch((error: unknown) => {
    if (ownPrefix === undefined) handBack(resourcePrefix);
    throw error;
  });
  if (ownPrefix !== undefined) return stack;
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= stack.stop().then(() => handBack(resourcePrefix)));
  return { ...stack, stop };
}

/** Expected noise (failed deliveries in retry tests) stays quiet; anything else is printed. */
function logUnexpected(entry: Record<string, unknown>) {
  if (entry.event === "relay_delivery_failed" || entry.event === "capture_refused") return;
  console.error(JSON.stringify(entry));
}

/** How a request is sent: `fetch` over HTTP, or a stack's `request` (its app, in this process). */
export type Send = (input: string, init?: RequestInit) => Promise<Response>;

/** Sends to the stack's app as a caller at `address` would (each 127.0.0.0/8 address is another visitor). */
export const fromAddress =
  (stack: Pick<LocalStack, "request">, address: string): Send =>
  (input, init) =>
    stack.request(input, init, { from: address });

/** POSTs `body` as JSON (a string as it is) over HTTP, or through `send` when given first. */
export function postJson(url: string, body: unknown, init?: RequestInit): Promise<JsonAnswer>;
export function postJson(send: Send, path: string, body: unknown, init?: RequestInit): Promise<JsonAnswer>;
export async function postJson(...args: [string, unknown, RequestInit?] | [Send, string, unknown, RequestInit?]): Promise<JsonAnswer> {
  const [send, url, body, init = {}] =
    typeof args[0] === "function" ? (args as [Send, string, unknown, RequestInit?]) : [fetch, ...(args as [string, unknown, RequestInit?])];
  const response = await send(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON; the test reads `text`
  }
  return { status: response.status, json, text, headers: response.headers };
}

export interface JsonAnswer {
  status: number;
  /** The body parsed, or null when it is not JSON. */
  json: any;
  text: string;
  headers: Headers;
}

/**
 * Polls until `check` returns a value other than undefined. The timeout is a ceiling for a
 * condition that never comes, far above what a loaded machine needs: never what a test waits for.
 */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Condition not met within ${timeoutMs} ms${lastError ? `: ${(lastError as Error).message}` : ""}`);
}

/** A document client on the stack's DynamoDB Local, as the test's own way into its tables. */
export const stackDatabase = (stack: LocalStack) =>
  createDocumentClient({ endpoint: stack.endpoints.dynamo, credentials: stack.dynamoCredentials });

/** A stack of its own and a client on its tables, for tests that read or seed them directly. */
export async function startStackWithDatabase(options: TestStackOptions = {}) {
  const stack = await startTestStack(options);
  return { stack, db: stackDatabase(stack) };
}

export async function stopStackWithDatabase({ stack, db }: { stack?: LocalStack; db?: { destroy(): void } }) {
  db?.destroy();
  await stack?.stop();
}

/** Every item of one of the stack's tables, read straight from DynamoDB Local. */
export async function scanTable(stack: LocalStack, table: TableKey): Promise<Array<Record<string, any>>> {
  const client = stackDatabase(stack);
  try {
    return await scanAll(client, { TableName: stack.tableNames[table] });
  } finally {
    client.destroy();
  }
}
