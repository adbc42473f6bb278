// The page under the cloud's own refusals (API Gateway's throttle, AWS WAF), emulated by the local
// stack before the API sees a request: signups and messages are sent again, stored once, and what
// the visitor reads is clear.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createEdgeRefusals } from "@ai-leaders/local";
import { pageWithAccess } from "../support/access.ts";
import { hasChromium } from "../support/browser.ts";
import { scanTable } from "../support/test-stack.ts";
import { useBrowserJourney } from "../support/journey.ts";

describe.skipIf(!hasChromium)("the page when the edge refuses, in Chromium", () => {
  const edge = createEdgeRefusals();
  const suite = useBrowserJourney({ built: "index.html", stack: { edgeRefusals: edge }, visitor: false });

  async function openLanding(): Promise<Page> {
    const page = await suite.browser.newPage();
    await page.goto(suite.stack.url);
    await page.getByRole("heading", { level: 1, name: "AI for Leaders" }).waitFor();
    return page;
  }
  const toastSaying = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

  it("sends a newsletter signup again after API Gateway's throttle refused it twice, shows it, and stores it once", async () => {
    edge.refuse({ path: "/api/newsletter", method: "POST", times: 2, answer: "api-gateway-throttle" });
    const page = await openLanding();
    await page.getByLabel("Get the Executive Briefing in your inbox").fill("twice-refused@company.example");
    await page.getByRole("button", { name: "Subscribe" }).click();

    await toastSaying(page, "Too many requests, trying again in").first().waitFor();
    // Still submitting while it waits: the spec's "..." and the box kept.
    expect(await page.locator("form.newsletter button[type=submit]").textContent()).toBe("...");
    const success = toastSaying(page, "Success!");
    await success.waitFor();
    expect(await success.innerText()).toContain("You've been subscribed to our newsletter.");
    expect(await page.getByLabel("Get the Executive Briefing in your inbox").inputValue()).toBe("");

    expect(edge.given("/api/newsletter")).toBe(2);
    const stored = (await scanTable(suite.stack, "newsletterSignups")).filter((row) => row.email === "twice-refused@company.example");
    expect(stored).toHaveLength(1);
    await page.close();
  });

  it("sends a contact message again after WAF's rate rule refused it twice, shows it, and stores it once", async () => {
    edge.refuse({ path: "/api/contact", method: "POST", times: 2, answer: "waf-rate-limit", retryAfterSeconds: 1 });
    const page = await openLanding();
    await page.locator("footer").getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await dialog.waitFor();
    await dialog.getByLabel("Your Email").fill("patient@company.example");
    await dialog.getByLabel("Subject").fill("Sent through a busy edge");
    await dialog.getByLabel("Message").fill("Hello, this should arrive once.");
    await dialog.getByRole("button", { name: "Send Message" }).click();

    await toastSaying(page, "Too many requests, trying again in 1 s").first().waitFor();
    expect(await dialog.getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
    await toastSaying(page, "Message sent successfully!").waitFor();

    expect(edge.given("/api/contact")).toBe(2);
    const stored = (await scanTable(suite.stack, "contactMessages")).filter((row) => row.subject === "Sent through a busy edge");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: "patient@company.example", message: "Hello, this should arrive once." });
    await page.close();
  });

  it("says clearly that there are too many requests when WAF blocks the access code, not 'Something went wrong'", async () => {
    edge.refuse({ path: "/api/access", method: "POST", times: 1, answer: "waf-block" });
    const page = await openLanding();
    await page.locator("section.hero").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Access Required" });
    await dialog.waitFor();
    await dialog.getByLabel("Access code").fill(suite.stack.config.accessCodes[0]!);
    await dialog.getByRole("button", { name: "Access", exact: true }).click();

    const refused = toastSaying(page, "Too many requests, try again in a moment");
    await refused.waitFor();
    expect(await refused.innerText()).not.toContain("Something went wrong");
    expect(await refused.getAttribute("role")).toBe("alert");
    expect(edge.given("/api/access")).toBe(1);
    await page.close();
  });

  it.each([
    { path: "/prompts/claude", content: "/api/content/prompts/claude", answer: "waf-block" as const },
    { path: "/level-3-research-report", content: "/api/content/guides/research-report", answer: "api-gateway-throttle" as const },
  ])("says the same when the edge refuses the gated content of $path", async ({ path, content, answer }) => {
    edge.refuse({ path: content, method: "GET", times: 1, answer });
    const page = await pageWithAccess(suite.browser, suite.stack);
    await page.goto(`${suite.stack.url}${path}`);
    await page.getByRole("alert").filter({ hasText: "Too many requests, try again in a moment" }).waitFor();
    expect(edge.given(content)).toBe(1);
    await page.close();
  });

  it("says the same on a result's page when API Gateway throttles it, and loads it again on 'Try again'", async () => {
    const resultPath = "/api/results/edge-throttled-result";
    edge.refuse({ path: resultPath, method: "GET", times: 1, answer: "api-gateway-throttle" });
    const page = await suite.browser.newPage();
    await page.goto(`${suite.stack.url}/r/edge-throttled-result`);
    const notice = page.locator(".result-page-notice");
    await notice.getByText("Too many requests, try again in a moment").waitFor();
    expect(edge.given(resultPath)).toBe(1);

    // Refused once only: asked again, the API itself answers (this result never existed).
    await notice.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("heading", { level: 1, name: "Result not found" }).waitFor();
    await page.close();
  });

  it("says the same in the search when WAF blocks its content", async () => {
    // Focusing the box asks once; typing asks again when that failed before the keystroke.
    edge.refuse({ path: "/api/content/search", method: "GET", times: 2, answer: "waf-block" });
    const page = await pageWithAccess(suite.browser, suite.stack);
    await page.goto(`${suite.stack.url}/level-2/workflows`);
    await page.getByRole("searchbox", { name: "Search prompts and guides" }).fill("board memo");
    await page.locator(".content-search-count").getByText("Too many requests, try again in a moment").waitFor();
    await page.close();
  });
});
