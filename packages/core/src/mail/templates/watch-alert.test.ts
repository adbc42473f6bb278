import { describe, expect, it } from "vitest";
import { renderWatchAlert } from "./index.ts";

const input = {
  siteUrl: "https://aiforleaders.example",
  url: "https://acme.example/pricing",
  scoreBefore: 72,
  scoreAfter: 61,
  scoreFell: true,
  returnedFixes: ["Name the buyer in the headline"],
  reportLink: "https://aiforleaders.example/r/AAAAAAAAAAAAAAAAAAAAAA",
};

describe("the mail a watched page sends when it got worse", () => {
  it("names the page and the fall in the subject, and says what changed with a link to the new report, in HTML and text alike", async () => {
    const mail = await renderWatchAlert(input);
    expect(mail.subject).toBe("acme.example/pricing: its score fell from 72 to 61");
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain("https://acme.example/pricing");
      expect(body).toContain("A score of 61/100, down 11 points from 72 at the last check.");
      expect(body).toContain("Name the buyer in the headline");
      expect(body).toContain("https://aiforleaders.example/r/AAAAAAAAAAAAAAAAAAAAAA");
      expect(body).toContain("To pause or stop, open the report");
    }
    expect(mail.text).not.toMatch(/<[a-z!/]/i);
  });

  it("leads with the fixes that came back when the score held", async () => {
    const mail = await renderWatchAlert({ ...input, scoreAfter: 70, scoreFell: false, returnedFixes: ["Add a price", "Shorten the form"] });
    expect(mail.subject).toBe("acme.example/pricing: 2 fixed issues are back");
    expect(mail.text).toContain("A score of 70/100 (72 at the last check).");
    expect((await renderWatchAlert({ ...input, scoreFell: false })).subject).toBe("acme.example/pricing: a fixed issue is back");
  });

  it("escapes a fix's title: a page cannot add markup to the mail", async () => {
    const { html } = await renderWatchAlert({ ...input, returnedFixes: ["<img src=x onerror=alert(1)>"] });
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
  });
});
