// The weekly digest's switch in the console (issue 30, Deliver 7): under Audience, an admin turns
// it on (the choice is kept on the server: a reload shows it), is told so with focus on the
// notice, asks for this week's digest now and gets it in the mail catcher; axe clean at 1280 and 360 px.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { digestMessages } from "@ai-leaders/core/digest";
import { axeViolations } from "../support/axe.ts";
import { useConsoleInChromium } from "../support/board-console.ts";
import { hasChromium } from "../support/browser.ts";
import { eventually } from "../support/test-stack.ts";

const adminEmail = "digest-reader@site.example";
const shots = process.env.DIGEST_SCREENSHOTS;

describe.skipIf(!hasChromium)("the weekly digest's switch in Chromium", () => {
  const suite = useConsoleInChromium(adminEmail);

  it("turns the digest on and keeps it, and sends this week's now", async () => {
    const { stack, operator: page } = suite;
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
    await eventually(() => stack.mail!.messages().find((mail) => mail.to.includes(adminEmail) && mail.subject.startsWith("Your week at AI for Leaders")));

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      if (shots) await page.getByRole("region", { name: "Weekly digest" }).screenshot({ path: join(shots, `digest-${width}.png`) });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }
  });
});
