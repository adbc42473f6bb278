// A visitor's journeys from the landing page across the real stack: subscribing with double opt-in
// (and leaving again), writing to us, the privacy page, and entering the hub with an access code.
// What each dialog and form shows on its own is in their component tests (features/*/*.test.tsx).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { unsubscribeToken } from "@ai-leaders/core/newsletter";
import { hasChromium } from "../support/browser.ts";
import { pageWithAccess, requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import { openConsoleAsNewAdmin } from "../support/admin-console.ts";
import { latestArticles } from "../../packages/web/src/content/articles/catalog.ts";
import { useBrowserJourney } from "../support/journey.ts";

const codes = ["Board-Room-2026", "Founders-Circle-9"];
const adminEmail = "operator@site.example";
const reader = "satya.n@company.example";

describe.skipIf(!hasChromium)("a visitor's journeys from the landing page, in Chromium", () => {
  const suite = useBrowserJourney({
    built: "index.html",
    beside: async () => {
      const [newsletterHook, contactHook] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
      return { newsletterHook, contactHook };
    },
    stack: ({ newsletterHook, contactHook }) => ({
      settings: {
        ACCESS_CODES: codes.join(","),
        ADMIN_EMAILS: adminEmail,
        NEWSLETTER_WEBHOOK_URL: newsletterHook.url,
        CONTACT_WEBHOOK_URL: contactHook.url,
      },
    }),
    visitor: false,
  });

  async function openLanding(page: Page) {
    await page.goto(suite.stack.url);
    await page.getByRole("heading", { level: 1, name: "AI for Leaders" }).waitFor();
    return page;
  }

  const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
  const accessDialog = (page: Page) => page.getByRole("dialog", { name: "Access Required" });
  const signupOf = async (email: string) => (await scanTable(suite.stack, "newsletterSignups")).find((item) => item.email === email);

  describe("the newsletter", () => {
    it("subscribes from the landing page: success, the box cleared, the spec's payload to the automation, and a mail to confirm", async () => {
      const page = await openLanding(await suite.browser.newPage());
      expect(await page.title()).toContain("AI for Leaders");
      // The prerendered page names the origin it was built for; once hydrated, the page's own.
      await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${suite.stack.url}/`);
      const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(structured["@type"]).toBe("WebSite");

      await page.getByLabel("Get the Executive Briefing in your inbox").fill("Satya.N@Company.example");
      await page.getByRole("button", { name: "Subscribe" }).click();
      const success = toastWith(page, "Success!");
      await success.waitFor();
      expect(await success.innerText()).toContain("You've been subscribed to our newsletter.");
      expect(await page.getByLabel("Get the Executive Briefing in your inbox").inputValue()).toBe("");

      const delivered = await eventually(() => suite.newsletterHook.received[0]);
      expect(JSON.parse(delivered.body)).toEqual({
        email: reader,
        timestamp: expect.stringMatching(/Z$/),
        source: "newsletter_signup",
        website: suite.stack.config.publicUrl,
      });
      const mail = await eventually(() => suite.stack.mail!.messages().find((caught) => caught.to.includes(reader)));
      expect(mail.subject).toBe("Confirm your subscription");
      await page.close();
    });

    it("confirms from the mailed link only when the button is pressed, and says so when the link is used again", async () => {
      const mail = await eventually(() => suite.stack.mail!.messages().find((caught) => caught.to.includes(reader)));
      const link = /(https?:\/\/\S+\/link\/confirm-newsletter#token=[\w-]+)/.exec(mail.text)![1]!;
      expect(new URL(link).origin).toBe(suite.stack.url);

      // Opening the link, as a mail scanner would, shows the button and confirms nothing.
      const page = await suite.browser.newPage();
      await page.goto(link);
      const button = page.getByRole("button", { name: "Confirm my subscription" });
      await button.waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      expect((await signupOf(reader))!.confirmed_at).toBeUndefined();

      await button.click();
      await page.getByRole("status").filter({ hasText: "You're subscribed. Thank you for confirming." }).waitFor();
      await expect.poll(async () => (await signupOf(reader))?.confirmed_at).toEqual(expect.any(String));

      await page.goto(`${suite.stack.url}/`);
      await page.goto(link);
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await page.getByRole("alert").filter({ hasText: "This link has already been used." }).waitFor();
      await page.close();
    });

    it("unsubscribes with one click from the mail's footer link, and refuses a damaged link plainly", async () => {
      const page = await suite.browser.newPage();
      const token = unsubscribeToken(reader, suite.stack.config.tokenSecret, new Date());
      await page.goto(`${suite.stack.url}/link/unsubscribe#token=${token}`);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.getByRole("status").filter({ hasText: "You're unsubscribed. No more mail will be sent to this address." }).waitFor();
      await expect.poll(async () => (await signupOf(reader))?.unsubscribed_at).toEqual(expect.any(String));

      await page.goto(`${suite.stack.url}/`);
      await page.goto(`${suite.stack.url}/link/unsubscribe#token=${token.slice(0, -4)}`);
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await page.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid." }).waitFor();
      await page.close();
    });

    it("shows the operator each signup's state, and how many watchers a shipped suggestion mailed", async () => {
      const now = new Date();
      await suite.stack.services.newsletter.subscribe("watcher@company.example", now);
      await suite.stack.services.newsletter.confirm("watcher@company.example", now);
      const visitor = { headers: { "content-type": "application/json", "x-access-token": (await requestAccessGrant(suite.stack)).token } };
      const { id } = (await postJson(suite.stack.request, `/api/suggestions`, { title: "Board decisions by mail" }, visitor)).json
        .suggestion;
      expect(
        (
          await postJson(
            suite.stack.request,
            `/api/suggestions/${id}/notify-me`,
            { email: "watcher@company.example", consent: true },
            visitor,
          )
        ).status,
      ).toBe(200);

      const page = await suite.browser.newPage();
      await openConsoleAsNewAdmin(page, suite.stack, adminEmail, "Audience");
      const signups = page.getByRole("region", { name: "Newsletter signups" });
      await signups.getByRole("listitem").filter({ hasText: reader }).filter({ hasText: "Unsubscribed" }).waitFor();
      await signups.getByRole("listitem").filter({ hasText: "watcher@company.example" }).filter({ hasText: "Confirmed" }).waitFor();

      await page.getByRole("link", { name: "Board" }).click();
      await page.getByRole("button", { name: "Set status of “Board decisions by mail”…" }).click();
      await page
        .getByRole("form", { name: "Status of Board decisions by mail" })
        .getByLabel("Status", { exact: true })
        .selectOption("done");
      await page.getByRole("button", { name: "Save status" }).click();
      await page.getByRole("status").filter({ hasText: "Status of “Board decisions by mail” set to Done. Notified 1 person." }).waitFor();
      await page.getByRole("listitem").filter({ hasText: "Board decisions by mail" }).getByText("Notified 1 person").waitFor();
      const notice = await eventually(() =>
        suite.stack.mail!.messages().find((mail) => mail.subject === "Shipped: Board decisions by mail"),
      );
      expect(notice.to).toEqual(["watcher@company.example"]);
      await page.close();
    });
  });

  it("sends a message from the footer's Contact: the form in its small dialog, the browser's own check, the payload relayed", async () => {
    const page = await openLanding(await suite.browser.newPage());
    await page.locator("footer").getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await dialog.waitFor();
    const minHeight = await page.getByLabel("Message").evaluate((element) => parseFloat(getComputedStyle(element).minHeight));
    expect(minHeight).toBeGreaterThanOrEqual(100);
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(420);

    // An empty form is stopped by the browser itself, which marks the first field it refused.
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(
      await page
        .getByLabel("Your Email")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing && document.activeElement === input),
    ).toBe(true);

    await page.getByLabel("Your Email").fill("coo@company.example");
    await page.getByLabel("Subject").fill("Team workshop");
    await page.getByLabel("Message").fill("We'd like a half-day session for our leadership team.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await toastWith(page, "Message sent successfully!").waitFor();

    const delivered = await eventually(() => suite.contactHook.received[0]);
    expect(suite.contactHook.received).toHaveLength(1);
    expect(JSON.parse(delivered.body)).toEqual({
      email: "coo@company.example",
      subject: "Team workshop",
      message: "We'd like a half-day session for our leadership team.",
      timestamp: expect.stringMatching(/Z$/),
    });
    await page.close();
  });

  it("reads the privacy page from the footer, asks for deletion from it, and loads it directly too", async () => {
    const page = await openLanding(await suite.browser.newPage());
    await page.locator("footer").getByRole("link", { name: "Privacy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy");
    expect(await page.title()).toBe("Privacy — AI for Leaders");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("how to have it deleted");
    for (const heading of ["What we store, and for how long", "When an AI model writes a report", "Asking for deletion"]) {
      await page.getByRole("heading", { level: 2, name: heading }).waitFor();
    }

    // Asking for deletion opens Contact with its subject filled in; the dialog links back here.
    await page.getByRole("button", { name: "Ask for deletion" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await dialog.waitFor();
    expect(await page.getByLabel("Subject").inputValue()).toBe("Data deletion request");
    expect(await dialog.getByRole("link", { name: "How we use your data" }).getAttribute("href")).toBe("/privacy");

    const response = await page.goto(`${suite.stack.url}/privacy`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor();
    expect(await page.title()).toBe("Privacy — AI for Leaders");
    await page.close();
  });

  describe("the access gate and the hub", () => {
    it("sends a visitor without a token to / with the dialog open, refuses a wrong code, then goes on to the page first asked for", async () => {
      const page = await suite.browser.newPage();
      await page.goto(`${suite.stack.url}/prompts/claude`);
      await accessDialog(page).waitFor();
      expect(new URL(page.url()).pathname).toBe("/");

      await page.getByLabel("Access code").fill("board-room-2025");
      await page.getByRole("button", { name: "Access", exact: true }).click();
      await toastWith(page, "Invalid access code").waitFor();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      await page.getByLabel("Access code").fill(codes[1]!);
      await page.getByRole("button", { name: "Access", exact: true }).click();
      await page.waitForURL(`${suite.stack.url}/prompts/claude`);
      const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(stored).toContain("token");
      expect(stored).not.toContain(codes[1]);
      await page.close();
    });

    it("opens the dialog, with no console error, when the gate's link is loaded directly", async () => {
      const page = await suite.browser.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
      });
      await page.goto(`${suite.stack.url}/?next=${encodeURIComponent("/prompts/claude")}`);
      await accessDialog(page).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });

    it("gates every Level 2, Level 3 and prompt page and the gated API, but not blog posts", async () => {
      const page = await suite.browser.newPage();
      for (const path of ["/level-2", "/level-2/tools", "/level-3-market-decision", "/prompts/n8n"]) {
        await page.goto(`${suite.stack.url}${path}`);
        await accessDialog(page).waitFor();
        expect(new URL(page.url()).searchParams.get("next")).toBe(path);
      }
      expect(await page.evaluate(async () => (await fetch("/api/access/session")).status)).toBe(401);
      await page.goto(`${suite.stack.url}/blog/why-ai-matters-for-leaders`);
      await page.getByRole("link", { name: "All articles" }).waitFor();
      expect(await accessDialog(page).count()).toBe(0);
      await page.close();
    });

    // Issue 30, Deliver 5 and issue 31, Deliver 4: the code lasts the tab unless the visitor asks for more.
    it.each([
      [true, "a new tab goes straight to the hub"],
      [false, "a new tab asks for the code again"],
    ])("enters from Sign In with Keep me in on this device %s, lands on the Workflows tab, and %s", async (keepMeIn) => {
      const context = await suite.browser.newContext();
      const page = await openLanding(await context.newPage());
      await page.locator("section.hero").getByRole("button", { name: "Sign In" }).click();
      const dialog = accessDialog(page);
      if (keepMeIn) await dialog.getByRole("checkbox", { name: "Keep me in on this device for 30 days" }).check();
      await dialog.getByLabel("Access code").fill(codes[0]!);
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/level-2$/);
      await page.getByRole("tab", { name: "Workflows", selected: true }).waitFor();
      expect(await page.title()).toBe("Workflows — Level 2 — AI for Leaders");

      const newTab = await context.newPage();
      await newTab.goto(`${suite.stack.url}/prompts/claude`);
      if (keepMeIn) {
        await newTab.getByRole("heading", { level: 1, name: "Claude Expert Prompts" }).waitFor();
        expect(await newTab.getByRole("dialog", { name: "Access Required" }).count()).toBe(0);
      } else {
        await newTab.getByRole("dialog", { name: "Access Required" }).waitFor();
      }
      await context.close();
    });

    it("goes on from the landing page with a token, and through the hub's tabs: Workflows, Tools, Vote and Blog", async () => {
      const page = await openLanding(await pageWithAccess(suite.browser, suite.stack));
      await page.locator("section.hero").getByRole("link", { name: "Continue to Level 2" }).click();
      await page.getByRole("tab", { name: "Workflows", selected: true }).waitFor();

      await page.goto(`${suite.stack.url}/level-2/workflows`);
      await page.getByRole("tab", { name: "Workflows", selected: true }).waitFor();
      expect(await page.locator(".hub-card h3").allInnerTexts()).toEqual([
        "Pick a Target Market",
        "Build a Website in Minutes",
        "McKinsey Style Research Report",
        "Expert & User Panel",
        "Founder Profile",
        "Roast Website",
      ]);
      expect(await page.getByRole("link", { name: "Pick a Target Market" }).getAttribute("href")).toBe("/level-3-market-decision");
      expect(await page.title()).toBe("Workflows — Level 2 — AI for Leaders");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${suite.stack.url}/level-2/workflows`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();

      // Tools changes the route; the arrow keys move between tabs as clicks do.
      await page.getByRole("tab", { name: "Workflows" }).focus();
      await page.keyboard.press("ArrowRight");
      await page.waitForURL(`${suite.stack.url}/level-2/tools`);
      await page.getByRole("tab", { name: "Tools", selected: true }).waitFor();
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

      // Vote and Blog switch in place, without changing the route.
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

      // The briefing's newest article, from the landing page.
      await openLanding(page);
      await page.getByRole("region", { name: "The Executive Briefing" }).getByRole("link").first().click();
      await page.getByRole("heading", { level: 1, name: latestArticles(1)[0]!.title }).waitFor();
      await page.close();
    });
  });
});
