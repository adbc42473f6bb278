// Time from an automation's callback to the result on screen, pushed over the WebSocket and
// (with sockets blocked) found by polling: the roast website page in Chromium, 50 runs each.
import { createServer } from "node:http";
import type { BrowserContext } from "playwright-core";
import { accessGrant, contextWithGrant, launchBenchChromium, startBenchStack } from "./setup.ts";
import type { LocalStack } from "@ai-leaders/local";

export interface LatencyFigures {
  mode: "push" | "polling";
  runs: number;
  median: number;
  p99: number;
}

async function startSilentAutomation() {
  const callbacks = new Map<string, string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { session_id: string; callback_url: string };
      callbacks.set(body.session_id, body.callback_url);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/roast`, callbacks, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

async function measure(context: BrowserContext, stack: LocalStack, callbacks: Map<string, string>, runs: number, waitForSocket: boolean) {
  const page = await context.newPage();
  await page.goto(`${stack.url}/level-3-roast-website`);
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = new Set(callbacks.keys());
    await page.getByLabel("Website URL *").fill(`https://bench-${run}.example`);
    await page.getByRole("button", { name: "Submit URL" }).click();
    const sessionId = await waitFor(() => [...callbacks.keys()].find((id) => !before.has(id)));
    if (waitForSocket) await waitFor(async () => ((await stack.services.connections.listBySession(sessionId)).length ? true : undefined));
    const text = `Result ${run} for ${sessionId}`;
    const started = performance.now();
    await fetch(callbacks.get(sessionId)!, { method: "POST", headers: { "content-type": "text/plain" }, body: text });
    await page.locator(".report-view", { hasText: text }).waitFor({ timeout: 20_000 });
    timings.push(performance.now() - started);
  }
  await page.close();
  return timings;
}

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("Timed out waiting in the result-latency bench");
}

export async function benchResultLatency(
  runs = 50,
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
): Promise<LatencyFigures[]> {
  const automation = await startSilentAutomation();
  const stack = await startBenchStack({ WEBSITE_ROAST_WEBHOOK_URL: automation.url });
  const browser = await launchBenchChromium(chromePath);
  try {
    const grant = await accessGrant(stack);
    const contextFor = async (blockSockets: boolean) => {
      const context = await contextWithGrant(browser, grant);
      if (blockSockets) await context.routeWebSocket(/\/ws/, (socket) => socket.close());
      return context;
    };
    const push = await measure(await contextFor(false), stack, automation.callbacks, runs, true);
    const polling = await measure(await contextFor(true), stack, automation.callbacks, runs, false);
    return [
      { mode: "push", runs, median: percentile(push, 0.5), p99: percentile(push, 0.99) },
      { mode: "polling", runs, median: percentile(polling, 0.5), p99: percentile(polling, 0.99) },
    ];
  } finally {
    await browser.close();
    await stack.stop();
    await automation.close();
  }
}
