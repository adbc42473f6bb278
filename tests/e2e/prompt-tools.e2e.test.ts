// The prompt tools in Chromium (issue 15): the business context filling prompts, "Open in {tool}",
// guide steps kept done across reloads, and tool cards that open their library anywhere; and what
// the cards show around a prompt (issue 16).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { chatgptModes } from "@ai-leaders/core/content";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { accessStorageKey, requestAccessGrant } from "../support/access.ts";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { startTestStack } from "../support/test-stack.ts";

const businessContextKey = "ai-leaders.business-context";
const businessContext = { company: "Northwind Freight", industry: "freight logistics", role: "COO" };

describe.skipIf(!hasChromium)("the prompt tools in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let accessGrant: string;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    stack = await startTestStack();
    browser = await launchChromium();
    // One grant for the whole file: the access endpoint rate-limits repeated code entries.
    accessGrant = JSON.stringify(await requestAccessGrant(stack));
  });
  afterEach(async () => {
    await context?.close();
    const errors = pageErrors;
    pageErrors = [];
    expect(errors.join("\n")).toBe("");
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A visitor (a context of their own) with access, a clipboard, and no way out to the internet. */
  async function openAsVisitor(path: string) {
    context = await browser.newContext();
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [accessStorageKey, accessGrant]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.url });
    for (const site of ["https://claude.ai/**", "https://cursor.com/**"]) {
      await context.route(site, (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "ok" }));
    }
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(stack.url + path);
  }

  async function saveBusinessContext() {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [businessContextKey, JSON.stringify(businessContext)]);
    await page.reload();
  }

  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  /** The prompt has the context's words and none of the placeholders the context covers. */
  function expectFilledFromContext(prompt: string) {
    expect(prompt).toContain("You are a senior AI strategy adviser");
    expect(prompt).toContain("Northwind Freight");
    expect(prompt).toContain("freight logistics");
    expect(prompt).not.toMatch(/\[(your )?company( name)?\]/i);
    expect(prompt).not.toMatch(/\[industry\]/i);
    expect(prompt).not.toMatch(/\[your role/i);
  }

  it("copies a Claude prompt filled from the saved business context", async () => {
    await openAsVisitor("/prompts/claude");
    await saveBusinessContext();
    const toggle = page.getByRole("button", { name: "AI Strategy Tutor", exact: true });
    await toggle.waitFor();
    await toggle.click();

    await page.getByRole("button", { name: "Copy prompt template: AI Strategy Tutor" }).click();
    await page.getByTestId("toast").filter({ hasText: "Prompt copied to clipboard!" }).first().waitFor();
    expectFilledFromContext(await clipboard());
    // The panel previews the same filled prompt, and asks only for what the context leaves open.
    expect(await page.locator(".library-card-expanded .library-prompt").innerText()).toContain("Northwind Freight");
    await page.getByRole("textbox", { name: "company size" }).waitFor();
    expect(await page.getByRole("textbox", { name: /company name/i }).count()).toBe(0);
  });

  it("'Open in Claude' copies the filled prompt, then opens Claude with it", async () => {
    await openAsVisitor("/prompts/claude");
    await saveBusinessContext();
    const toggle = page.getByRole("button", { name: "AI Strategy Tutor", exact: true });
    await toggle.waitFor();
    await toggle.click();
    await page.getByRole("textbox", { name: "company size" }).fill("40-person");

    const popupOpened = context.waitForEvent("page");
    await page.getByRole("button", { name: "Open in Claude: AI Strategy Tutor (opens in a new tab)" }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/claude\.ai\/new\?q=/);

    const copied = await clipboard();
    expectFilledFromContext(copied);
    expect(copied).toContain("Northwind Freight, a 40-person business in freight logistics");
    expect(new URL(popup.url()).searchParams.get("q")).toBe(copied);
  });

  it("keeps a guide step done after a reload", async () => {
    await openAsVisitor("/level-3-build-website");
    const markDone = page.getByRole("button", { name: /^Mark as done\s*: step 1,/ });
    await markDone.waitFor();
    await markDone.click();
    await page.getByRole("button", { name: /^Done ✓\s*: step 1,/ }).waitFor();

    await page.reload();
    await page.getByRole("button", { name: /^Done ✓\s*: step 1,/ }).waitFor();
    expect(await page.getByRole("button", { name: /^Mark as done\s*: step 2,/ }).count()).toBe(1);
  });

  it("tracks the six-step market guide too, and resumes at its first open step", async () => {
    await openAsVisitor("/level-3-market-decision");
    await page.getByRole("button", { name: /^Mark as done\s*: step 1,/ }).click();
    await page.getByRole("button", { name: /^Mark as done\s*: step 2,/ }).click();
    await page.reload();
    await page.getByRole("button", { name: /^Done ✓\s*: step 2,/ }).waitFor();
    expect(await page.getByText("2 of 6 steps done").isVisible()).toBe(true);
    await page.getByRole("link", { name: /Resume at step 3/ }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("step-3");
  });

  it("fills a step's prompt with the earlier output pasted into its box", async () => {
    await openAsVisitor("/level-3-improve-landing-page");
    const box = page.getByLabel("Paste the feedback from step 2");
    await box.fill("Fix now: the headline says nothing about invoices.");
    const prompt = page.getByRole("region", { name: /^Prompt: / }).last();
    expect(await prompt.innerText()).toContain("Fix now: the headline says nothing about invoices.");
    expect(await prompt.innerText()).not.toContain("[paste the feedback from step 2 here]");
  });

  it("fills the research guide's prompts from the business context too", async () => {
    await openAsVisitor("/level-3-research-report");
    await saveBusinessContext();
    const prompt = page.locator(".guides-prompt-text").first();
    await prompt.waitFor();
    const text = await prompt.innerText();
    expect(text).toContain("Northwind Freight");
    expect(text).not.toMatch(/\[(your )?company( name)?\]/i);

    // What the context leaves open is asked on the card, and previewed in its prompt as typed.
    const card = page.getByRole("region", { name: "Market Entry Analysis", exact: true });
    expect(await card.getByRole("textbox", { name: "company", exact: true }).count()).toBe(0);
    await card.getByRole("textbox", { name: "research focus" }).fill("entering the Nordic cold-chain market");
    expect(await card.locator(".guides-prompt-text").innerText()).toContain("entering the Nordic cold-chain market");
    expect(await card.locator(".guides-prompt-text").innerText()).not.toContain("[researchFocus]");
  });

  it("folds a card's example output and follow-up until asked, and copies each only from its own button", async () => {
    await openAsVisitor("/prompts/chatgpt#investor-update-writer");
    const card = page.locator("article#investor-update-writer");
    await card.locator(".library-prompt").first().waitFor();

    // Before you paste: the card that asks for financial metrics says what not to paste.
    expect(await card.getByRole("note").innerText()).toMatch(/^Before you paste: .*enterprise/is);
    expect(await card.locator("p", { hasText: "Why it works:" }).isVisible()).toBe(true);

    const example = card.locator("details", { has: page.getByText("Example output", { exact: true }) });
    const exampleOutput = example.locator(".card-example");
    expect(await exampleOutput.isVisible()).toBe(false);
    await example.getByText("Example output", { exact: true }).click();
    const exampleText = await exampleOutput.innerText();
    expect(exampleText.split(/\s+/).length).toBeGreaterThanOrEqual(120);
    expect(await example.getByText("Illustrative: the company, people and figures are fictional.").isVisible()).toBe(true);

    // Issue 29: the input behind the example sits above it, and the metrics the prompt asks for
    // as a table come as a table.
    expect(await example.locator("dl dt", { hasText: "[company]" }).isVisible()).toBe(true);
    const headers = await exampleOutput.locator("table th").allInnerTexts();
    expect(headers).toContain("Metric");

    // Copy prompt still copies the prompt, never the example.
    await card.getByRole("button", { name: "Copy prompt template: Investor Update Writer" }).click();
    await page.getByTestId("toast").filter({ hasText: "Prompt copied to clipboard!" }).first().waitFor();
    expect(await clipboard()).not.toContain(exampleText.slice(0, 60));
    // The example copies as the tool wrote it: its text, and the table in Markdown.
    await example.getByRole("button", { name: "Copy example: Investor Update Writer" }).click();
    await expect.poll(clipboard).toContain(exampleText.split("\n")[0]!);
    expect(await clipboard()).toContain(`| ${headers.join(" | ")} |`);

    const followUp = card.locator("details", { has: page.getByText("Next step: a follow-up prompt") });
    await followUp.getByText("Next step: a follow-up prompt").click();
    await followUp.getByRole("button", { name: "Copy follow-up: Investor Update Writer" }).click();
    await expect.poll(clipboard).toBe(await followUp.locator("pre").innerText());
  });

  it("says which ChatGPT mode to use, how the time adds up, and sets a monthly prompt up as a Project", async () => {
    await openAsVisitor("/prompts/chatgpt#investor-update-writer");
    const card = page.locator("article#investor-update-writer");
    await card.locator(".library-prompt").first().waitFor();
    expect(await card.locator(".card-run-in").innerText()).toMatch(new RegExp(`^Run it in ChatGPT: (${chatgptModes.join("|")})\\b.*\\. \\w+`));

    const estimate = await card.locator(".library-time").innerText();
    const basis = card.locator("details", { has: page.getByText(/^How the .* adds up$/) });
    await basis.locator("summary").click();
    expect(await basis.locator("summary").innerText()).toBe(`How the ${estimate.replace(/^Time estimate:\s*/, "")} adds up`);
    const minutes = await basis.locator(".card-time-basis-minutes").allInnerTexts();
    expect(minutes.length).toBeGreaterThanOrEqual(2);

    const project = card.locator("details", { has: page.getByText(/^Save as a Project/) });
    expect(await project.locator("pre").first().isVisible()).toBe(false);
    await project.locator("summary").click();
    expect(await project.locator("summary").innerText()).toContain("every month");
    await project.getByRole("button", { name: "Copy project instructions: Investor Update Writer" }).click();
    await expect.poll(clipboard).toBe(await project.locator("pre").first().innerText());
    expect(await project.locator(".card-project-files li").count()).toBeGreaterThanOrEqual(1);
    await project.getByRole("button", { name: "Copy the monthly message: Investor Update Writer" }).click();
    await expect.poll(clipboard).toBe(await project.locator("pre").nth(1).innerText());
  });

  it("says what an automation gives and what it is built with", async () => {
    await openAsVisitor("/prompts/n8n#data-sync-workflow");
    const card = page.locator("article#data-sync-workflow");
    expect(await card.locator("p", { hasText: "What you get:" }).innerText()).toMatch(/^What you get: \w+ \w+ \w+/);
    await card.getByText("Nodes it uses").waitFor();
    expect(await card.locator("dd").first().innerText()).toContain("Schedule Trigger");
    expect(await card.getByText("Accounts you need").isVisible()).toBe(true);
  });

  it("opens a tool's library from anywhere on its card, and its site from 'Try'", async () => {
    await openAsVisitor("/level-2/tools");
    const card = page.locator("li.hub-card", { has: page.getByRole("link", { name: "Cursor", exact: true }) });
    await card.waitFor();

    // "Try Cursor" still opens the tool's own site, and leaves the hub where it is.
    const popupOpened = context.waitForEvent("page");
    await card.getByRole("link", { name: /^Try Cursor/ }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/^https:\/\/cursor\.com/);
    expect(new URL(page.url()).pathname).toBe("/level-2/tools");

    // A click on the description (under the card's stretched link) opens the library.
    const description = await card.locator("p").last().boundingBox();
    expect(description).not.toBeNull();
    await page.mouse.click(description!.x + 10, description!.y + description!.height / 2);
    await page.waitForURL(/\/prompts\/cursor$/);
  });
});
