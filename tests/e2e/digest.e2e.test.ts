// The weekly digest's switch in the console (issue 30, Deliver 7): under Audience, an admin turns
// it on (the choice is kept on the server: a reload shows it), is told so with focus on the
// notice, asks for this week's digest now and gets it in the mail catcher; axe clean at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { digestMessages } from "@ai-leaders/core/digest";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";
import { axeViolations } from "../support/axe.ts";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { eventually, startTestStack } from "../support/test-stack.ts";

const adminEmail = "digest-reader@site.example";
const shots = process.env.DIGEST_SCREENSHOTS;

describe.skipIf(!hasChromium)("the weekly digest's switch in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToConsoleFirstTime(page, stack.url, { email: adminEmail, oneTimePassword: await addConsoleAdmin(stack, adminEmail), newPassword: "Console2026Ready" });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("turns the digest on and keeps it, and sends this week's now", async () => {
    await page.goto(`${stack.url}/admin/audience#weekly-digest`);
    const digest = page.getByRole("region", { name: "Weekly digest" });
    const toggle = digest.getByRole("checkbox", { name: "Email me the weekly digest" });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    const notice = digest.getByRole("status");
    await expect.poll(() => notice.innerText()).toBe(digestMessages.turnedOn);
    await expect.poll(() => notice.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole("checkbox", { name: "Email me the weekly digest" }).isChecked()).toBe(true);

    await page.getByRole("button", { name: "Send me this week's digest now" }).click();
    await expect.poll(() => page.getByRole("region", { name: "Weekly digest" }).getByRole("status").innerText()).toBe(digestMessages.sentNow(adminEmail));
    await eventually(() => stack.mail!.messages().find((mail) => mail.to.includes(adminEmail) && mail.subject.startsWith("Your week at AI for Leaders")), 30_000);

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      if (shots) await page.getByRole("region", { name: "Weekly digest" }).screenshot({ path: join(shots, `digest-${width}.png`) });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }
  });
});
