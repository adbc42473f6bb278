// A shared report unfurls (issue 27, Deliver 5): /r/{id}, fetched as LinkedIn's and Slack's
// crawlers fetch it (no script run), carries the report's own title, description and a 1200×630
// score card drawn by the capture's Chromium; "Download PDF" is a one-page brief from the same browser.
import { beforeAll, describe, expect, it } from "vitest";
import * as cheerio from "cheerio";
import { extractText, getDocumentProxy } from "unpdf";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { useRoastableStack, roastUntilDone, type FinishedRoast } from "../support/roast.ts";
import { startCaptureSite } from "../support/capture-site.ts";
import { jpegSize } from "../support/jpeg-size.ts";
import { eventually } from "../support/test-stack.ts";
import { chromiumPath } from "../support/browser.ts";

const generous = { limit: 10_000, windowSeconds: 600 };
const crawlers = {
  LinkedIn: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  Slack: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
};

describe("a shared report", () => {
  let shared: FinishedRoast;
  const suite = useRoastableStack(startCaptureSite, {
    settings: { CHROMIUM_PATH: chromiumPath },
    rateLimits: { ...rateLimits, workflow: generous, briefPdf: { limit: 2, windowSeconds: 600 } },
  });
  beforeAll(async () => {
    shared = await roast(suite.site.url("designed"));
  });

  const roast = (url: string) => roastUntilDone(suite.stack, suite.accessToken, url);

  it.each(Object.entries(crawlers))(
    "unfurls for %s's crawler with the report's title, description and a 1200×630 score card",
    async (_, userAgent) => {
      const response = await fetch(`${suite.stack.url}/r/${shared.resultId}`, { headers: { "user-agent": userAgent } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
      const $ = cheerio.load(await response.text());
      const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr("content");
      expect($("title").text()).toBe(`Report for ${suite.site.url("designed")} — AI for Leaders`);
      expect(meta("og:title")).toBe($("title").text());
      expect(meta("description")).toContain(`(${shared.report.score}/100)`);
      expect(meta("og:description")).toBe(meta("description"));
      expect(meta("og:url")).toBe(`${suite.stack.url}/r/${shared.resultId}`);
      expect(meta("twitter:card")).toBe("summary_large_image");
      expect(meta("robots")).toBe("noindex");
      // Exactly one of each: the shell's own description is replaced, not joined.
      expect($('meta[name="description"]')).toHaveLength(1);
      expect($("title")).toHaveLength(1);
      // The app still starts for a person.
      expect($("#root")).toHaveLength(1);
      expect($('script[type="module"]').attr("src")).toMatch(/^\/assets\//);

      const image = meta("og:image")!;
      expect(image).toBe(`${suite.stack.url}/api/results/${shared.resultId}/card.jpg`);
      expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
      const card = await fetch(image, { headers: { "user-agent": userAgent } });
      expect(card.status).toBe(200);
      expect(card.headers.get("content-type")).toBe("image/jpeg");
      expect(jpegSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    },
  );

  it("has the score card made right after the report reaches the visitor, with no preview asking, so a share rarely waits for a browser", async () => {
    const { report } = await roast(suite.site.url("bare"));
    const card = await eventually(async () => (await suite.stack.services.screenshots!.get(report.capture!.id, "card")) ?? undefined);
    expect(jpegSize(card)).toEqual({ width: 1200, height: 630 });
  });

  it("keeps robots.txt open to /r/ and to the card image, and the rest of the API closed, so the crawlers may read what a preview shows", async () => {
    const robots = await (await fetch(`${suite.stack.url}/robots.txt`)).text();
    expect(robots).not.toMatch(/Disallow: \/r\//);
    expect(robots).toContain("Allow: /api/results/*/card.jpg");
    expect(robots).toContain("Disallow: /api/");
  });

  it("shows its page and its card to an unfurler or a page of another site that names its origin, and takes nothing else from them", async () => {
    const elsewhere = { origin: "https://www.linkedin.com", "sec-fetch-site": "cross-site" };
    const page = await fetch(`${suite.stack.url}/r/${shared.resultId}`, { headers: { ...elsewhere, "user-agent": crawlers.LinkedIn } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`/api/results/${shared.resultId}/card.jpg`);
    const card = await fetch(`${suite.stack.url}/api/results/${shared.resultId}/card.jpg`, { headers: elsewhere });
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/jpeg");
    // The report's own data, and any write, stay for the site's own pages.
    expect((await fetch(`${suite.stack.url}/api/results/${shared.resultId}`, { headers: elsewhere })).status).toBe(403);
    expect((await fetch(`${suite.stack.url}/api/results/${shared.resultId}/brief.pdf`, { headers: elsewhere })).status).toBe(403);
    expect(
      (await fetch(`${suite.stack.url}/api/results/${shared.resultId}/card.jpg`, { method: "DELETE", headers: elsewhere })).status,
    ).toBe(403);
  });

  it("answers a result that does not exist with a 404 and the app's not-found page, never another report's head", async () => {
    const response = await fetch(`${suite.stack.url}/r/AbCdEfGhIjKlMnOpQrStUv`, { headers: { "user-agent": crawlers.Slack } });
    expect(response.status).toBe(404);
    const $ = cheerio.load(await response.text());
    expect($("title").text()).toBe("Result not found — AI for Leaders");
    expect($('meta[property="og:image"]')).toHaveLength(0);
    expect((await fetch(`${suite.stack.url}/api/results/AbCdEfGhIjKlMnOpQrStUv/card.jpg`)).status).toBe(404);
  });

  it("downloads a one-page PDF brief with the verdict, the top fixes and the numbered markers on the screenshot", async () => {
    const response = await fetch(`${suite.stack.url}/api/results/${shared.resultId}/brief.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="brief-127\.0\.0\.1-\d+\.pdf"$/);
    const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), {
      mergePages: true,
    });
    expect(totalPages).toBe(1);
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(shared.report.verdict.replace(/\s+/g, " ").slice(0, 40));
    expect(flat).toContain(shared.report.fixes[0]!.title.replace(/\s+/g, " ").slice(0, 40));
    // Every pin placed above the desktop fold is drawn and named in the legend.
    const abovefold = shared.report.capture!.pins.filter((pin) => pin.boxes.desktop && pin.boxes.desktop.y < 900);
    expect(abovefold.length).toBeGreaterThan(0);
    for (const pin of abovefold) expect(flat).toContain(`${pin.n} “`);
    expect(flat).toContain(`Full report: ${suite.stack.url}/r/${shared.resultId}`);
  });

  it("limits PDF briefs per address, with the site's message", async () => {
    // The limit here is 2 (the test before used one).
    expect((await fetch(`${suite.stack.url}/api/results/${shared.resultId}/brief.pdf`)).status).toBe(200);
    const refused = await fetch(`${suite.stack.url}/api/results/${shared.resultId}/brief.pdf`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
