// Cold start: a fresh Node.js process loads a Lambda bundle and answers one request, timed from
// spawning the process to the answer. Our API against the smallest Hono app, both built as
// `sst deploy` builds them, runs alternated so both see the same machine.
import { spawn } from "node:child_process";
import { relayQueue, secretsByFunction, tables } from "@ai-leaders/infra";
import { grantAccess, settingsCodeFingerprint } from "@ai-leaders/core/access";
import { settingsCodeId } from "@ai-leaders/core/access-codes";
import { buildFunction, type FunctionBundle } from "./bundle.ts";

const tokenSecret = "cold-start-bench-".padEnd(40, "x");

/** Settings as the stacks set them; the secrets as plain values, so no Parameter Store is called. */
export const apiEnvironment: Record<string, string> = {
  // Every secret the API is bound to must be set; a webhook left unset is `none`, as on a stage.
  ...Object.fromEntries(secretsByFunction.api.map((name) => [`SST_Secret_value_${name}`, "none"])),
  ...Object.fromEntries(Object.values(tables).map((table) => [table.envVar, `bench-${table.envVar.toLowerCase()}`])),
  [relayQueue.envVar]: "https://sqs.us-east-1.amazonaws.com/000000000000/bench-relay",
  PUBLIC_URL: "https://aiforleaders.example",
  AWS_REGION: "us-east-1",
  SST_APP: "ai-for-leaders",
  SST_STAGE: "bench",
  SST_Secret_value_ACCESS_CODES: "first-bench-code,second-bench-code",
  SST_Secret_value_TOKEN_SECRET: tokenSecret,
  SST_Secret_value_ADMIN_EMAILS: "operator@aiforleaders.example",
};

/** Imports the bundle, invokes its handler with the event, prints the status code. */
const invoke = `
  const [entry, name, event] = process.argv.slice(1);
  const bundle = await import(new URL("file://" + entry));
  const answer = await bundle[name](JSON.parse(event), {});
  process.stdout.write(answer.statusCode + "\\n");
  process.exit(0);
`;

export interface ColdStartFigures {
  runs: number;
  request: string;
  api: { p50: number; bundle: FunctionBundle; status: number };
  minimal: { p50: number; bundle: FunctionBundle; status: number };
  ratio: number;
}

export async function benchColdStart(runs: number, workDir: string): Promise<ColdStartFigures> {
  const api = await buildFunction("packages/functions/src/api/lambda.handler", `${workDir}/api`);
  const minimal = await buildFunction("tests/bench/minimal-hono-lambda.handler", `${workDir}/minimal`);
  return compareColdStarts(api, minimal, runs);
}

export async function compareColdStarts(api: FunctionBundle, minimal: FunctionBundle, runs: number): Promise<ColdStartFigures> {
  const guide = guideRequest();
  const apiTimes: number[] = [];
  const minimalTimes: number[] = [];
  let apiStatus = 0;
  let minimalStatus = 0;
  for (let run = 0; run < runs; run++) {
    const apiRun = await answerOnce(api, guide, apiEnvironment);
    const minimalRun = await answerOnce(minimal, httpApiEvent("/api/ping", {}), {});
    apiTimes.push(apiRun.ms);
    minimalTimes.push(minimalRun.ms);
    apiStatus = apiRun.status;
    minimalStatus = minimalRun.status;
  }
  const apiP50 = median(apiTimes);
  const minimalP50 = median(minimalTimes);
  return {
    runs,
    request: "GET /api/content/guides/build-website",
    api: { p50: apiP50, bundle: api, status: apiStatus },
    minimal: { p50: minimalP50, bundle: minimal, status: minimalStatus },
    ratio: apiP50 / minimalP50,
  };
}

/** A Level 3 page's first call, and so most cold starts: a guide, behind the access gate. */
export function guideRequest() {
  return httpApiEvent("/api/content/guides/build-website", {
    "x-access-token": grantAccess(tokenSecret, new Date(), settingsCodeId(0), {
      fingerprint: settingsCodeFingerprint("first-bench-code", tokenSecret),
    }).token,
  });
}

/** Spawns a process that answers one request; the time from spawning it to the answer. */
function answerOnce(bundle: FunctionBundle, event: object, env: Record<string, string>): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--input-type=module", "-e", invoke, bundle.entry, bundle.handlerName, JSON.stringify(event)], {
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve({ ms: performance.now() - started, status: Number(output.trim()) });
    });
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (code) => {
      if (!output.includes("\n")) reject(new Error(`${bundle.entry} exited with ${code} before answering: ${errors}`));
    });
  });
}

/** An API Gateway HTTP API (payload 2.0) request, as Lambda receives it: a GET unless a body is given. */
export function httpApiEvent(
  path: string,
  headers: Record<string, string>,
  { method = "GET", body }: { method?: string; body?: string } = {},
) {
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath: path,
    rawQueryString: "",
    headers: { host: "aiforleaders.example", ...headers },
    ...(body !== undefined && { body }),
    isBase64Encoded: false,
    requestContext: {
      accountId: "000000000000",
      apiId: "bench",
      domainName: "aiforleaders.example",
      domainPrefix: "aiforleaders",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "192.0.2.10", userAgent: "cold-start-bench" },
      requestId: "bench",
      routeKey: "$default",
      stage: "$default",
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
