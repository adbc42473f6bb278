// Issue 27, Deliver 3: the published rubric at /roast-method. A crawler gets it whole in the HTML,
// finds it in the sitemap and is not kept out; a reader in Chromium sees every category with the
// weight the scoring code gives it.
import { describe, expect, it } from "vitest";
import { rubricCategories, rubricVersion } from "@ai-leaders/core/roast/rubric";
import { hasChromium } from "../support/browser.ts";
import { useBrowserJourney } from "../support/journey.ts";

describe.skipIf(!hasChromium)("the published rubric, /roast-method", () => {
  const suite = useBrowserJourney({ built: "app.html", visitor: false });

  const text = async (path: string) => {
    const response = await fetch(suite.stack.url + path);
    expect(response.status, path).toBe(200);
    return { html: await response.text(), robotsHeader: response.headers.get("x-robots-tag") };
  };

  it("is served prerendered with its title and rubric version, open to search engines", async () => {
    const { html, robotsHeader } = await text("/roast-method");
    expect(html).toContain("<title>How a roast is scored — AI for Leaders</title>");
    expect(html).toMatch(/<h1[^>]*>How a roast is scored<\/h1>/);
    expect(html).toContain(rubricVersion);
    for (const category of rubricCategories) expect(html, category.id).toContain(category.title);
    expect(robotsHeader).toBeNull();
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  it("is listed in the sitemap and not disallowed in robots.txt", async () => {
    const { html: sitemap } = await text("/sitemap.xml");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed).toContain("/roast-method");
    const { html: robots } = await text("/robots.txt");
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);
    expect(disallowed.filter((path) => "/roast-method".startsWith(path))).toEqual([]);
  });

  it("shows every category with its weight, adding up to 100%", async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${suite.stack.url}/roast-method`);
    const rows = page.getByRole("table").getByRole("row");
    await expect.poll(() => rows.count()).toBe(rubricCategories.length + 2);
    for (const category of rubricCategories) {
      const row = page.getByRole("row", { name: new RegExp(`^${category.title}\\b`) });
      expect(await row.getByRole("cell").first().innerText(), category.title).toBe(`${category.share}%`);
      expect(await page.getByRole("region", { name: category.title }).getByText(`${category.share}% of the score`).isVisible()).toBe(true);
    }
    expect(
      await page
        .getByRole("row", { name: /^Total\b/ })
        .getByRole("cell")
        .first()
        .innerText(),
    ).toBe("100%");
    expect(errors).toEqual([]);
    await page.close();
  });
});
