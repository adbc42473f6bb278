// `npm run bench`: prints the figures the issues name. Measures; never asserts.
import { existsSync } from "node:fs";
import { startLocalStack, webDistDir } from "@ai-leaders/local";
import { routeWeight } from "./bundle.ts";
import { runLoad } from "./latency.ts";
import { runLighthouse } from "./lighthouse.ts";

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
const stack = await startLocalStack({ port: 0, dataDir: null, log: () => undefined });
try {
  const warmup = await runLoad(100, 10, (i) => subscribe(stack.url, `warmup-${i}@bench.example`));
  void warmup;
  const load = await runLoad(1_000, 50, (i) => subscribe(stack.url, `reader-${i}@bench.example`));
  row("requests (concurrency)", `${load.requests} (${load.concurrency})`);
  row("latency p50 / p99 / max", `${ms(load.p50)} / ${ms(load.p99)} / ${ms(load.max)}`);
  row("throughput", `${load.perSecond.toFixed(0)} requests/s`);
  row("statuses", JSON.stringify(load.statuses));

  console.log("\nLighthouse (simulated throttling for mobile), local stack");
  for (const figure of await runLighthouse([`${stack.url}/`, `${stack.url}/blog/why-ai-matters-for-leaders`])) {
    const scores = Object.entries(figure.scores).map(([id, score]) => `${id} ${score}`).join(", ");
    row(`${new URL(figure.url).pathname} ${figure.formFactor} scores`, scores);
    row(`${new URL(figure.url).pathname} ${figure.formFactor} metrics`, Object.values(figure.metrics).join(" / ") + " (FCP/LCP/TBT/CLS)");
  }
} finally {
  await stack.stop();
}

const analyzerBench = new URL("./analyzer.ts", import.meta.url);
if (existsSync(analyzerBench)) {
  console.log("\nBuilt-in analyzer on a ~500 KB page");
  const { benchAnalyzer } = (await import(analyzerBench.href)) as {
    benchAnalyzer: () => Promise<Array<{ label: string; value: string }>>;
  };
  for (const { label, value } of await benchAnalyzer()) row(label, value);
}
console.log("");

function subscribe(url: string, email: string) {
  return fetch(`${url}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}
