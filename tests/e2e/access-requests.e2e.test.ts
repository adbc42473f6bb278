// "Request an access code" in Chromium (issue 30, Deliver 2): a visitor fills the new form from the
// landing page and is told what happens next; the operator approves the request in the console;
// the code mailed to the visitor (read from the local mail catcher) opens the hub through the
// mail's link, whose page spends the code only when its button is pressed. The form and the
// section are axe clean.
import { describe, expect, it } from "vitest";
import { hasChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { openConsoleSection, useConsoleInChromium } from "../support/board-console.ts";
import { eventually, scanTable } from "../support/test-stack.ts";

const adminEmail = "gatekeeper@site.example";
const visitorEmail = "jane@acme.example";
const shots = process.env.ACCESS_REQUESTS_SCREENSHOTS;

describe.skipIf(!hasChromium)("access requests in Chromium", () => {
  const suite = useConsoleInChromium(adminEmail);

  it("takes a request from the landing page, is approved in the console, and the mailed code opens the hub once", async () => {
    const { browser, stack, operator } = suite;
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(stack.url);
    await visitor.locator("section.hero").getByRole("button", { name: "Request an access code" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Request an access code" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("We reply by email, usually within two working days.");
    expect(await axeViolations(visitor)).toEqual([]);

    // A field left empty: its message, the field focused, nothing sent.
    await dialog.getByLabel("Your Name").fill("Jane Doe");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await visitor.getByTestId("toast").filter({ hasText: "Please enter your email address." }).waitFor();
    expect(await visitor.evaluate(() => document.activeElement?.id)).toBe("access-request-email");
    expect(await scanTable(stack, "accessRequests")).toEqual([]);

    await dialog.getByLabel("Your Email").fill(visitorEmail);
    await dialog.getByLabel("Company").fill("Acme");
    await dialog.getByLabel("Role").fill("CFO");
    await dialog.getByLabel("Why would you like access?").fill("Our board wants an AI plan by March.");
    if (shots) await visitor.screenshot({ path: `${shots}/access-request-form-1280.png` });
    await dialog.getByRole("button", { name: "Send Request" }).click();
    const sent = visitor.getByTestId("toast").filter({ hasText: "Request sent" });
    await sent.waitFor();
    expect(await sent.innerText()).toContain("We reply by email, usually within two working days.");
    await dialog.waitFor({ state: "detached" });

    // The operator approves it, after a last look in a dialog.
    await openConsoleSection(operator, "Access requests");
    const row = operator.getByRole("row").filter({ hasText: visitorEmail });
    await row.getByText("Waiting", { exact: true }).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await row.getByRole("button", { name: "Approve Jane Doe" }).click();
    const confirm = operator.getByRole("dialog", { name: "Approve Jane Doe (Acme)?" });
    if (shots) await operator.screenshot({ path: `${shots}/access-requests-confirm-1280.png` });
    expect(await axeViolations(operator)).toEqual([]);
    await confirm.getByRole("button", { name: "Approve and mail the code" }).click();
    const notice = operator.getByRole("status").filter({ hasText: "Approved: Jane Doe's personal code is on its way by email." });
    await notice.waitFor();
    await expect.poll(() => operator.evaluate(() => document.activeElement?.textContent)).toContain("Approved: Jane Doe");
    await row.getByText("Approved", { exact: true }).waitFor();
    expect(await row.innerText()).toContain(`by ${adminEmail}`);
    if (shots) await operator.screenshot({ path: `${shots}/access-requests-section-1280.png`, fullPage: true });
    expect(await axeViolations(operator)).toEqual([]);

    // The mail's link opens a page; only its button spends the single use.
    const mail = await eventually(() => stack.mail!.messages().find((caught) => caught.to.includes(visitorEmail) && caught.subject === "Your AI for Leaders access code"));
    const link = /href="([^"]*\/link\/open-hub#token=[A-Z2-9-]+)"/.exec(mail.html ?? "")![1]!.replaceAll("&amp;", "&");
    const reader = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await reader.goto(link);
    await reader.getByRole("heading", { name: "Open the hub" }).waitFor();
    const record = (await scanTable(stack, "accessCodes")).find((item) => item.label === "Request: Jane Doe, Acme")!;
    expect(record.uses).toBe(0);
    expect(await axeViolations(reader)).toEqual([]);
    if (shots) await reader.screenshot({ path: `${shots}/open-hub-1280.png` });
    await reader.getByRole("button", { name: "Open the hub" }).click();
    await reader.waitForURL(`${stack.url}/level-2`);
    expect((await scanTable(stack, "accessCodes")).find((item) => item.id === record.id)!.uses).toBe(1);

    // Used once, the same link is refused with the spec's message.
    const again = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await again.goto(link);
    await again.getByRole("button", { name: "Open the hub" }).click();
    await again.getByRole("alert").filter({ hasText: "Please check your access code and try again." }).waitFor();
    expect(again.url()).toContain("/link/open-hub");
  });

  it("keeps the form and the section usable and axe clean at 360 px", async () => {
    const { browser, stack, operator } = suite;
    const narrow = await browser.newPage({ viewport: { width: 360, height: 780 } });
    await narrow.goto(`${stack.url}/blog`);
    await narrow.locator("header").getByRole("button", { name: "Request an access code" }).click();
    const dialog = narrow.getByRole("dialog", { name: "Request an access code" });
    await dialog.getByLabel("Why would you like access?").waitFor();
    expect(await axeViolations(narrow)).toEqual([]);
    if (shots) await narrow.screenshot({ path: `${shots}/access-request-form-360.png` });
    await operator.setViewportSize({ width: 360, height: 780 });
    await operator.reload();
    await operator.getByRole("heading", { name: "Access requests", level: 1 }).waitFor();
    await operator.getByRole("row").filter({ hasText: visitorEmail }).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    if (shots) await operator.screenshot({ path: `${shots}/access-requests-section-360.png`, fullPage: true });
  });
});
