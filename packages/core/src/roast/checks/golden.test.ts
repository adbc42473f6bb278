// Golden outputs: the full text for three fixture pages (one per voice and workflow) and for the
// two kinds of founder brief. The pages are served on loopback under public-looking names (DNS
// stubbed, connection dialled to the fixture server) and the clock is fixed, so the text is
// byte-for-byte stable. After a deliberate wording change: UPDATE_GOLDEN=1 npx vitest run … golden
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPublicSites, closedPort, startFixtureServer } from "../../safe-fetch/fixture-server.ts";
import type { FixtureServer } from "../../safe-fetch/fixture-server.ts";
import { analyze } from "./index.ts";
import type { AnalysisInput, AnalyzerOptions } from "./index.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url));
const goldenFile = (name: string) => new URL(`./golden/${name}.txt`, import.meta.url);

let server: FixtureServer;
let options: () => AnalyzerOptions;

beforeAll(async () => {
  server = await startFixtureServer({
    "ledgerly.example/": { body: fixture("strong") },
    "weak.example/": { body: fixture("weak") },
    "crumbandco.example/": { body: fixture("bakery") },
  });
  const sites = asPublicSites(server, ["ledgerly.example", "weak.example", "crumbandco.example"], await closedPort());
  options = () => {
    const ticks = [1_000, 1_420];
    return { ...sites, now: () => ticks.shift() ?? 1_420 };
  };
});

afterAll(() => server.close());

const cases: Array<[golden: string, input: AnalysisInput]> = [
  ["strong.landing-improve", { kind: "landing-improve", url: "http://ledgerly.example/" }],
  ["weak.landing-roast", { kind: "landing-roast", url: "http://weak.example/" }],
  ["bakery.website-roast", { kind: "website-roast", url: "crumbandco.example" }],
  ["founder.company", { kind: "founder-profile", name: "Maya Chen", email: "maya@ledgerly.example" }],
  ["founder.free-mail", { kind: "founder-profile", name: "Sam Rivera", email: "sam.rivera@gmail.com" }],
];

describe("golden outputs", () => {
  it.each(cases)("%s", async (golden, input) => {
    const result = await analyze(input, options());
    if (!result.ok) throw new Error(`${result.code}: ${result.reason}`);
    const text = `${result.content}\n\nscores: ${JSON.stringify(result.scores)}\n`;
    const file = goldenFile(golden);
    if (process.env["UPDATE_GOLDEN"] === "1") writeFileSync(file, text);
    expect(existsSync(file), `missing golden file ${golden}.txt (run with UPDATE_GOLDEN=1)`).toBe(true);
    expect(text).toBe(readFileSync(file, "utf8"));
  });
});
