// AI reports written by a model (a stand-in streaming over SSE like an OpenAI-compatible endpoint):
// the time from the model's first streamed token to that text on screen (roast website page,
// Chromium), what the WebSocket carried to the page per report (messages and bytes, as the
// browser received them), and the server's own time per job beyond the model's (from the stored job).
import { accessGrant, contextWithGrant, launchBenchChromium, startBenchStack } from "./setup.ts";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { LocalStack } from "@ai-leaders/local";
import { startFixtureSite } from "../support/fixture-site.ts";
import { samplePageAnswer, startOpenAiStandIn } from "../support/openai-stand-in.ts";
import { stackDatabase } from "../support/test-stack.ts";

export interface StreamingFigures {
  runs: number;
  firstTokenToScreen: { p50: number; p99: number };
  /** WebSocket messages per report, the result included. */
  messagesPerReport: { p50: number; max: number };
  /** Bytes per report (p50): the patches, the result message, and the report itself as JSON. */
  bytesPerReport: { patches: number; result: number; report: number };
  /** From the job's creation to its completion (completed_at), less the model's time. */
  serverOverhead: { p50: number; p95: number; p99: number };
  /**
   * From the job's creation to its result arriving at the page (the analysis_result frame, on the
   * machine's clock), less the model's time: what the visitor waits for beyond the model.
   */
  overheadToPage: { p50: number; p95: number; p99: number };
  /** Each job: its stored timings, the model's time, and both overheads. */
  jobs: Array<{ timings: Record<string, number>; modelMs: number; overhead: number; toPage?: number }>;
  /**
   * Where the server's time goes (p50 of each stage's milliseconds, from the stored jobs' timings):
   * queued, each stage, completing (the result's writes and push), and the total after the queue.
   */
  serverStages: Record<string, number>;
  modelTime: { p50: number };
}

const percentile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

export async function benchAiStreaming(
  runs = 30,
  chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
): Promise<StreamingFigures> {
  const headline = "Invoicing for freelancers who hate chasing payments";
  // A model writing about 40 tokens a second: 24 characters every 150 ms.
  const model = await startOpenAiStandIn(() => ({ content: samplePageAnswer(headline), chunkSize: 24, delayMs: 150 }));
  const site = await startFixtureSite();
  const stack = await startBenchStack({
    ANALYZER_ALLOW_PRIVATE_HOSTS: "1",
    AI_PROVIDER: "openai",
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: "bench-model",
    AI_DAILY_LIMIT_PER_IP: "1000000",
  });
  const browser = await launchBenchChromium(chromePath);
  try {
    const grant = await accessGrant(stack);
    const context = await contextWithGrant(browser, grant);
    const page = await context.newPage();
    const toScreen: number[] = [];
    // Each run opens one socket: what it received, message by message.
    const received: string[][] = [];
    page.on("websocket", (socket) => {
      const messages: string[] = [];
      received.push(messages);
      socket.on("framereceived", ({ payload }) => messages.push(String(payload)));
    });
    // When each job's result reached the page, by session, on the machine's wall clock: noted by the
    // page itself (this process, which runs the stack too, may hear of a frame late).
    const resultAt = new Map<string, number>();
    await page.addInitScript(() => {
      const arrivals: Record<string, number> = {};
      (window as unknown as { resultArrivals: Record<string, number> }).resultArrivals = arrivals;
      const NativeWebSocket = window.WebSocket;
      window.WebSocket = class extends NativeWebSocket {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          this.addEventListener("message", (event: MessageEvent) => {
            const message = JSON.parse(String(event.data)) as { type?: string; session_id?: string };
            if (message.type === "analysis_result" && message.session_id) {
              arrivals[message.session_id] = performance.timeOrigin + performance.now();
            }
          });
        }
      };
    });
    for (let run = 0; run < runs; run++) {
      await page.goto(`${stack.url}/level-3-roast-website`);
      // The first moment any of the verdict's text is on screen, on the machine's wall clock.
      const shown = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              const streaming = document.querySelector('.report-view[aria-busy="true"]') as HTMLElement | null;
              if (streaming?.innerText.includes("A clear")) {
                observer.disconnect();
                resolve(performance.timeOrigin + performance.now());
              }
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          }),
      );
      const firstChunks = model.firstChunkAt.length;
      await page.getByLabel("Website URL *").fill(site.url("strong"));
      await page.getByRole("button", { name: "Submit URL" }).click();
      const onScreen = await shown;
      toScreen.push(onScreen - model.firstChunkAt[firstChunks]!);
      await page.locator(".report-view:not([aria-busy])").waitFor({ timeout: 60_000 });
      const arrivals = await page.evaluate(() => (window as unknown as { resultArrivals: Record<string, number> }).resultArrivals);
      for (const [sessionId, at] of Object.entries(arrivals)) resultAt.set(sessionId, at);
    }
    const pushed = received.filter((messages) => messages.length > 0).map(pushedPerReport);
    const overheads: number[] = [];
    const toPage: number[] = [];
    const modelTimes: number[] = [];
    const stageTimes: Record<string, number[]> = {};
    const jobs: StreamingFigures["jobs"] = [];
    for (const job of await completedJobs(stack)) {
      const created = Date.parse(job.created_at);
      const modelMs = job.model_usage!.model_ms;
      const overhead = Date.parse(job.completed_at!) - created - modelMs;
      overheads.push(overhead);
      const arrived = resultAt.get(job.session_id);
      if (arrived !== undefined) toPage.push(arrived - created - modelMs);
      modelTimes.push(modelMs);
      for (const [stage, ms] of Object.entries(job.timings_ms ?? {})) (stageTimes[stage] ??= []).push(ms);
      // The model's own time is in its stage: what the server added to it.
      if (job.timings_ms?.writing !== undefined) (stageTimes["writing beyond the model"] ??= []).push(job.timings_ms.writing - modelMs);
      jobs.push({
        timings: job.timings_ms ?? {},
        modelMs,
        overhead,
        ...(arrived !== undefined && { toPage: arrived - created - modelMs }),
      });
    }
    const spread = (values: number[]) => ({
      p50: percentile(values, 0.5),
      p95: percentile(values, 0.95),
      p99: percentile(values, 0.99),
    });
    return {
      runs,
      firstTokenToScreen: { p50: percentile(toScreen, 0.5), p99: percentile(toScreen, 0.99) },
      messagesPerReport: {
        p50: percentile(
          pushed.map((report) => report.messages),
          0.5,
        ),
        max: Math.max(...pushed.map((report) => report.messages)),
      },
      bytesPerReport: {
        patches: percentile(
          pushed.map((report) => report.patchBytes),
          0.5,
        ),
        result: percentile(
          pushed.map((report) => report.resultBytes),
          0.5,
        ),
        report: percentile(
          pushed.map((report) => report.reportBytes),
          0.5,
        ),
      },
      serverOverhead: spread(overheads),
      overheadToPage: spread(toPage),
      jobs,
      serverStages: Object.fromEntries(Object.entries(stageTimes).map(([stage, times]) => [stage, percentile(times, 0.5)])),
      modelTime: { p50: percentile(modelTimes, 0.5) },
    };
  } finally {
    await browser.close();
    await stack.stop();
    await site.close();
    await model.close();
  }
}

function pushedPerReport(messages: string[]) {
  const bytes = (text: string) => Buffer.byteLength(text);
  const result = messages.find((message) => JSON.parse(message).type === "analysis_result") ?? "{}";
  return {
    messages: messages.length,
    patchBytes: messages
      .filter((message) => JSON.parse(message).type === "analysis_patch")
      .reduce((sum, message) => sum + bytes(message), 0),
    resultBytes: bytes(result),
    reportBytes: bytes(JSON.stringify(JSON.parse(result).report ?? null)),
  };
}

async function completedJobs(stack: LocalStack) {
  const client = stackDatabase(stack);
  const result = await client.send(new ScanCommand({ TableName: stack.tableNames.analysisJobs }));
  client.destroy();
  return (result.Items ?? []).filter((item) => item.status === "completed" && item.model_usage) as Array<{
    session_id: string;
    created_at: string;
    completed_at?: string;
    model_usage?: { model_ms: number };
    timings_ms?: Record<string, number>;
  }>;
}
