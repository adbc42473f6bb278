import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { htmlChecks } from "./html-checks.ts";
import { readPage } from "./page-facts.ts";

const facts = (html: string) => {
  const body = Buffer.from(html);
  return readPage(body, {
    url: "https://example.com/",
    contentType: "text/html; charset=utf-8",
    transferBytes: body.length,
    elapsedMs: 0,
    redirects: [],
  });
};
const statuses = (html: string) => Object.fromEntries(htmlChecks(facts(html)).map((check) => [check.id, check.status]));

describe("what code checks in a page's HTML", () => {
  it("passes a page with a clear title, one headline, an early clear ask, a short form and a mobile viewport", () => {
    const strong = readFileSync(new URL("./fixtures/strong.html", import.meta.url), "utf8");
    expect(statuses(strong)).toMatchObject({ title: "pass", headline: "pass", "call-to-action": "pass", viewport: "pass" });
  });

  it("fails what is missing, and says so in words", () => {
    const checks = htmlChecks(facts("<!doctype html><html><body><p>Hello there.</p></body></html>"));
    expect(checks.map(({ id, status, value }) => [id, status, value])).toEqual([
      ["title", "fail", "None"],
      ["headline", "fail", "None"],
      ["call-to-action", "fail", "None"],
      ["viewport", "fail", "None"],
    ]);
    expect(checks[0]!.detail).toContain("no title");
  });

  it("warns on a title search results cut, two headlines, a long form and a viewport that blocks zoom", () => {
    const html = `<!doctype html><html><head><title>${"Invoices ".repeat(10)}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1"></head>
      <body><h1>One</h1><h1>Two</h1><form>${'<label>F<input name="f"></label>'.repeat(7)}<button>Send</button></form></body></html>`;
    expect(statuses(html)).toMatchObject({ title: "warn", headline: "warn", form: "warn", viewport: "warn" });
    expect(htmlChecks(facts(html)).find((check) => check.id === "form")!.value).toBe("7 fields");
  });
});
