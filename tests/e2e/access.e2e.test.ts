// Getting in (issue 30, Delivers 1 and 2): a visitor requests a code from the landing page, the
// operator approves it in the console, and the mailed link opens the hub once; the operator makes a
// labelled 2-use code and copies it, two visitors get in with it and the third is refused; the code
// is revoked. The form, the dialogs and the sections are axe clean at 1280 and 360 px.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hasChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { openConsoleSection, useConsoleInChromium } from "../support/board-console.ts";
import { eventually, scanTable } from "../support/test-stack.ts";

const adminEmail = "gatekeeper@site.example";
const visitorEmail = "jane@acme.example";
const shots = process.env.ACCESS_SCREENSHOTS;

describe.skipIf(!hasChromium)("getting in, in Chromium", () => {
  const suite = useConsoleInChromium(adminEmail, { clipboard: true });

  /** A new visitor's page, `width` px wide. */
  const newVisitor = (width = 1280) => suite.browser.newPage({ viewport: { width, height: 900 } });

  /** A new visitor types `code` into the landing page's "Access Required" dialog; answers the page. */
  async function visitorEnters(code: string): Promise<Page> {
    const page = await newVisitor();
    await page.goto(suite.stack.url);
    await page.locator("section.hero").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Access Required" });
    await dialog.getByLabel("Access code").fill(code);
    await dialog.getByRole("button", { name: "Access", exact: true }).click();
    return page;
  }

  it("takes a request from the landing page, is approved in the console, and the mailed code opens the hub once", async () => {
    const { browser, stack, operator } = suite;
    const visitor = await newVisitor();
    await visitor.goto(stack.url);
    await visitor.locator("section.hero").getByRole("button", { name: "Request an access code" }).click();
    const dialog = visitor.getByRole("dialog", { name: "Request an access code" });
    await dialog.getByLabel("Your Name").fill("Jane Doe");
    await dialog.getByLabel("Your Email").fill(visitorEmail);
    await dialog.getByLabel("Company").fill("Acme");
    await dialog.getByLabel("Role").fill("CFO");
    await dialog.getByLabel("Why would you like access?").fill("Our board wants an AI plan by March.");
    expect(await axeViolations(visitor)).toEqual([]);
    if (shots) await visitor.screenshot({ path: `${shots}/access-request-form-1280.png` });
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await visitor.getByTestId("toast").filter({ hasText: "Request sent" }).waitFor();
    await dialog.waitFor({ state: "detached" });

    // The operator approves it, after a last look in a dialog.
    await openConsoleSection(operator, "Access requests");
    const row = operator.getByRole("row").filter({ hasText: visitorEmail });
    await row.getByText("Waiting", { exact: true }).waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await row.getByRole("button", { name: "Approve Jane Doe" }).click();
    const confirm = operator.getByRole("dialog", { name: "Approve Jane Doe (Acme)?" });
    expect(await axeViolations(operator)).toEqual([]);
    await confirm.getByRole("button", { name: "Approve and mail the code" }).click();
    await operator.getByRole("status").filter({ hasText: "Approved: Jane Doe's personal code is on its way by email." }).waitFor();
    await row.getByText("Approved", { exact: true }).waitFor();
    expect(await row.innerText()).toContain(`by ${adminEmail}`);
    if (shots) await operator.screenshot({ path: `${shots}/access-requests-section-1280.png`, fullPage: true });
    expect(await axeViolations(operator)).toEqual([]);
    await operator.setViewportSize({ width: 360, height: 780 });
    expect(await axeViolations(operator)).toEqual([]);
    await operator.setViewportSize({ width: 1280, height: 900 });

    // The mail's link opens a page; only its button spends the single use.
    const mail = await eventually(() =>
      stack.mail!.messages().find((caught) => caught.to.includes(visitorEmail) && caught.subject === "Your AI for Leaders access code"),
    );
    const link = /href="([^"]*\/link\/open-hub#token=[A-Z2-9-]+)"/.exec(mail.html ?? "")![1]!.replaceAll("&amp;", "&");
    const reader = await newVisitor();
    await reader.goto(link);
    await reader.getByRole("heading", { name: "Open the hub" }).waitFor();
    const record = (await scanTable(stack, "accessCodes")).find((item) => item.label === "Request: Jane Doe, Acme")!;
    expect(record.uses).toBe(0);
    expect(await axeViolations(reader)).toEqual([]);
    await reader.getByRole("button", { name: "Open the hub" }).click();
    await reader.waitForURL(`${stack.url}/level-2`);
    expect((await scanTable(stack, "accessCodes")).find((item) => item.id === record.id)!.uses).toBe(1);

    // Used once, the same link is refused with the spec's message.
    const again = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await again.goto(link);
    await again.getByRole("button", { name: "Open the hub" }).click();
    await again.getByRole("alert").filter({ hasText: "Please check your access code and try again." }).waitFor();
    expect(again.url()).toContain("/link/open-hub");

    // The form, opened from another page's header on a phone.
    const narrow = await newVisitor(360);
    await narrow.goto(`${stack.url}/blog`);
    await narrow.locator("header").getByRole("button", { name: "Request an access code" }).click();
    await narrow.getByRole("dialog", { name: "Request an access code" }).getByLabel("Why would you like access?").waitFor();
    expect(await axeViolations(narrow)).toEqual([]);
    if (shots) await narrow.screenshot({ path: `${shots}/access-request-form-360.png` });
  });

  it("makes a labelled 2-use code that lets two visitors in and refuses the third with the spec's message, then revokes it", async () => {
    const { stack, operator } = suite;
    await openConsoleSection(operator, "Access codes");
    await operator.getByRole("cell", { name: "ACCESS_CODES, code 1" }).waitFor();
    await operator.getByRole("button", { name: "New code" }).click();
    const form = operator.getByRole("form", { name: "New access code" });
    await form.getByLabel("Label").fill("Leaders Summit March");
    await form.getByLabel("Use limit (optional)").fill("2");
    expect(await axeViolations(operator)).toEqual([]);
    await form.getByRole("button", { name: "Create code" }).click();

    const created = operator.getByRole("region", { name: "The code for “Leaders Summit March”" });
    const code = (await created.locator("code").innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await created.getByRole("button", { name: "Copy code" }).click();
    await created.getByRole("button", { name: "Copied" }).waitFor();
    expect(await operator.evaluate(() => navigator.clipboard.readText())).toBe(code);
    if (shots) await operator.screenshot({ path: `${shots}/access-codes-created-1280.png`, fullPage: true });
    expect(await axeViolations(operator)).toEqual([]);
    await created.getByRole("button", { name: "Done" }).click();
    await created.waitFor({ state: "detached" });

    // Two visitors: one types it as given, one in lower case with a stray space.
    for (const typed of [code, ` ${code.toLowerCase()} `]) {
      const visitor = await visitorEnters(typed);
      await visitor.waitForURL(`${stack.url}/level-2`);
      await visitor.close();
    }
    const third = await visitorEnters(code);
    const refusal = third.getByTestId("toast").filter({ hasText: "Invalid access code" });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("Please check your access code and try again.");
    expect(third.url()).toBe(`${stack.url}/`);
    await third.close();

    await operator.reload();
    const row = operator.getByRole("row").filter({ hasText: "Leaders Summit March" });
    await row.getByRole("cell", { name: "2 of 2" }).waitFor();
    await row.getByText("Used up").waitFor();
    expect(await axeViolations(operator)).toEqual([]);
    await operator.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(operator)).toEqual([]);
    await operator.getByRole("button", { name: "New code" }).click();
    await form.getByRole("radio", { name: "One I choose" }).check();
    await form.getByLabel("Code", { exact: true }).fill("Summit-2027");
    expect(await axeViolations(operator)).toEqual([]);
    if (shots) await operator.screenshot({ path: `${shots}/access-codes-form-360.png`, fullPage: true });
    await form.getByRole("button", { name: "Cancel" }).click();
    await operator.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole("button", { name: "Revoke Leaders Summit March" }).click();
    await operator.getByRole("group", { name: "Revoke Leaders Summit March" }).getByRole("button", { name: "Revoke code" }).click();
    await operator.getByRole("status").filter({ hasText: "Revoked “Leaders Summit March”" }).waitFor();
    await row.getByText("Revoked").waitFor();
    const stored = (await scanTable(stack, "accessCodes")).find((item) => item.label === "Leaders Summit March");
    expect(stored).toMatchObject({ uses: 2, use_limit: 2, revoked_by: adminEmail });
  });
});
