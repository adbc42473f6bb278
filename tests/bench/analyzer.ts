// The built-in analyzer on a generated ~500 KB landing page: time per analysis (the whole path
// over loopback HTTP, and the parse + critique alone) and memory. Measures; prints nothing.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { analyze, critiqueHtml } from "@ai-leaders/core/roast/checks";

const runs = 30;
const warmups = 5;

export async function benchAnalyzer(): Promise<Array<{ label: string; value: string }>> {
  const page = generatePage(500 * 1024);
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": page.length });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const fullPath = async () => {
      const result = await analyze({ kind: "landing-roast", url }, { allowPrivateHosts: true });
      if (!result.ok) throw new Error(`analyzer bench: ${result.code} ${result.reason}`);
      return result;
    };
    const critiqueOnly = async () => critiqueHtml(page, "landing-roast");

    const collect = gcFunction();
    collect();
    const before = process.memoryUsage();
    const full = await time(fullPath);
    const parse = await time(critiqueOnly);
    const afterRuns = process.memoryUsage();
    collect();
    const settled = process.memoryUsage();
    const oneRun = await allocationOf(fullPath, collect);

    return [
      { label: "page size", value: `${kb(page.length)} (${countOf(page, "<")} tags)` },
      { label: `analyze() over loopback, median / p95 (${runs} runs)`, value: `${ms(full.median)} / ${ms(full.p95)}` },
      { label: "parse + critique only, median / p95", value: `${ms(parse.median)} / ${ms(parse.p95)}` },
      { label: "heap growth during one analysis", value: mb(oneRun) },
      {
        label: `heap delta after ${runs * 2} analyses (before / after GC)`,
        value: `${mb(afterRuns.heapUsed - before.heapUsed)} / ${mb(settled.heapUsed - before.heapUsed)}`,
      },
      { label: "RSS delta after the runs", value: mb(settled.rss - before.rss) },
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function time(work: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < warmups; i++) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (quantile: number) => samples[Math.min(samples.length - 1, Math.ceil(quantile * samples.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

async function allocationOf(work: () => Promise<unknown>, collect: () => void): Promise<number> {
  collect();
  const start = process.memoryUsage().heapUsed;
  const result = await work();
  const end = process.memoryUsage().heapUsed;
  void result;
  return end - start;
}

/** A real GC hook when the runtime allows one, so heap figures aren't GC timing noise. */
function gcFunction(): () => void {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    if (typeof gc === "function") return () => (gc as () => void)();
  } catch {
    // Without it, the figures still show; they are just noisier.
  }
  return () => undefined;
}

/** A plausible landing page, repeated section by section until it reaches the size. Deterministic. */
function generatePage(targetBytes: number): Buffer {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Benchly – Analytics for growing online shops</title>
<meta name="description" content="See which products, pages and campaigns make you money. Set up in five minutes, free for 14 days.">
<meta property="og:title" content="Benchly"><meta property="og:description" content="Analytics for online shops"><meta property="og:image" content="/og.png">
<link rel="canonical" href="https://benchly.example/"><link rel="stylesheet" href="/app.css">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Benchly"}</script>
<script>${"window.__DATA__ = window.__DATA__ || [];".repeat(400)}</script><script src="/app.js" defer></script></head><body>
<nav><a href="/">Benchly</a> <a href="/pricing">Pricing</a> <a href="/login">Log in</a></nav>
<h1>Analytics for growing online shops</h1><p>See which products, pages and campaigns make you money.</p>
<a class="btn" href="/signup">Start free trial</a>`;
  const parts = [head];
  let size = head.length;
  for (let section = 1; size < targetBytes - 200; section++) {
    const block = `<section><h2>Feature ${section}: reports that answer real questions</h2>
<p>Trusted by ${1000 + section} shops. Every morning you get a short report on what sold, what didn't and why. Numbers come with a plain sentence, so you know what to do next.</p>
<ul>${["Revenue by product", "Returning customers", "Campaign payback", "Basket size"].map((item) => `<li>${item} for week ${section}</li>`).join("")}</ul>
<div class="card"><div class="inner"><div class="media"><img src="/img/feature-${section}.png"${section % 3 === 0 ? "" : ` alt="Report ${section}"`}></div>
<blockquote>Benchly paid for itself in the first month. – Customer ${section}</blockquote></div></div>
<p>Plans from $${19 + (section % 5) * 10}/month. <a href="/features/${section}">Read about feature ${section}</a></p></section>\n`;
    parts.push(block);
    size += block.length;
  }
  parts.push(`<form><label for="e">Email</label><input id="e" type="email" required><button type="submit">Get the report</button></form>
<footer><a href="mailto:hello@benchly.example">hello@benchly.example</a> <a href="/privacy">Privacy</a></footer></body></html>`);
  return Buffer.from(parts.join(""));
}

function countOf(buffer: Buffer, char: string): number {
  let count = 0;
  for (let index = buffer.indexOf(char); index !== -1; index = buffer.indexOf(char, index + 1)) count++;
  return count;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${bytes >= 0 ? "+" : ""}${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
