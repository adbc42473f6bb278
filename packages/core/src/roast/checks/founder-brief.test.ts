// The founder brief: free-mail addresses read nothing unless a company website is given, company
// domains and given websites read one homepage safely, and nothing is said about the person beyond
// the name and email.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPublicSites, closedPort, startFixtureServer } from "../../safe-fetch/fixture-server.ts";
import type { FixtureServer } from "../../safe-fetch/fixture-server.ts";
import type { SafeFetchResult } from "../../safe-fetch/index.ts";
import { briefFounder } from "./founder-brief.ts";
import type { FetchPage } from "./founder-brief.ts";
import { analysisFailureReasons, analyze, founderRequiredMessage } from "./index.ts";
import type { AnalyzerOptions } from "./index.ts";

const strong = readFileSync(new URL("./fixtures/strong.html", import.meta.url));
let server: FixtureServer;
let options: AnalyzerOptions;

beforeAll(async () => {
  server = await startFixtureServer({ "ledgerly.example/": { body: strong }, "plain.example/": { body: "<p>Hello</p>" } });
  const sites = asPublicSites(server, ["ledgerly.example", "plain.example"], await closedPort());
  options = {
    dial: sites.dial,
    lookup: async (hostname) => (hostname === "intranet.example" ? [{ address: "10.0.0.8", family: 4 }] : sites.lookup(hostname)),
  };
});

afterAll(() => server.close());

const unreachable: SafeFetchResult = { ok: false, code: "unreachable", reason: analysisFailureReasons.unreachable, detail: "ECONNREFUSED" };
const timeout: SafeFetchResult = { ok: false, code: "timeout", reason: analysisFailureReasons.unreachable, detail: "slow" };

function recording(answer: SafeFetchResult): { fetchPage: FetchPage; tried: string[] } {
  const tried: string[] = [];
  return { tried, fetchPage: async (url) => (tried.push(url), answer) };
}

describe("founder brief", () => {
  it.each(["sam@gmail.com", "sam@yahoo.co.uk", "sam@proton.me", "sam@hotmail.fr"])(
    "reads nothing for the free-mail address %s",
    async (email) => {
      const { fetchPage, tried } = recording(unreachable);
      const brief = await briefFounder({ name: "Sam Rivera", email, domain: email.split("@")[1] ?? "" }, fetchPage);
      expect(tried).toEqual([]);
      expect(brief.scores).toEqual({});
      expect(brief.content).toContain("That's a mail provider, not a company");
      expect(brief.content).toContain("- Give your company website on the form (or submit again with your company email address)");
      expect(brief.content).toContain("Sam Rivera | [Your role] at [Company] | Helping [who you serve] [achieve what]");
      expect(brief.content).toContain(
        "Sam Rivera is [your role] at [Company]. [Company] helps [who you serve] [achieve what]. [Your background in one sentence.]",
      );
    },
  );

  it("briefs from the company homepage, with placeholders for everything about the person", async () => {
    const result = await analyze({ kind: "founder-profile", name: "  Maya   Chen ", email: "Maya@Ledgerly.example" }, options);
    if (!result.ok) throw new Error(result.reason);
    expect(result.content.split("\n")[0]).toBe("Founder brief: Maya Chen, Ledgerly");
    expect(result.content).toContain('- Headline: "Invoicing for freelancers who hate chasing payments"');
    expect(result.content).toContain("Maya Chen | [Your role] at Ledgerly | Invoicing for freelancers who hate chasing payments");
    expect(result.content).toContain("[Your background in one sentence.] [One result you're proud of, with a number.]");
    expect(result.scores["overall"]).toBeGreaterThanOrEqual(8);
  });

  it("reads the homepage of the company website given, instead of the mail domain", async () => {
    const result = await analyze(
      { kind: "founder-profile", name: "Sam Rivera", email: "sam@gmail.com", company_url: "https://ledgerly.example/pricing?plan=pro" },
      options,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.content.split("\n")[0]).toBe("Founder brief: Sam Rivera, Ledgerly");
    expect(result.content).toContain(
      "- You gave ledgerly.example as your company website, so I read the homepage at http://ledgerly.example/",
    );
    expect(result.content).toContain("Sam Rivera | [Your role] at Ledgerly | Invoicing for freelancers who hate chasing payments");
    expect(result.content).not.toContain("mail provider");
  });

  it("reads only the homepage given, https then http, and says so when it can't be read", async () => {
    const refused = recording(unreachable);
    const founder = { name: "Sam", email: "sam@gmail.com", domain: "gmail.com" };
    const brief = await briefFounder({ ...founder, companyUrl: "https://acme.example/about" }, refused.fetchPage);
    expect(refused.tried).toEqual(["https://acme.example/", "http://acme.example/"]);
    expect(brief.content).toContain(
      "- You gave acme.example as your company website, so I tried to read the homepage at https://acme.example/. We couldn't reach that page",
    );
    expect(brief.missingHomepage).toMatch(
      /^The company website given is acme\.example, but its homepage \(https:\/\/acme\.example\/\) could not be read/,
    );
    const plain = recording(unreachable);
    await briefFounder({ ...founder, companyUrl: "http://acme.example:8080/" }, plain.fetchPage);
    expect(plain.tried).toEqual(["http://acme.example:8080/"]);
  });

  it("keeps the SSRF rules for a company website given", async () => {
    const result = await analyze(
      { kind: "founder-profile", name: "Ada", email: "ada@gmail.com", company_url: "https://intranet.example" },
      options,
    );
    expect(result.ok && result.content).toContain(
      "I tried to read the homepage at https://intranet.example/. That address can't be analyzed, so I can't say how the company presents itself.",
    );
  });

  it("names the gaps a thin homepage leaves, and falls back to the domain for the company name", async () => {
    const result = await analyze({ kind: "founder-profile", name: "Lee", email: "lee@plain.example" }, options);
    if (!result.ok) throw new Error(result.reason);
    expect(result.content.split("\n")[0]).toBe("Founder brief: Lee, plain.example");
    expect(result.content).toContain("The homepage doesn't name who it's for.");
    expect(result.content).toContain("There's no clear next step for a visitor");
  });

  it("still answers when the company homepage can't be read, and says why", async () => {
    const result = await analyze({ kind: "founder-profile", name: "Ada", email: "ada@intranet.example" }, options);
    expect(result).toMatchObject({ ok: true, scores: {} });
    expect(result.ok && result.content).toContain(
      "I tried to read the homepage at https://intranet.example/. That address can't be analyzed, so I can't say how the company presents itself.",
    );
  });

  it("tries plain http only when https can't be reached at all", async () => {
    const refused = recording(unreachable);
    await briefFounder({ name: "Ada", email: "ada@acme.example", domain: "acme.example" }, refused.fetchPage);
    expect(refused.tried).toEqual(["https://acme.example/", "http://acme.example/"]);
    const slow = recording(timeout);
    await briefFounder({ name: "Ada", email: "ada@acme.example", domain: "acme.example" }, slow.fetchPage);
    expect(slow.tried).toEqual(["https://acme.example/"]);
  });

  it.each([
    [{ name: "", email: "a@b.example" }, founderRequiredMessage],
    [{ name: "Ada", email: "  " }, founderRequiredMessage],
    [{ name: "Ada", email: "not-an-email" }, "Please enter a valid email address"],
    [{ name: "A".repeat(101), email: "a@b.example" }, "Full name is too long"],
    [{ name: "Ada", email: "ada@gmail.com", company_url: "not a url" }, "Please enter a valid URL"],
    [{ name: "Ada", email: "ada@gmail.com", company_url: "ftp://acme.example" }, "URL must use http or https protocol"],
  ])("refuses %j as invalid input", async (fields, reason) => {
    expect(await analyze({ kind: "founder-profile", ...fields })).toEqual({ ok: false, code: "invalid-input", reason });
  });
});
