// The console's CSV exports of any size, through the local stack and its cloud edge (Lambda's 6 MB
// answer, the function's time limit): signups leave in pages bounded by rows (here 1,000 a page,
// so 2,500 signups make three; `npm run bench` exports 200,000 in the product's 10,000-row pages),
// each naming the next, joined into every row once; wide contact messages split into pages by size
// (the product's 1 MiB); one audit entry per export; a cursor the export did not give out is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMessages } from "@ai-leaders/core/messages";
import { exportPageLimits } from "@ai-leaders/core/audience";
import type { LocalStack } from "@ai-leaders/local";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { scanTable, startTestStack } from "../support/test-stack.ts";
import { seedSignups, seedTable } from "../support/seed-signups.ts";

const adminEmail = "exports@site.example";
const newPassword = "Exports2026Ready";
/** The product's byte bound with fewer rows a page: the paging is the same, on a tenth of the rows. */
const pageLimits = { ...exportPageLimits, rows: 1_000 };
const signupCount = 2 * pageLimits.rows + 500;
const lambdaAnswerLimit = 6 * 1024 * 1024;
const statuses = ["delivered", "delivered", "delivered", "failed", "skipped"] as const;

interface ExportedPage {
  status: number;
  text: string;
  bytes: number;
  rows: number;
  next: string | null;
}

describe("CSV exports of any size", () => {
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail }, exportPageLimits: pageLimits });
    token = (await signedInConsoleAdmin(stack, adminEmail, newPassword)).accessToken;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  async function exportPage(list: "signups" | "contacts", cursor?: string): Promise<ExportedPage> {
    const query = cursor === undefined ? "" : `?cursor=${encodeURIComponent(cursor)}`;
    const response = await stack.request(`/api/admin/audience/${list}.csv${query}`, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      text: body.toString("utf8"),
      bytes: body.byteLength,
      rows: Number(response.headers.get("x-export-rows")),
      next: response.headers.get("x-next-cursor"),
    };
  }

  /** Every page of one export, as the console reads them: one after another, following the cursor. */
  async function exportAll(list: "signups" | "contacts"): Promise<ExportedPage[]> {
    const pages: ExportedPage[] = [];
    let cursor: string | undefined;
    do {
      const page = await exportPage(list, cursor);
      expect(page.status, `page ${pages.length + 1}: ${page.text.slice(0, 200)}`).toBe(200);
      pages.push(page);
      cursor = page.next ?? undefined;
    } while (cursor);
    return pages;
  }

  const exportsInAudit = async (list: string) =>
    (await scanTable(stack, "auditLog")).filter((entry) => entry.action === "audience.export" && entry.target === list).length;

  it("exports 2,500 signups in three pages of at most 1,000 rows, well under Lambda's 6 MB, every address exactly once, with one audit entry", async () => {
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    const emails = Array.from({ length: signupCount }, (_, index) => `person-${index}@scale.example`);
    await seedSignups(
      stack,
      emails.map((email, index) => ({
        email,
        // Two signups in most milliseconds: ties in the index order are kept apart by the address.
        created_at: new Date(start + Math.floor(index / 2)).toISOString(),
        relay_status: statuses[index % statuses.length]!,
        ...(index % statuses.length === 3 && { relay_error: "Webhook answered 503" }),
      })),
    );
    const auditBefore = await exportsInAudit("signups");

    const pages = await exportAll("signups");

    expect(pages.map((page) => page.rows)).toEqual([1_000, 1_000, 500]);
    for (const page of pages) expect(page.bytes).toBeLessThan(lambdaAnswerLimit / 3);
    const lines = pages.flatMap((page, index) => {
      const text = index === 0 ? page.text.replace(/^\uFEFF/, "") : page.text;
      expect(text.endsWith("\r\n")).toBe(true);
      return text.slice(0, -2).split("\r\n");
    });
    expect(lines[0]).toBe("email,signed_up_at,confirmed_at,unsubscribed_at,delivery,delivery_error,mail_suppressed");
    expect(lines.filter((line) => line.startsWith("email,"))).toHaveLength(1);
    expect(lines).toHaveLength(signupCount + 1);
    expect(pages.reduce((sum, page) => sum + page.rows, 0)).toBe(signupCount);

    const exported = lines.slice(1).map((line) => line.split(",")[0]!);
    expect(new Set(exported).size).toBe(signupCount);
    const seeded = new Set(emails);
    expect(exported.every((email) => seeded.has(email))).toBe(true);
    // Newest first across the pages and the delivery states merged into one order.
    expect(exported[0]).toBe(emails.at(-1));
    expect(exported.at(-1)).toBe(emails[0]);
    expect(lines).toContain("person-3@scale.example,2026-01-01T00:00:00.001Z,,,failed,Webhook answered 503,");

    expect((await exportsInAudit("signups")) - auditBefore).toBe(1);
  });

  it("ends a page of wide contact messages by its size, and keeps every message whole", async () => {
    const start = Date.parse("2026-02-01T00:00:00.000Z");
    // 5,000 characters of three bytes each: the widest message the contact form accepts.
    const messages = Array.from({ length: 150 }, (_, index) => ({
      id: `wide-${String(index).padStart(3, "0")}`,
      email: `writer-${index}@wide.example`,
      subject: index === 0 ? '=HYPERLINK("http://evil.example","Click")' : `Subject ${index}`,
      message: `Marker ${index}: ${"€".repeat(4_980)}`,
      created_at: new Date(start + index * 1000).toISOString(),
      relay_status: "delivered",
    }));
    await seedTable(stack, "contactMessages", messages);

    const pages = await exportAll("contacts");
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page.bytes).toBeLessThan(1.1 * 1024 * 1024);
    expect(pages.reduce((sum, page) => sum + page.rows, 0)).toBe(messages.length);
    const csv = pages.map((page) => page.text).join("");
    expect(csv.startsWith("\uFEFFemail,sent_at,subject,message,delivery,delivery_error\r\n")).toBe(true);
    for (const { message } of messages) expect(csv.split(message).length - 1).toBe(1);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  });

  it("refuses a cursor the export did not give out, and writes nothing to the audit log for it", async () => {
    const first = await exportPage("signups");
    expect(first.next).not.toBeNull();
    const auditBefore = await exportsInAudit("signups");
    const [position] = first.next!.split(".");
    const made = Buffer.from(JSON.stringify({ created_at: "2026-01-01T00:00:30.000Z", key: "person-1@scale.example" })).toString(
      "base64url",
    );
    for (const cursor of [made, `${made}.${first.next!.split(".")[1]}`, `${position}.forged`, "nonsense"]) {
      const refused = await exportPage("signups", cursor);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text).error).toMatchObject({ message: adminMessages.invalidCursor, field: "cursor" });
    }
    // A signups cursor is not a contacts cursor.
    expect((await exportPage("contacts", first.next!)).status).toBe(400);
    expect(await exportsInAudit("signups")).toBe(auditBefore);
  });
});
