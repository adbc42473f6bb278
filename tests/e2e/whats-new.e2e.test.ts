// "What's new" in Chromium (issue 28, Deliver 2): the operator writes an entry in the console that
// links to a prompt and answers a suggestion, publishes it and is told how many were emailed; the
// suggestion is done on the board; a visitor finds the entry from the hub and opens its link; the
// page and the console section are axe clean at 1280 and 360 px.
import { describe, expect, it } from "vitest";
import { changelogMessages } from "@ai-leaders/core/messages";
import { hasChromium, hydrated } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { openConsoleSection, useConsoleInChromium } from "../support/board-console.ts";
import { paths } from "../../packages/web/src/config/paths.ts";

const adminEmail = "editor@site.example";
const shots = process.env.WHATS_NEW_SCREENSHOTS;

describe.skipIf(!hasChromium)("What's new in Chromium", () => {
  const suite = useConsoleInChromium(adminEmail);

  it("publishes an entry from the console that marks its suggestion done, and a visitor opens its prompt from What's new", async () => {
    const { browser, stack, operator } = suite;
    await stack.services.voting.addSuggestion({ title: "A prompt for competitor reviews", description: null }, new Date());
    await openConsoleSection(operator, "What's new");
    await operator.getByRole("button", { name: "New entry" }).click();
    const form = operator.getByRole("form", { name: "New entry" });
    await form.getByLabel("Title", { exact: true }).fill("Competitor Playbook for Claude");
    await form.getByLabel("What changed, in a sentence or two").fill("Map a rival's moves and your answer to each, in one sitting.");
    await form.getByLabel("Page to link").selectOption({ label: "Competitor Playbook (Claude Expert Prompts)" });
    await form.getByRole("button", { name: "Add link" }).click();
    await form.getByLabel("Find a suggestion by title").fill("competitor reviews");
    await form.getByRole("button", { name: "Find" }).click();
    await form.getByRole("button", { name: "Add A prompt for competitor reviews" }).click();
    if (shots) await operator.screenshot({ path: `${shots}/console-form-1280.png`, fullPage: true });
    expect(await axeViolations(operator)).toEqual([]);
    await form.getByRole("button", { name: "Save draft" }).click();

    const entries = operator.getByRole("list", { name: "Entries, newest first" });
    await entries.getByText("Draft").waitFor();
    expect(await operator.evaluate(() => document.activeElement?.textContent)).toBe("New entry");
    await entries.getByRole("button", { name: "Publish Competitor Playbook for Claude" }).click();
    await operator.getByRole("group", { name: "Publish Competitor Playbook for Claude" }).getByRole("button", { name: "Publish now" }).click();
    await operator.getByRole("status").filter({ hasText: changelogMessages.publishedNotice(0) }).waitFor();
    await entries.getByText("Published").waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await operator.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(operator)).toEqual([]);
    if (shots) await operator.screenshot({ path: `${shots}/console-list-360.png`, fullPage: true });
    await operator.setViewportSize({ width: 1280, height: 900 });

    const stored = (await stack.services.voting.similar("competitor reviews"))[0]!;
    expect(stored.status).toBe("done");

    const visitor = await contextWithAccess(browser, stack, { viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${stack.url}${paths.workflows}`);
    await hydrated(page); // before it, a click is a full page load, where focus rightly stays put
    await page.getByRole("link", { name: "What's new" }).click();
    await page.getByRole("heading", { name: "What's new", level: 1 }).waitFor();
    const entry = page.getByRole("article", { name: "Competitor Playbook for Claude" });
    await entry.getByText("Answers the suggestion").waitFor();
    await entry.getByText("A prompt for competitor reviews").waitFor();
    // Focus moves to the page's heading once the page is drawn: on a loaded machine, a moment after.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("What's new");
    if (shots) await page.screenshot({ path: `${shots}/whats-new-1280.png`, fullPage: true });
    await entry.getByRole("link", { name: "Competitor Playbook (Claude Expert Prompts)" }).click();
    await page.waitForURL(`${stack.url}/prompts/claude#competitor-playbook`);
    await page.getByRole("heading", { name: "Claude Expert Prompts", level: 1 }).waitFor();
    await visitor.close();
  });

  it.each([1280, 360])("has no axe violations at %i px, and nothing wider than the screen", async (width) => {
    const { browser, stack } = suite;
    const visitor = await contextWithAccess(browser, stack, { viewport: { width, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${stack.url}${paths.whatsNew}`);
    await page.getByRole("article").first().waitFor();
    await page.getByRole("button", { name: "Log in" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/whats-new-${width}.png`, fullPage: true });
    await visitor.close();
  });
});
