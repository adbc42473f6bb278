import { describe, expect, it } from "vitest";
import { renderAccessApproved, renderAccessDeclined, renderAccessReminder } from "./index.ts";

const siteUrl = "https://aiforleaders.example";
const reason = `You received this because you asked for an access code on ${siteUrl}`;

describe("the mails that answer an access request", () => {
  it("approves with the personal code and the hub's link, and asks that the code stay private", async () => {
    const link = `${siteUrl}/link/open-hub#token=ABCD-EFGH-JKMN`;
    const mail = await renderAccessApproved({ siteUrl, name: "Jane Doe", code: "ABCD-EFGH-JKMN", link, lastDay: "27 December 2026" });
    expect(mail.subject).toBe("Your AI for Leaders access code");
    expect(mail.html).toContain(`<title>Your AI for Leaders access code</title>`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(">Welcome, Jane Doe</h1>");
    expect(mail.text).toContain("It works once, until 27 December 2026.");
    expect(mail.text).toContain(`${reason}. The code is yours alone: please don't share it.`);
  });

  it("declines politely and points to the public articles", async () => {
    const mail = await renderAccessDeclined({ siteUrl, name: "Jane Doe" });
    expect(mail.subject).toBe("Your AI for Leaders access request");
    expect(mail.html).toContain(`href="${siteUrl}/blog"`);
    expect(mail.html).toContain(">Thank you, Jane Doe</h1>");
    expect(mail.text).toContain("We can't offer you an access code at the moment, as places are limited.");
    expect(mail.text).toContain(`${reason}.`);
  });

  it("reminds an address that already has access of the mail its code came in, without a code", async () => {
    const mail = await renderAccessReminder({ siteUrl, name: "Jane Doe" });
    expect(mail.subject).toBe("You already have access to AI for Leaders");
    expect(mail.html).toContain(">You already have access, Jane Doe</h1>");
    expect(mail.text).toContain("in a mail titled \u201cYour AI for Leaders access code\u201d");
    expect(mail.text).toContain(`${reason} with an address that already has one.`);
    expect(mail.html).not.toContain("/link/open-hub");
  });

  it("escapes the name the visitor typed", async () => {
    const { html } = await renderAccessDeclined({ siteUrl, name: "<img src=x onerror=alert(1)>" });
    expect(html).not.toContain("<img src=x");
  });
});
