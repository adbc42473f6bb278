// analyze() end to end over real HTTP on loopback: the fixture pages, every failure the relay can
// get back, the voices, and the rule that every quote comes from the page.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPublicSites, closedPort, startFixtureServer } from "../../safe-fetch/fixture-server.ts";
import type { FixtureServer } from "../../safe-fetch/fixture-server.ts";
import { analysisFailureReasons, analyze } from "./index.ts";
import { maxRuleBasedScore } from "./page-report.ts";
import type { AnalysisResult, AnalyzerOptions } from "./index.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), "utf8");
const pages = { strong: fixture("strong"), weak: fixture("weak"), bakery: fixture("bakery") };

let server: FixtureServer;
let site: AnalyzerOptions;
const local: AnalyzerOptions = { allowPrivateHosts: true };
const url = (path: string) => `${server.origin}${path}`;
const fixedClock = () => {
  const ticks = [0, 420];
  return () => ticks.shift() ?? 420;
};

beforeAll(async () => {
  server = await startFixtureServer({
    "/strong": { body: pages.strong },
    "www.strong.example/": { body: pages.strong },
    "/weak": { body: pages.weak },
    "/bakery": { body: pages.bakery },
    "/empty": { body: "" },
    // A short, sensible pitch with no design at all: what used to score 9/10.
    "/bare": {
      body: '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ledgerly: invoicing for freelancers</title></head><body><h1>Invoicing for freelancers who hate chasing payments</h1><p>Send a clear invoice in two minutes and get paid on time.</p><a href="/signup">Start free trial</a></body></html>',
    },
    // Styled, mobile-ready, with its button up top: everything but the words.
    "/buzz": {
      body: '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme</title><style>body{font-family:sans-serif}</style></head><body><h1>Unlock innovative solutions for next-gen growth</h1><p>We help teams everywhere do more with seamless, world-class technology.</p><a class="button" href="/more">Learn more</a></body></html>',
    },
    "/shell": {
      body: '<!doctype html><html lang="en"><head><title>App</title><script src="/app.js"></script></head><body><div id="root"></div></body></html>',
    },
    "/huge": { body: `<!doctype html><html><body>${"<p>Lorem ipsum dolor sit amet.</p>".repeat(100_000)}</body></html>` },
    "/json": { headers: { "content-type": "application/json" }, body: "{}" },
    "/slow": () => {},
    "/go": { status: 302, headers: { location: "/go-2" } },
    "/go-2": { status: 302, headers: { location: "http://192.168.0.10/router" } },
  });
  site = { ...asPublicSites(server, ["www.strong.example"], await closedPort()), now: fixedClock() };
});

afterAll(() => server.close());

function content(result: AnalysisResult): string {
  if (!result.ok) throw new Error(`expected an analysis, got ${result.code}: ${result.reason}`);
  return result.content;
}

describe("analyze: landing pages", () => {
  it("writes every section, ranked fixes, the calibration and scores for each section", async () => {
    const result = await analyze({ kind: "landing-improve", url: url("/strong") }, local);
    const text = content(result);
    for (const title of [
      "First impression",
      "Message clarity",
      "Call to action",
      "Trust",
      "Search basics",
      "Speed and weight",
      "Accessibility",
    ]) {
      expect(text).toMatch(new RegExp(`^## ${title}: \\d+/10$`, "m"));
    }
    expect(text).toContain("## Top fixes");
    expect(text).toMatch(/^Overall score: \d+\/100\. On this rule-based scale/m);
    expect(text).toContain("_Built-in analysis (rule-based, not AI) · rubric roast-rubric-2026-12_");
    expect(result.ok && Object.keys(result.scores)).toEqual([
      "firstImpression",
      "messageClarity",
      "callToAction",
      "trust",
      "searchBasics",
      "speedAndWeight",
      "accessibility",
      "overall",
    ]);
    expect(text).not.toMatch(/<[a-z!/]/i); // Markdown without HTML
    expect(text).not.toContain("|"); // no markdown tables
  });

  it("scores the strong page well above the weak one", async () => {
    const strong = await analyze({ kind: "landing-roast", url: url("/strong") }, local);
    const weak = await analyze({ kind: "landing-roast", url: url("/weak") }, local);
    expect(strong.ok && weak.ok).toBe(true);
    if (!strong.ok || !weak.ok) return;
    expect(strong.scores["overall"]).toBeGreaterThanOrEqual(75);
    expect(weak.scores["overall"]).toBeLessThanOrEqual(50);
    const { overall: strongOverall, ...strongSections } = strong.scores;
    const { overall: weakOverall, ...weakSections } = weak.scores;
    for (const score of [strongOverall!, weakOverall!]) expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
    for (const score of [...Object.values(strongSections), ...Object.values(weakSections)]) {
      expect(Number.isInteger(score) && score >= 0 && score <= 10).toBe(true);
    }
  });

  it("gives the same text for the same page, every time", async () => {
    const runs = await Promise.all(
      [1, 2, 3].map(() => analyze({ kind: "website-roast", url: url("/bakery") }, { ...local, now: fixedClock() })),
    );
    expect(new Set(runs.map(content)).size).toBe(1);
  });

  it("roasts for the two roast workflows and coaches for improve-landing-page", async () => {
    const roast = content(await analyze({ kind: "landing-roast", url: url("/weak") }, local));
    const website = content(await analyze({ kind: "website-roast", url: url("/weak") }, local));
    const coach = content(await analyze({ kind: "landing-improve", url: url("/weak") }, local));
    for (const text of [roast, website, coach]) expect(text.split("\n")[0]).toBe(`# ${url("/weak")}`);
    expect(website).toContain("That's a doormat, not a value proposition.");
    expect(roast).toContain("That's a doormat, not a value proposition.");
    expect(coach).not.toContain("doormat");
    expect(coach).toContain("which doesn't tell visitors what you do");
  });

  it("quotes only what the page says", async () => {
    // Our own example wording in findings, and "Submit": what a browser shows on an unnamed submit button.
    const allowedTemplateQuotes = new Set([
      "Submit",
      "Everyone",
      "Not secure",
      "from",
      "Book a call",
      "Start free trial",
      "Get a free quote",
      "Start your trial",
      "Get my quote",
      "for [who] who [problem]",
      "for independent designers",
      "for finance teams",
    ]);
    for (const [name, html] of Object.entries(pages)) {
      const source = normalise(html);
      for (const kind of ["landing-roast", "landing-improve"] as const) {
        const text = content(await analyze({ kind, url: url(`/${name}`) }, local));
        const findings = text.split("## Top fixes")[0] ?? "";
        for (const [, quoted = ""] of findings.matchAll(/"([^"]+)"/g)) {
          if (allowedTemplateQuotes.has(quoted) || quoted.startsWith("http://127.0.0.1")) continue;
          for (const piece of quoted
            .split("…")
            .map((part) => normalise(part))
            .filter(Boolean)) {
            expect(source, `${name}: ${quoted}`).toContain(piece);
          }
        }
      }
    }
  });

  it("never gives full marks for what the HTML can't show, and marks down a page with no design", async () => {
    const bare = await analyze({ kind: "landing-improve", url: url("/bare") }, local);
    const strong = await analyze({ kind: "landing-improve", url: url("/strong") }, local);
    if (!bare.ok || !strong.ok) throw new Error("expected both pages to be analyzed");
    expect(bare.content).toContain("The page has no stylesheet at all");
    expect(bare.scores["firstImpression"]).toBeLessThanOrEqual(4);
    expect(bare.scores["overall"]).toBeLessThan(70);
    expect(strong.scores["firstImpression"]).toBeLessThanOrEqual(8);
    expect(strong.scores["speedAndWeight"]).toBeLessThanOrEqual(7);
    expect(strong.scores["overall"]).toBeLessThanOrEqual(maxRuleBasedScore);
    expect(strong.content).toContain("The visual design, layout and images: the page was read as HTML, never rendered.");
  });

  it("scores a buzzword headline and a 'Learn more' button as low as it words them", async () => {
    const result = await analyze({ kind: "landing-roast", url: url("/buzz") }, local);
    if (!result.ok) throw new Error(result.reason);
    expect(result.content).toContain('"Unlock", "innovative", "solutions", "next-gen" could describe any company, so it describes none.');
    expect(result.content).toContain("That's a shrug, not an invitation.");
    expect(result.content).not.toContain("Annoyingly competent");
    expect(result.content).not.toContain("Someone did their homework");
    expect(result.scores["firstImpression"]).toBeLessThanOrEqual(6);
    expect(result.scores["callToAction"]).toBeLessThanOrEqual(6);
  });

  it("says so when the page is empty, and scores it 0", async () => {
    const result = await analyze({ kind: "landing-roast", url: url("/empty") }, local);
    expect(content(result)).toContain("The server sent back an empty page: 0 bytes.");
    expect(result.ok && result.scores["overall"]).toBe(0);
  });

  it("warns when the content seems to be drawn by JavaScript", async () => {
    const text = content(await analyze({ kind: "landing-improve", url: url("/shell") }, local));
    expect(text).toContain("The HTML holds only 0 words of text next to 1 script.");
  });

  it("reads a public name through the pinned connection, with the response time from the clock", async () => {
    const text = content(await analyze({ kind: "landing-improve", url: "www.strong.example" }, { ...site, now: fixedClock() }));
    expect(text.split("\n")[0]).toBe("# http://www.strong.example/");
    expect(text).toContain("The HTML arrived in under a second.");
  });
});

describe("analyze: failures carry the user-facing reason", () => {
  it.each([
    ["a loopback address without the local-testing switch", (): string => url("/strong"), {}, "blocked", analysisFailureReasons.blocked],
    ["cloud metadata", (): string => "http://169.254.169.254/latest/meta-data/", local, "blocked", analysisFailureReasons.blocked],
    ["a file URL", (): string => "file:///etc/passwd", local, "blocked", analysisFailureReasons.blocked],
    ["a redirect chain ending on a private address", (): string => url("/go"), local, "blocked", analysisFailureReasons.blocked],
    ["a 3 MB page", (): string => url("/huge"), local, "too-large", analysisFailureReasons.unreachable],
    ["a page that isn't HTML", (): string => url("/json"), local, "not-html", analysisFailureReasons.notHtml],
    ["a slow server", (): string => url("/slow"), { ...local, timeoutMs: 300 }, "timeout", analysisFailureReasons.unreachable],
    ["a missing page", (): string => url("/nowhere"), local, "unreachable", analysisFailureReasons.unreachable],
  ] as const)("%s", async (_name, target, options, code, reason) => {
    expect(await analyze({ kind: "website-roast", url: target() }, options)).toEqual({ ok: false, code, reason });
  });

  it.each(["", "   ", "http://", "https://exa mple.com", "x".repeat(3000)])("refuses the URL %j as invalid input", async (bad) => {
    expect(await analyze({ kind: "landing-roast", url: bad }, local)).toEqual({
      ok: false,
      code: "invalid-input",
      reason: "Please enter a valid URL",
    });
  });
});

function normalise(text: string): string {
  return text
    .replace(/["“”]/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.,;:]$/, "");
}
