// `npm run bench`: prints the figures the issues name. Measures; never asserts.
import { existsSync } from "node:fs";
import { startLocalStack, webDistDir } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { routeWeight } from "./bundle.ts";
import { runLoad } from "./latency.ts";
import { runLighthouse } from "./lighthouse.ts";
import { benchResultLatency } from "./result-latency.ts";
import { benchAiStreaming } from "./ai-streaming.ts";
import { gatedContentTransfers } from "./gated-content.ts";
import { benchSearchKeystrokes } from "./search.ts";

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows: Array<[string, string]> = [];
const row = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`  ${label.padEnd(48)} ${value}`);
};

console.log("\nAI for Leaders — bench\n");

console.log("Landing route (/), as downloaded on first visit");
const landing = routeWeight(webDistDir, "src/features/landing/LandingPage.tsx");
row("JS raw / gzip", `${kb(landing.jsRaw)} / ${kb(landing.jsGzip)}`);
row("CSS raw / gzip", `${kb(landing.cssRaw)} / ${kb(landing.cssGzip)}`);
row("files", landing.files.join(", "));

console.log("\nNewsletter API on the local stack (DynamoDB Local + fauxqs), real HTTP");
// Every bench request comes from loopback, so the per-IP limits are raised for the run.
const unlimited = { limit: 1_000_000, windowSeconds: 600 };
const stack = await startLocalStack({
  port: 0,
  dataDir: null,
  log: () => undefined,
  rateLimits: Object.fromEntries(Object.keys(rateLimits).map((key) => [key, unlimited])) as typeof rateLimits,
});
try {
  const warmup = await runLoad(100, 10, (i) => subscribe(stack.url, `warmup-${i}@bench.example`));
  void warmup;
  const load = await runLoad(1_000, 50, (i) => subscribe(stack.url, `reader-${i}@bench.example`));
  row("requests (concurrency)", `${load.requests} (${load.concurrency})`);
  row("latency p50 / p99 / max", `${ms(load.p50)} / ${ms(load.p99)} / ${ms(load.max)}`);
  row("throughput", `${load.perSecond.toFixed(0)} requests/s`);
  row("statuses", JSON.stringify(load.statuses));

  console.log("\nVoting on the local stack: 1,000 concurrent votes by distinct voters on one suggestion");
  const token = await accessToken(stack.url, stack.config.accessCodes[0]!);
  const headers = { "content-type": "application/json", "x-access-token": token };
  const created = await fetch(`${stack.url}/api/suggestions`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Bench suggestion" }),
  });
  const { suggestion } = (await created.json()) as { suggestion: { id: string } };
  const votes = await runLoad(1_000, 1_000, () =>
    fetch(`${stack.url}/api/suggestions/${suggestion.id}/votes`, {
      method: "POST",
      headers,
      body: JSON.stringify({ voter_id: crypto.randomUUID() }),
    }),
  );
  const listing = (await (await fetch(`${stack.url}/api/suggestions`, { headers })).json()) as {
    community: Array<{ id: string; vote_count: number }>;
  };
  row("final vote_count (must be 1000)", String(listing.community.find((item) => item.id === suggestion.id)?.vote_count));
  row("votes per second", votes.perSecond.toFixed(0));
  row("vote latency p50 / p99", `${ms(votes.p50)} / ${ms(votes.p99)}`);
  row("statuses", JSON.stringify(votes.statuses));

  console.log("\nListing suggestions: 50 concurrent readers, 500 requests");
  const reads = await runLoad(500, 50, () => fetch(`${stack.url}/api/suggestions`, { headers }));
  row("latency p50 / p99", `${ms(reads.p50)} / ${ms(reads.p99)}`);
  row("throughput", `${reads.perSecond.toFixed(0)} requests/s`);

  console.log("\nGated content from the API (issue 15), raw / gzip bytes on the wire per response");
  for (const transfer of await gatedContentTransfers(stack.url, token)) {
    row(transfer.path, `${kb(transfer.raw)} / ${kb(transfer.gzip)}`);
  }

  console.log('\nSearch time per keystroke over all content: "leadership c" typed on the hub, input to results in the DOM, Chromium');
  const grant = await (
    await fetch(`${stack.url}/api/access`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: stack.config.accessCodes[0]! }),
    })
  ).text();
  for (const figure of await benchSearchKeystrokes(stack.url, grant)) {
    row(`${figure.label} (${figure.keystrokes} keys) p50 / p95`, `${ms(figure.p50)} / ${ms(figure.p95)} (budget p95 16 ms), max ${ms(figure.max)}`);
  }

  console.log("\nLighthouse (simulated throttling for mobile), local stack");
  for (const figure of await runLighthouse([`${stack.url}/`, `${stack.url}/blog/why-ai-matters-for-leaders`])) {
    const scores = Object.entries(figure.scores).map(([id, score]) => `${id} ${score}`).join(", ");
    row(`${new URL(figure.url).pathname} ${figure.formFactor} scores`, scores);
    row(`${new URL(figure.url).pathname} ${figure.formFactor} metrics`, Object.values(figure.metrics).join(" / ") + " (FCP/LCP/TBT/CLS)");
  }
} finally {
  await stack.stop();
}

console.log("\nAI workflow results: callback to result on screen (roast website page, Chromium)");
for (const figure of await benchResultLatency(50)) {
  row(`${figure.mode} (${figure.runs} runs) median / p99`, `${ms(figure.median)} / ${ms(figure.p99)}`);
}

console.log("\nAI reports from a model (stand-in streaming ~40 tokens/s over SSE), roast website page, Chromium");
const streaming = await benchAiStreaming(30);
row(`first token to screen (${streaming.runs} runs) p50 / p99`, `${ms(streaming.firstTokenToScreen.p50)} / ${ms(streaming.firstTokenToScreen.p99)} (budget p50 150 ms)`);
row("server overhead per job beyond the model p50 / p99", `${ms(streaming.serverOverhead.p50)} / ${ms(streaming.serverOverhead.p99)} (budget p50 50 ms)`);
row("model time per job p50", ms(streaming.modelTime.p50));

const analyzerBench = new URL("./analyzer.ts", import.meta.url);
if (existsSync(analyzerBench)) {
  console.log("\nBuilt-in analyzer on a ~500 KB page");
  const { benchAnalyzer } = (await import(analyzerBench.href)) as {
    benchAnalyzer: () => Promise<Array<{ label: string; value: string }>>;
  };
  for (const { label, value } of await benchAnalyzer()) row(label, value);
}
console.log("");

async function accessToken(url: string, code: string) {
  const response = await fetch(`${url}/api/access`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ code }),
  });
  return ((await response.json()) as { token: string }).token;
}

function subscribe(url: string, email: string) {
  return fetch(`${url}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}
