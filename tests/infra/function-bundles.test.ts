// The functions as `sst deploy` builds them (the run's one build: build-artifacts.ts), read as they would be uploaded.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { originVerifyEnvVar, pageCapture, relayQueue, tables } from "@ai-leaders/infra";
import { staticallyImported } from "../bench/bundle.ts";
import { apiEnvironment, guideRequest, httpApiEvent } from "../bench/cold-start.ts";
import { builtArtifacts } from "./artifacts.ts";
import { captureRuntimeFolder, captureRuntimePackages } from "../../stacks/capture-runtime.ts";

interface BuiltFunction {
  handler: string;
  /** What would be uploaded: the bundle, and the node_modules of packages installed beside it. */
  dir: string;
  files: string[];
  /** The file Lambda loads first, and every file it imports statically. */
  coldStart: string[];
}

/** Only the SSM client's own code names its service this way; the caller only names the client. */
const parameterStoreClientCode = "AmazonSSM";
/** The DynamoDB client's own code: the API version its every request names (X-Amz-Target). */
const dynamoDbClientCode = "DynamoDB_20120810";
/** The SQS client's own code, likewise: its service's target prefix. */
const queueClientCode = "AmazonSQS";

let built: BuiltFunction[];

beforeAll(async () => {
  const { bundles } = await builtArtifacts();
  built = Object.values(bundles)
    .filter(({ source }) => source.startsWith("packages/functions/"))
    .map(({ source, dir }) => {
      const entry = join(dir, `${source.slice(0, source.lastIndexOf("."))}.mjs`);
      return { handler: source, dir, files: filesUnder(dir), coldStart: [...staticallyImported(entry)] };
    });
});

/** The API function as built. */
const builtApi = () => built.find(({ handler }) => handler.includes("/api/"))!;

/** The API function's code a cold start loads, and all the code it ships. */
function apiCode() {
  const apiFunction = builtApi();
  return {
    coldStartCode: apiFunction.coldStart.map((file) => readFileSync(file, "utf8")).join("\n"),
    shippedCode: apiFunction.files
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n"),
  };
}

describe("the functions as deployed", () => {
  it("are our ten handlers (the WebSocket one on three routes, the edge's authorizer on both APIs)", () => {
    expect([...new Set(built.map((fn) => fn.handler.split("/")[3]))].sort()).toEqual([
      "api",
      "callback",
      "capture",
      "digest",
      "edge-authorizer",
      "mail-feedback",
      "relay",
      "sweeper",
      "upgrade",
      "ws",
    ]);
  });

  it("ship Chromium to the capture function as an installed package, with the playwright-core that drives it", () => {
    const capture = built.find(({ handler }) => handler.includes("/capture/"))!;
    const modules = join(capture.dir, "node_modules");
    expect(existsSync(join(modules, "@sparticuz/chromium/bin/chromium.br"))).toBe(true);
    expect(existsSync(join(modules, "playwright-core/package.json"))).toBe(true);
  });

  it("ship the capture's packages at the versions the tests run: its lock agrees with the repository's, and so does what is installed", () => {
    const capture = built.find(({ handler }) => handler.includes("/capture/"))!;
    const lockOf = (folder: string) =>
      (JSON.parse(readFileSync(join(folder, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> }).packages;
    const tested = Object.entries(lockOf("."));
    const shipped = Object.entries(lockOf(captureRuntimeFolder)).filter(([path]) => path !== "");
    expect(shipped.map(([path]) => path)).toEqual(expect.arrayContaining(captureRuntimePackages.map((name) => `node_modules/${name}`)));
    for (const [path, { version }] of shipped) {
      const name = path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
      const testedVersions = tested.filter(([testedPath]) => testedPath.endsWith(`node_modules/${name}`)).map(([, entry]) => entry.version);
      expect(testedVersions, name).toContain(version);
      const installed = JSON.parse(readFileSync(join(capture.dir, path, "package.json"), "utf8")) as { version: string };
      expect(installed.version, name).toBe(version);
    }
  });

  it("are minified and carry no source maps", () => {
    for (const fn of built) {
      expect(fn.files.filter((file) => file.endsWith(".map"))).toEqual([]);
      const entry = readFileSync(fn.coldStart[0]!, "utf8");
      // esbuild's minified output: the code on very long lines (a small entry, whose shared code is
      // in chunks, has few of them, so the length per line says nothing there). A whole function
      // smaller than a long line (the edge's authorizer) is minified when no line is indented.
      if (entry.length < 2_000) expect(entry, fn.handler).not.toMatch(/\n {2,}\S/);
      else expect(Math.max(...entry.split("\n").map((line) => line.length)), fn.handler).toBeGreaterThan(1_000);
    }
  });

  it("load the Parameter Store client only when a secret must be fetched, not on every cold start", () => {
    // The sweeper, the deploy's data upgrade, mail feedback, the capture function and the edge's authorizer read no secret.
    for (const fn of built.filter(({ handler }) => !/\/(sweeper|upgrade|mail-feedback|capture|edge-authorizer)\//.test(handler))) {
      const coldStartCode = fn.coldStart.map((file) => readFileSync(file, "utf8")).join("\n");
      expect(coldStartCode.includes(parameterStoreClientCode), fn.handler).toBe(false);
      const shipped = fn.files
        .filter((file) => file.endsWith(".mjs"))
        .some((file) => readFileSync(file, "utf8").includes(parameterStoreClientCode));
      expect(shipped, fn.handler).toBe(true);
    }
  });

  it("load the API's DynamoDB and SQS clients with the first request that touches a table or the queue", () => {
    const { coldStartCode, shippedCode } = apiCode();
    for (const clientCode of [dynamoDbClientCode, queueClientCode]) {
      expect(coldStartCode.includes(clientCode), clientCode).toBe(false);
      expect(shippedCode.includes(clientCode), clientCode).toBe(true);
    }
  });

  it("load each group of the API's routes with its first request: a content request's cold start carries none of them", () => {
    const { coldStartCode, shippedCode } = apiCode();
    // A path only each group's own routes name: the Vote tab, the workflows, accounts, the console.
    for (const routeOfGroup of ["/suggestions/similar", "/workflows/landing-roast", "/signin", "/signups.csv"]) {
      expect(coldStartCode.includes(routeOfGroup), routeOfGroup).toBe(false);
      expect(shippedCode.includes(routeOfGroup), routeOfGroup).toBe(true);
    }
  });

  it("keep the API's gated content and password hashing out of its cold start", () => {
    const apiFunction = builtApi();
    const coldStartCode = apiFunction.coldStart.map((file) => readFileSync(file, "utf8")).join("\n");
    // hash-wasm's argon2 and one of the guides, by words only they contain.
    expect(coldStartCode).not.toContain("Salt should be at least 8 bytes long");
    expect(coldStartCode).not.toContain("cross-examination");
  });

  it("make no Intl formatter while the API's code loads: a date or number is formatted when a request needs one", () => {
    const apiFunction = builtApi();
    const env = {
      PATH: process.env.PATH ?? "",
      ...Object.fromEntries(Object.values(tables).map((table) => [table.envVar, `bundling-${table.envVar.toLowerCase()}`])),
      [relayQueue.envVar]: "https://sqs.us-east-1.amazonaws.com/000000000000/bundling-relay",
    };
    const loaded = spawnSync(process.execPath, ["--input-type=module", "-e", intlWatch, apiFunction.coldStart[0]!], {
      env,
      encoding: "utf8",
    });
    expect(loaded.stderr).toBe("");
    expect(JSON.parse(loaded.stdout)).toEqual([]);
  });

  it("each load as Lambda loads them and offer their handler", () => {
    // Every setting some function reads as it loads, as its stack sets it.
    const env = {
      ...apiEnvironment,
      [originVerifyEnvVar]: "bundling-origin-secret",
      [pageCapture.bucketEnvVar]: "bundling-screenshots",
      [relayQueue.deadLetter.envVar]: "https://sqs.us-east-1.amazonaws.com/000000000000/bundling-relay-dlq",
      WS_MANAGEMENT_URL: "https://bundling.execute-api.us-east-1.amazonaws.com/bundling",
    };
    for (const fn of built) {
      const handlerName = fn.handler.slice(fn.handler.lastIndexOf(".") + 1);
      const loaded = spawnSync(process.execPath, ["--input-type=module", "-e", handlerType, fn.coldStart[0]!, handlerName], {
        env,
        encoding: "utf8",
      });
      expect(loaded.stderr, fn.handler).toBe("");
      expect(loaded.stdout, fn.handler).toBe("function");
    }
  });

  it("answer from the API's bundle: a guide from its cold start's code, a group of routes from the chunk it loads on demand", () => {
    const apiFunction = builtApi();
    const contactWithoutEmail = httpApiEvent(
      "/api/contact",
      { origin: apiEnvironment.PUBLIC_URL!, "content-type": "application/json" },
      { method: "POST", body: JSON.stringify({ name: "Ada", message: "Hello" }) },
    );
    const answered = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", answerInTurn, apiFunction.coldStart[0]!, JSON.stringify([guideRequest(), contactWithoutEmail])],
      { env: { PATH: process.env.PATH ?? "", ...apiEnvironment }, encoding: "utf8" },
    );
    expect(answered.stderr).toBe("");
    const [guide, contact] = JSON.parse(answered.stdout) as Array<{ statusCode: number; body: string }>;
    expect(guide!.statusCode).toBe(200);
    expect(JSON.parse(guide!.body)).toMatchObject({ guide: "build-website" });
    expect(contact!.statusCode).toBe(400);
    expect(contact!.body).toContain("email");
  });

  it("load the API's cold start from one file of its code besides the entry, not one per set of chunks sharing it", () => {
    const apiFunction = builtApi();
    // The entry, the chunk of the code it loads (stacks/cold-start-chunk.ts) and esbuild's own helpers.
    expect(apiFunction.coldStart.length).toBeLessThanOrEqual(3);
  });

  it("keep the API's cold start under 100 KB of code: no zod, whose core alone weighs about 90 KB", () => {
    const { coldStartCode } = apiCode();
    // The settings are read without zod (core/config/plain.ts), the gate imports no schema, and the
    // routes' body validation (http/json-body.ts) loads with the routes that read a body.
    // zod's base type names itself in its own code.
    expect(coldStartCode).not.toContain('"$ZodType"');
    expect(Buffer.byteLength(coldStartCode)).toBeLessThanOrEqual(100 * 1024);
  });
});

/**
 * Imports a bundle with every Intl constructor and toLocale* method watched; prints what was made.
 * The first Intl object a process makes loads its locale data: tens of milliseconds.
 */
const intlWatch = `
  const made = [];
  for (const name of ["DateTimeFormat", "NumberFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter", "DisplayNames"]) {
    Intl[name] = new Proxy(Intl[name], {
      construct: (target, args) => (made.push(name), Reflect.construct(target, args)),
      apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)),
    });
  }
  for (const [owner, method] of [[Number.prototype, "toLocaleString"], [Date.prototype, "toLocaleString"], [Date.prototype, "toLocaleDateString"], [Date.prototype, "toLocaleTimeString"], [String.prototype, "localeCompare"]]) {
    const original = owner[method];
    owner[method] = function (...args) { made.push(method); return original.apply(this, args); };
  }
  await import(new URL("file://" + process.argv[1]));
  process.stdout.write(JSON.stringify(made));
`;

/** Imports a bundle as Lambda does and prints the type of the handler it names. */
const handlerType = `
  const bundle = await import(new URL("file://" + process.argv[1]));
  process.stdout.write(typeof bundle[process.argv[2]]);
`;

/** Imports a bundle and hands its handler each event in turn; prints the answers. */
const answerInTurn = `
  const { handler } = await import(new URL("file://" + process.argv[1]));
  const answers = [];
  for (const event of JSON.parse(process.argv[2])) answers.push(await handler(event, { awsRequestId: "bundling" }));
  process.stdout.write(JSON.stringify(answers));
`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes("node_modules"))
    .map((entry) => join(entry.parentPath, entry.name));
}
