// `npm run bench`: prints the figures the issues name. Measures; never asserts.
import { existsSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { startLocalStack, webDistDir } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { lazyLoadWeight, lazyRouteWeight, ownChunkWeight, routeWeight } from "./bundle.ts";
import { runLoad } from "./latency.ts";
import { runLighthouse } from "./lighthouse.ts";
import { benchResultLatency } from "./result-latency.ts";
import { benchAiStreaming } from "./ai-streaming.ts";
import { benchCapture } from "./capture.ts";
import { gatedContentTransfers } from "./gated-content.ts";
import { benchSearchKeystrokes, ourSearchPage, peerSearchPage } from "./search.ts";
import { benchColdStart } from "./cold-start.ts";
import { benchCsvExport } from "./csv-export.ts";
import { benchBoardPage } from "./board-page.ts";
import { benchVotes } from "./votes.ts";
import { benchAnalytics } from "./analytics.ts";
import { benchAdminBoardPage } from "./admin-board-page.ts";
import { benchAdminToken } from "./admin-token.ts";
import { alternatedMobileRuns, buildPeer, median, peerAvailable, serveSpa } from "./peer.ts";
import { compression } from "../../packages/local/src/compression.ts";
import type { BrowserContext } from "playwright-core";
import { benchFirstCard } from "./first-card.ts";
import { http2Front } from "./http2-proxy.ts";

process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= "1"; // SST's own build code still loads SDK v2

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rows: Array<[string, string]> = [];
const row = (label: string, value: string) => {
  rows.push([label, value]);
  console.log(`  ${label.padEnd(48)} ${value}`);
};

/** How busy the machine is (load averages over 1, 5 and 15 minutes, per core): how far to trust the times. */
const busy = () =>
  `load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" / ")} on ${cpus().length} cores`;

console.log("\nAI for Leaders — bench\n");
console.log(`Machine before: ${busy()}. Ratios against the peer, measured in the same run, travel better than times.\n`);

console.log("Landing route (/), as downloaded on first visit");
const landing = routeWeight(webDistDir, "src/features/landing/LandingPage.tsx");
row("JS raw / gzip", `${kb(landing.jsRaw)} / ${kb(landing.jsGzip)}`);
row("CSS raw / gzip", `${kb(landing.cssRaw)} / ${kb(landing.cssGzip)}`);
row("files", landing.files.join(", "));

// The charting library (uPlot) rides in the console's chunk only (issue 30, Deliver 4).
console.log("\nThe console (/admin, Overview first), beyond the entry: what an admin's browser fetches to open it");
const consoleModule = "src/features/admin/AdminPage.tsx";
const consoleRoute = lazyRouteWeight(webDistDir, consoleModule);
const consoleChunk = ownChunkWeight(webDistDir, consoleModule);
row("console chunk (ours) JS raw / gzip", `${kb(consoleChunk.jsRaw)} / ${kb(consoleChunk.jsGzip)}`);
row("console chunk CSS raw / gzip", `${kb(consoleChunk.cssRaw)} / ${kb(consoleChunk.cssGzip)}`);
row("with its shared chunks, JS raw / gzip", `${kb(consoleRoute.jsRaw)} / ${kb(consoleRoute.jsGzip)} (${consoleRoute.files.length} files)`);

console.log("\nAPI Lambda, built as `sst deploy` builds it; cold start = a fresh process answering one request");
const coldStart = await benchColdStart(11, join(tmpdir(), "ai-leaders-bench-functions"));
const { api, minimal } = coldStart;
row(
  "API code loaded on a cold start raw / gzip",
  `${kb(api.bundle.coldStartBytes)} / ${kb(api.bundle.coldStartGzip)} in ${api.bundle.coldStartFiles} files (budget 100 KB)`,
);
row("API package, every file", `${kb(api.bundle.packageBytes)} in ${api.bundle.files} files`);
// Not measured as a cold start (that would need a database): what a request touching a table or the queue adds.
const lazyChunksNamed = (pattern: RegExp) => api.bundle.lazyChunks.filter((file) => pattern.test(basename(file)));
const tableCode = lazyLoadWeight(api.bundle, lazyChunksNamed(/^(db|repository)-/));
const tableAndQueueCode = lazyLoadWeight(api.bundle, lazyChunksNamed(/^(db|repository|publisher)-/));
row(
  "+ a request touching DynamoDB loads raw / gzip",
  `${kb(tableCode.bytes)} / ${kb(tableCode.gzip)} more (the DynamoDB client and all repositories)`,
);
row(
  "+ one also sending to SQS (a sign-up) raw / gzip",
  `${kb(tableAndQueueCode.bytes)} / ${kb(tableAndQueueCode.gzip)} more (the above and the SQS client)`,
);
row("minimal Hono app raw / gzip", `${kb(minimal.bundle.coldStartBytes)} / ${kb(minimal.bundle.coldStartGzip)}`);
row(`cold start p50, ${coldStart.runs} alternated pairs`, `API ${ms(api.p50)} / minimal Hono ${ms(minimal.p50)}`);
row("ratio (budget 1.3×)", `${coldStart.ratio.toFixed(2)}× (${coldStart.request}: ${api.status})`);

// Every bench request comes from loopback, so the per-IP limits are raised for the run.
const unlimited = { limit: 1_000_000, windowSeconds: 600 };
const stack = await startLocalStack({
  port: 0,
  dataDir: null,
  log: () => undefined,
  rateLimits: Object.fromEntries(Object.keys(rateLimits).map((key) => [key, unlimited])) as typeof rateLimits,
});
try {
  // Browser timings first, while nothing the load tests leave behind (DynamoDB Local's and the
  // stack's garbage collection) competes for the machine's two cores.
  const grant = await (
    await fetch(`${stack.url}/api/access`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: stack.config.accessCodes[0]! }),
    })
  ).text();
  console.log(
    '\nSearch time per keystroke: "leadership c" typed, key press to results painted (Event Timing), Chromium; ours over all the content on the hub, the peer\'s over its prompts, taking turns in 5 blocks of 3 counted rounds',
  );
  // The peer's search (its prompt library's filter box), the same way, beside ours (issue 47).
  const peerServer = peerAvailable() ? await serveSpa(buildPeer(), [compression()]) : undefined;
  const searches = await benchSearchKeystrokes([
    ourSearchPage(stack.url, grant),
    ...(peerServer ? [peerSearchPage(peerServer.url)] : []),
  ]).finally(() => peerServer?.close());
  const [ourSearch = [], peerSearch = []] = searches;
  for (const [index, figure] of ourSearch.entries()) {
    const theirs = peerSearch[index];
    const budget = figure.label.startsWith("4x") ? "budget 0.8 × at p50 and p95" : "no budget";
    for (const at of ["p50", "p95"] as const) {
      row(
        `${figure.label} ${at} ours / peer (${figure.keystrokes} / ${theirs?.keystrokes ?? 0} keys)`,
        theirs
          ? `${ms(figure[at])} / ${ms(theirs[at])} = ${(figure[at] / theirs[at]).toFixed(2)} × (${budget})`
          : `${ms(figure[at])} / no peer`,
      );
    }
  }

  console.log("\nNewsletter API on the local stack (DynamoDB Local + fauxqs), real HTTP");
  const warmup = await runLoad(100, 10, (i) => subscribe(stack.url, `warmup-${i}@bench.example`));
  void warmup;
  const load = await runLoad(1_000, 50, (i) => subscribe(stack.url, `reader-${i}@bench.example`));
  row("requests (concurrency)", `${load.requests} (${load.concurrency})`);
  row("latency p50 / p99 / max", `${ms(load.p50)} / ${ms(load.p99)} / ${ms(load.max)}`);
  row("throughput", `${load.perSecond.toFixed(0)} requests/s`);
  row("statuses", JSON.stringify(load.statuses));

  console.log("\nVoting on the local stack: 1,000 votes by distinct voters on one suggestion, 100 at a time (issue 24)");
  const token = await accessToken(stack.url, stack.config.accessCodes[0]!);
  const headers = { "content-type": "application/json", "x-access-token": token };
  const votes = await benchVotes(stack, token);
  row("count shown / vote rows (both must be 1000)", `${votes.shown} / ${votes.voteRows}`);
  row("votes per second", votes.load.perSecond.toFixed(0));
  row("vote latency p50 / p99", `${ms(votes.load.p50)} / ${ms(votes.load.p99)}`);
  row("statuses", JSON.stringify(votes.load.statuses));
  row("sort key right after the burst / after one board read", `${votes.sortKeyAfterBurst} / ${votes.sortKeyAfterRead}`);

  console.log("\nAnalytics events on the local stack (issue 30): 500 events/s for 10 s, 5 per request, 3 requests per visitor, open loop");
  const events = await benchAnalytics(stack);
  row(
    "requests / events sent / visitors",
    `${events.requests} / ${events.sent} / ${events.visitors} (${events.achievedEventsPerSecond.toFixed(0)} events/s achieved)`,
  );
  row("latency p50 / p99 / max", `${ms(events.p50)} / ${ms(events.p99)} / ${ms(events.max)}`);
  row("statuses", JSON.stringify(events.statuses));
  row("events sent / counted (lost: the difference)", `${events.sent} / ${events.counted}`);

  console.log("\nListing suggestions: 50 concurrent readers, 500 requests");
  const reads = await runLoad(500, 50, () => fetch(`${stack.url}/api/suggestions`, { headers }));
  row("latency p50 / p99", `${ms(reads.p50)} / ${ms(reads.p99)}`);
  row("throughput", `${reads.perSecond.toFixed(0)} requests/s`);

  console.log("\nThe board with 10,000 community suggestions (issue 18): one page, 20 concurrent readers");
  const board = await benchBoardPage(stack, token);
  for (const [sort, { first, deep }] of Object.entries(board.pages)) {
    row(`${sort}: first page p50 / p99`, `${ms(first.p50)} / ${ms(first.p99)} (${first.requests} requests)`);
    row(`${sort}: sixth page (cursor) p50 / p99`, `${ms(deep.p50)} / ${ms(deep.p99)}`);
  }

  const adminToken = await benchAdminToken(stack);
  console.log("\nThe console's board page with the same 10,000 suggestions (issue 18), 20 concurrent admins");
  const adminBoard = await benchAdminBoardPage(stack, adminToken, { seed: false });
  row("first page p50 / p99", `${ms(adminBoard.first.p50)} / ${ms(adminBoard.first.p99)} (${adminBoard.first.requests} requests)`);
  row("sixth page (cursor) p50 / p99", `${ms(adminBoard.deep.p50)} / ${ms(adminBoard.deep.p99)}`);

  console.log("\nThe console's CSV export of 200,000 newsletter signups (issue 24), page after page");
  const csv = await benchCsvExport(stack, adminToken, 200_000);
  row("rows / size / pages", `${csv.rows} / ${csv.megabytes.toFixed(2)} MB / ${csv.pages}`);
  row("time to the last byte", ms(csv.ms));
  row("largest page / slowest page", `${csv.largestPageMegabytes.toFixed(2)} MB / ${ms(csv.slowestPageMs)}`);
  row("peak heap growth / peak RSS", `${csv.peakHeapGrowthMb.toFixed(1)} MB / ${csv.peakRssMb.toFixed(0)} MB`);

  console.log("\nGated content from the API (issue 15), raw / gzip bytes on the wire per response");
  for (const transfer of await gatedContentTransfers(stack.url, token)) {
    row(transfer.path, `${kb(transfer.raw)} / ${kb(transfer.gzip)}`);
  }

  console.log("\nLighthouse (simulated throttling for mobile), local stack");
  for (const figure of await runLighthouse([`${stack.url}/`, `${stack.url}/blog/why-ai-matters-for-leaders`])) {
    const scores = Object.entries(figure.scores)
      .map(([id, score]) => `${id} ${score}`)
      .join(", ");
    row(`${new URL(figure.url).pathname} ${figure.formFactor} scores`, scores);
    row(`${new URL(figure.url).pathname} ${figure.formFactor} metrics`, Object.values(figure.metrics).join(" / ") + " (FCP/LCP/TBT/CLS)");
  }

  if (peerAvailable()) {
    console.log("\nSide by side with the peer baseline (issue 17): mobile Lighthouse, performance, 5 runs each, alternated");
    const peer = await serveSpa(buildPeer(), [compression()]);
    try {
      const pairs: Array<[string, string, string]> = [
        ["landing page", `${stack.url}/`, `${peer.url}/`],
        ["a post", `${stack.url}/blog/why-ai-matters-for-leaders`, `${peer.url}/leadership`],
      ];
      const runs = await alternatedMobileRuns(
        pairs.flatMap(([, ours, theirs]) => [ours, theirs]),
        5,
      );
      for (const [label, ours, theirs] of pairs) {
        const our = runs.get(ours)!;
        const their = runs.get(theirs)!;
        row(`${label}: our scores (100 in ${our.filter((run) => run.score === 100).length} of 5)`, our.map((run) => run.score).join(", "));
        row(`${label}: peer scores`, their.map((run) => run.score).join(", "));
        const ratio = median(our.map((run) => run.lcpMs)) / median(their.map((run) => run.lcpMs));
        row(
          `${label}: LCP median ours / peer`,
          `${ms(median(our.map((run) => run.lcpMs)))} / ${ms(median(their.map((run) => run.lcpMs)))} = ${ratio.toFixed(2)} × (budget 0.5 ×)`,
        );
        row(
          `${label}: CLS max ours / peer`,
          `${Math.max(...our.map((run) => run.cls)).toFixed(3)} / ${Math.max(...their.map((run) => run.cls)).toFixed(3)} (budget 0)`,
        );
      }

      console.log(
        "\nGated pages side by side with the peer (issue 31): Slow 4G + 4x CPU in Chromium, cold cache, 390 px, median of 5, alternated",
      );
      const withAccess = async (context: BrowserContext) =>
        void (await context.addInitScript((value) => sessionStorage.setItem("ai-leaders.access", value), grant));
      const ourH2 = await http2Front(stack.url);
      const peerH2 = await http2Front(peer.url);
      try {
        for (const [transport, ourUrl, peerUrl] of [
          ["HTTP/1.1", stack.url, peer.url],
          ["HTTP/2 (TLS front)", ourH2.url, peerH2.url],
        ] as const) {
          const sideBySide = await benchFirstCard({ url: ourUrl, prepare: withAccess }, { url: peerUrl });
          for (const page of sideBySide.pages) {
            row(
              `${transport}, ${page.label}: first usable card ours / peer`,
              `${ms(page.ours)} / ${ms(page.peer)} = ${(page.ours / page.peer).toFixed(2)} × (budget 0.8 ×)`,
            );
            row(`${transport}, ${page.label}: scripts loaded ours / peer`, `${page.ourScripts} / ${page.peerScripts} (budget: ours ≤ 8)`);
          }
          const { expand } = sideBySide;
          for (const at of ["p50", "p95"] as const) {
            row(
              `${transport}, card click to prompt painted ${at} ours / peer`,
              `${ms(expand.ours[at])} / ${ms(expand.peer[at])} = ${(expand.ours[at] / expand.peer[at]).toFixed(2)} × (budget 0.8 ×; ${expand.ours.samples} clicks each)`,
            );
          }
        }
      } finally {
        ourH2.close();
        peerH2.close();
      }
    } finally {
      peer.close();
    }
  } else {
    console.log("\nThe peer baseline is not at ../shared/peer-baseline: the side-by-side comparison is skipped.");
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
row(
  `first token to screen (${streaming.runs} runs) p50 / p99`,
  `${ms(streaming.firstTokenToScreen.p50)} / ${ms(streaming.firstTokenToScreen.p99)} (budget p50 150 ms)`,
);
row("WebSocket messages per model report p50 / max", `${streaming.messagesPerReport.p50} / ${streaming.messagesPerReport.max} (budget 30)`);
const pushedBytes = streaming.bytesPerReport;
row(
  "bytes pushed per report p50: patches + result",
  `${kb(pushedBytes.patches)} + ${kb(pushedBytes.result)} for a ${kb(pushedBytes.report)} report (budget: patches ≤ 3 × report)`,
);
row(
  "server overhead per job beyond the model p50 / p95 / p99",
  `${ms(streaming.serverOverhead.p50)} / ${ms(streaming.serverOverhead.p95)} / ${ms(streaming.serverOverhead.p99)} (budget p50 50 ms)`,
);
row(
  "  the same, to the result on the page p50 / p95 / p99",
  `${ms(streaming.overheadToPage.p50)} / ${ms(streaming.overheadToPage.p95)} / ${ms(streaming.overheadToPage.p99)}`,
);
row(
  "  where it goes, p50 ms (stored timings)",
  Object.entries(streaming.serverStages)
    .map(([stage, time]) => `${stage} ${time}`)
    .join(", "),
);
row("model time per job p50", ms(streaming.modelTime.p50));

console.log("\nThe roast's page capture: a designed fixture page (stylesheet, image) on loopback, Chromium at 1440 and 390 px");
const capture = await benchCapture(10);
row(`capture, both widths, four screenshots stored (${capture.runs} runs) p50`, `${ms(capture.capture)} (budget 4 s)`);
row(
  "the share card (1200×630 JPEG) and the one-page PDF brief, drawn by the same browser p50",
  `${ms(capture.card)} and ${ms(capture.brief)}`,
);
row(
  "a rule-based roast's time p50: fetch + capture + checks",
  `${ms(capture.fetch)} + ${ms(capture.capture)} + ${ms(capture.checks)} (with a model: the model's time runs beside the capture)`,
);

const analyzerBench = new URL("./analyzer.ts", import.meta.url);
if (existsSync(analyzerBench)) {
  console.log("\nBuilt-in analyzer on a ~500 KB page");
  const { benchAnalyzer } = (await import(analyzerBench.href)) as {
    benchAnalyzer: () => Promise<Array<{ label: string; value: string }>>;
  };
  for (const { label, value } of await benchAnalyzer()) row(label, value);
}
console.log(`\nMachine after: ${busy()}.`);
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
