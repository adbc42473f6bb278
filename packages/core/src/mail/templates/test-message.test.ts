import { describe, expect, it } from "vitest";
import { renderTestMessage } from "./index.ts";

const input = {
  siteUrl: "https://aiforleaders.example",
  requestedBy: "ops@aiforleaders.example",
  sentAt: new Date("2026-03-04T05:06:07Z"),
};

describe("renderTestMessage", () => {
  it("says who asked and from which site, in the HTML and in the plain text alike", async () => {
    const message = await renderTestMessage(input);
    expect(message.subject).toBe("Test email from AI for Leaders");
    for (const body of [message.html, message.text]) {
      expect(body).toContain("https://aiforleaders.example");
      expect(body).toContain("ops@aiforleaders.example");
      expect(body).toContain("4 March 2026 at 05:06 UTC");
      expect(body).toContain("https://aiforleaders.example/admin");
    }
    // The text is text: no markup, no stylesheet, no inbox preview line repeated.
    expect(message.text).not.toMatch(/<[a-z!/]|prefers-color-scheme|reached your inbox/i);
  });

  it("reads in dark mode and at 320 px: it says it supports both schemes and has no width over 600 px", async () => {
    const { html } = await renderTestMessage(input);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/);
    const widths = [...html.matchAll(/(?:max-)?width[:=]"?\s*(\d+)px/g)].map(([, pixels]) => Number(pixels));
    expect(widths).toContain(600);
    expect(Math.max(...widths)).toBeLessThanOrEqual(600);
    expect(html).not.toMatch(/<img|min-width:\s*[3-9]\d\dpx/);
  });

  it("escapes what it is given: an address cannot add markup", async () => {
    const { html } = await renderTestMessage({ ...input, requestedBy: '"<b>x</b>"@aiforleaders.example' });
    expect(html).not.toContain("<b>x</b>");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});
