// The peer baseline (../shared/peer-baseline: a typical generated app of this kind) built from a
// copy and served beside ours the same way, then measured by mobile Lighthouse in alternation,
// so both see the same machine at the same moment. Ratios are ours / the peer's.
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { execSync } from "node:child_process";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const peerSource = fileURLToPath(new URL("../../../shared/peer-baseline", import.meta.url));
const peerCopy = join(tmpdir(), "ai-leaders-peer-baseline");

export function peerAvailable(): boolean {
  return existsSync(join(peerSource, "package.json"));
}

/** Copies the peer, installs its dependencies once, builds it; returns its built folder. */
export function buildPeer(): string {
  if (!existsSync(join(peerCopy, "node_modules"))) {
    rmSync(peerCopy, { recursive: true, force: true });
    cpSync(peerSource, peerCopy, {
      recursive: true,
      filter: (path) => !path.includes(`${sep}node_modules`) && !path.includes(`${sep}dist`),
    });
    execSync("npm install --no-audit --no-fund --loglevel=error", { cwd: peerCopy, stdio: "ignore" });
  }
  execSync("npx vite build --logLevel error", { cwd: peerCopy, stdio: "ignore" });
  return join(peerCopy, "dist");
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
};

/**
 * Serves a single-page app's folder as our local server serves ours: files as stored, any other
 * path the app's index.html, behind the same middleware (compression) our stack puts in front.
 */
export async function serveSpa(dir: string, middleware: Parameters<Hono["use"]>[1][] = []): Promise<{ url: string; close: () => void }> {
  const app = new Hono();
  for (const handler of middleware) app.use("*", handler);
  app.get("*", (c) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(c.req.url).pathname)));
    const file = path.startsWith(dir) && existsSync(path) && extname(path) ? path : join(dir, "index.html");
    return new Response(readFileSync(file), { headers: { "content-type": types[extname(file)] ?? "application/octet-stream" } });
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

export interface MobileRun {
  score: number;
  lcpMs: number;
  cls: number;
}

/** Mobile Lighthouse (simulated throttling, performance only) on each URL, `runs` times, alternated. */
export async function alternatedMobileRuns(urls: string[], runs: number, chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium") {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const results = new Map<string, MobileRun[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        const { lhr } = (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] }))!;
        results.get(url)!.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
