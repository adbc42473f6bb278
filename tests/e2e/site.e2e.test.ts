// The site a visitor sees: the access gate, contact, the Level 2 hub, 404 and start-up errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { pageWithAccess } from "../support/access.ts";
import { eventually, startTestStack } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const codes = ["Board-Room-2026", "Founders-Circle-9"];

describe.skipIf(!hasChromium)("the site in Chromium", () => {
  let browser: Browser;
  let receiver: WebhookReceiver;
  let stack: LocalStack;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ settings: { ACCESS_CODES: codes.join(","), CONTACT_WEBHOOK_URL: receiver.url } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await receiver?.close();
  });

  const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
  const accessDialog = (page: Page) => page.getByRole("dialog", { name: "Access Required" });

  describe("the access gate", () => {
    it("sends a visitor without a token to / with the dialog open, then on to the page first asked for", async () => {
      const page = await browser.newPage();
      await page.goto(`${stack.url}/prompts/claude`);
      await accessDialog(page).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await accessDialog(page).innerText()).toContain("Enter your access code to continue to Level 2");

      await page.getByLabel("Access code").fill("board-room-2025");
      await page.getByRole("button", { name: "Access", exact: true }).click();
      await toastWith(page, "Invalid access code").waitFor();
      expect(await toastWith(page, "Invalid access code").innerText()).toContain("Please check your access code and try again.");
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      await page.getByLabel("Access code").fill(codes[1]!);
      await page.getByRole("button", { name: "Access", exact: true }).click();
      await page.waitForURL(`${stack.url}/prompts/claude`);
      const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(stored).toContain("token");
      expect(stored).not.toContain(codes[1]);
      await page.close();
    });

    it("opens from Sign In and goes to /level-2 on the Workflows tab", async () => {
      const page = await browser.newPage();
      await page.goto(stack.url);
      await page.getByRole("button", { name: "Sign In" }).click();
      await accessDialog(page).waitFor();
      await page.getByLabel("Access code").fill(codes[0]!);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${stack.url}/level-2`);
      await page.getByRole("tab", { name: "Workflows", selected: true }).waitFor();
      expect(await page.title()).toBe("Workflows — Level 2 — AI for Leaders");
      await page.close();
    });

    it("closes with Escape and keeps the visitor on the landing page", async () => {
      const page = await browser.newPage();
      await page.goto(stack.url);
      await page.getByRole("button", { name: "Sign In" }).click();
      await accessDialog(page).waitFor();
      await page.keyboard.press("Escape");
      await accessDialog(page).waitFor({ state: "hidden" });
      expect(new URL(page.url()).pathname).toBe("/");
      await page.close();
    });

    it("gates every Level 2, Level 3 and prompt page, but not blog posts", async () => {
      const page = await browser.newPage();
      for (const path of ["/level-2", "/level-2/tools", "/level-3-market-decision", "/prompts/n8n"]) {
        await page.goto(`${stack.url}${path}`);
        await accessDialog(page).waitFor();
        expect(new URL(page.url()).searchParams.get("next")).toBe(path);
      }
      await page.goto(`${stack.url}/blog/why-ai-matters-for-leaders`);
      await page.getByRole("link", { name: "All articles" }).waitFor();
      expect(await accessDialog(page).count()).toBe(0);
      await page.close();
    });

    it("answers gated API calls with 401 without the token", async () => {
      const page = await browser.newPage();
      await page.goto(stack.url);
      const status = await page.evaluate(async () => (await fetch("/api/access/session")).status);
      expect(status).toBe(401);
      await page.close();
    });
  });

  describe("contact", () => {
    it("sends a message: labelled required fields, 'Sending...', success toast, fields cleared, payload relayed", async () => {
      const page = await browser.newPage();
      await page.goto(stack.url);
      await page.getByRole("button", { name: "Contact" }).click();
      const dialog = page.getByRole("dialog", { name: "Contact Us" });
      await dialog.waitFor();
      expect(await page.getByLabel("Your Email").getAttribute("type")).toBe("email");
      for (const label of ["Your Email", "Subject", "Message"]) {
        expect(await page.getByLabel(label).getAttribute("required")).not.toBeNull();
      }
      const minHeight = await page.getByLabel("Message").evaluate((element) => parseFloat(getComputedStyle(element).minHeight));
      expect(minHeight).toBeGreaterThanOrEqual(100);
      const dialogWidth = await dialog.evaluate((element) => element.getBoundingClientRect().width);
      expect(dialogWidth).toBeLessThanOrEqual(420);

      // An empty form is stopped by the browser: nothing is sent.
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.waitForTimeout(200);
      expect(receiver.received).toHaveLength(0);

      await page.getByLabel("Your Email").fill("coo@company.example");
      await page.getByLabel("Subject").fill("Team workshop");
      await page.getByLabel("Message").fill("We'd like a half-day session for our leadership team.");
      await page.evaluate(() => {
        const states: string[] = [];
        (window as unknown as { buttonStates: string[] }).buttonStates = states;
        const form = document.querySelector("dialog form")!;
        new MutationObserver(() => states.push(form.querySelector("button[type=submit]")!.textContent ?? "")).observe(form, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      await toastWith(page, "Message sent successfully!").waitFor();
      expect(await page.evaluate(() => (window as unknown as { buttonStates: string[] }).buttonStates)).toContain("Sending...");

      const delivered = await eventually(() => receiver.received[0]);
      expect(JSON.parse(delivered.body)).toEqual({
        email: "coo@company.example",
        subject: "Team workshop",
        message: "We'd like a half-day session for our leadership team.",
        timestamp: expect.stringMatching(/Z$/),
      });

      await page.getByRole("button", { name: "Contact" }).click();
      await dialog.waitFor();
      for (const label of ["Your Email", "Subject", "Message"]) expect(await page.getByLabel(label).inputValue()).toBe("");
      await page.close();
    });

    it("says 'Failed to send message. Please try again.' and keeps the fields when sending fails", async () => {
      const page = await browser.newPage();
      await page.goto(stack.url);
      await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
      await page.getByRole("button", { name: "Contact" }).click();
      await page.getByLabel("Your Email").fill("coo@company.example");
      await page.getByLabel("Subject").fill("Offline");
      await page.getByLabel("Message").fill("Will this arrive?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await toastWith(page, "Failed to send message. Please try again.").waitFor();
      expect(await page.getByLabel("Subject").inputValue()).toBe("Offline");
      await page.close();
    });
  });

  describe("the Level 2 hub", () => {
    let page: Page;

    beforeAll(async () => {
      page = await pageWithAccess(browser, stack);
    });
    afterAll(async () => {
      await page.close();
    });

    it("defaults to Workflows with the six workflow cards, title and canonical", async () => {
      await page.goto(`${stack.url}/level-2/workflows`);
      await page.getByRole("tab", { name: "Workflows", selected: true }).waitFor();
      const titles = await page.locator(".hub-card h3").allInnerTexts();
      expect(titles).toEqual([
        "Pick a Target Market",
        "Build a Website in Minutes",
        "McKinsey Style Research Report",
        "Expert & User Panel",
        "Founder Profile",
        "Roast Website",
      ]);
      expect(await page.getByRole("link", { name: "Pick a Target Market" }).getAttribute("href")).toBe("/level-3-market-decision");
      expect(await page.title()).toBe("Workflows — Level 2 — AI for Leaders");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${stack.url}/level-2/workflows`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    });

    it("changes the route for Tools, with the eight tool cards and their buttons", async () => {
      await page.goto(`${stack.url}/level-2/workflows`);
      await page.getByRole("tab", { name: "Tools" }).click();
      await page.waitForURL(`${stack.url}/level-2/tools`);
      await expect.poll(() => page.title()).toBe("Tools — Level 2 — AI for Leaders");
      const cards = page.locator(".hub-card");
      await expect.poll(() => cards.count()).toBe(8);
      const labels = await cards.evaluateAll((elements) =>
        elements.map((card) => ({
          name: card.querySelector("h3")!.textContent,
          prompts: card.querySelector(".hub-card-actions .button-primary")?.textContent ?? null,
          href: card.querySelector("h3 a")!.getAttribute("href"),
        })),
      );
      expect(labels).toEqual([
        { name: "Lovable", prompts: "Expert Prompts", href: "/prompts/lovable" },
        { name: "ChatGPT", prompts: "Expert Prompts", href: "/prompts/chatgpt" },
        { name: "Claude", prompts: "Expert Prompts", href: "/prompts/claude" },
        { name: "Multi-Agent", prompts: "Expert Prompts", href: "/prompts/multi-agent" },
        { name: "n8n", prompts: "Best Practices", href: "/prompts/n8n" },
        { name: "Zapier", prompts: "Best Practices", href: "/prompts/zapier" },
        { name: "Cursor", prompts: null, href: "/prompts/cursor" },
        { name: "Replit", prompts: null, href: "/prompts/replit" },
      ]);
      const tryClaude = page.getByRole("link", { name: /^Try Claude/ });
      expect(await tryClaude.getAttribute("target")).toBe("_blank");
      expect(await tryClaude.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await tryClaude.getAttribute("href")).toBe("https://claude.ai");
    });

    it("switches Vote and Blog in place without changing the route", async () => {
      await page.goto(`${stack.url}/level-2/tools`);
      await page.getByRole("tab", { name: "Vote" }).click();
      await page.getByRole("heading", { name: "Vote for Next Tools" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/level-2/tools");
      await page.getByRole("tab", { name: "Blog" }).click();
      await page.getByRole("tab", { name: "Blog", selected: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/level-2/tools");
      const posts = page.locator('a[href^="/blog/"]');
      await posts.first().waitFor();
      expect(await posts.count()).toBe(6);
      expect(await posts.first().getAttribute("href")).toBe("/blog/why-ai-matters-for-leaders");
    });

    it("moves between tabs with the arrow keys", async () => {
      await page.goto(`${stack.url}/level-2/workflows`);
      await page.getByRole("tab", { name: "Workflows" }).focus();
      await page.keyboard.press("ArrowRight");
      await page.waitForURL(`${stack.url}/level-2/tools`);
      await page.getByRole("tab", { name: "Tools", selected: true }).waitFor();
    });
  });

  it("logs 'Root element not found!' when the page has no root element", async () => {
    const dist = mkdtempSync(join(tmpdir(), "rootless-"));
    cpSync(webDistDir, dist, { recursive: true });
    // The app's shell, as every route behind the access code is sent.
    const shell = join(dist, "app.html");
    writeFileSync(shell, readFileSync(shell, "utf8").replace('<div id="root"></div>', ""));
    const rootless = await startTestStack({ webDistDir: dist });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${rootless.url}/level-2`);
    await eventually(() => (errors.includes("Root element not found!") ? true : undefined));
    await page.close();
    await rootless.stop();
  });

  it("lays out the landing page and the hub without sideways scrolling at 360 px", async () => {
    const page = await pageWithAccess(browser, stack);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/", "/level-2/workflows", "/level-2/tools"]) {
      await page.goto(`${stack.url}${path}`);
      await page.locator("h1").first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.close();
  });
});
