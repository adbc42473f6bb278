import { describe, expect, it } from "vitest";
import { csvPage, csvRow } from "./csv.ts";
import { decodeExportCursor, encodeExportCursor } from "./export.ts";

async function* rowsOf<Row>(rows: Row[], read: Row[] = []) {
  for (const row of rows) {
    read.push(row);
    yield row;
  }
}
const emailColumn = [{ header: "email", value: (row: { email: string }) => row.email }];
const emails = (count: number) => Array.from({ length: count }, (_, index) => ({ email: `p${index}@b.example` }));

describe("CSV", () => {
  it("quotes what RFC 4180 asks to quote", () => {
    expect(csvRow(["plain", "a,b", 'say "hi"', "two\nlines", undefined])).toBe('plain,"a,b","say ""hi""","two\nlines",\r\n');
  });

  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])("makes %j text, not a formula", (cell) => {
    expect(csvRow([cell]).startsWith(`'`) || csvRow([cell]).startsWith(`"'`)).toBe(true);
  });

  it("starts the first page with a BOM and the header, later pages with rows only", async () => {
    const rows = [{ email: "a@b.example" }, { email: "=c@d.example" }];
    expect((await csvPage(rowsOf(rows), emailColumn, true, { rows: 10, bytes: 1_000 })).csv).toBe(
      "\uFEFFemail\r\na@b.example\r\n'=c@d.example\r\n",
    );
    expect(await csvPage(rowsOf(rows), emailColumn, false, { rows: 10, bytes: 1_000 })).toEqual({
      csv: "a@b.example\r\n'=c@d.example\r\n",
      rows: 2,
      lastBeforeMore: null,
    });
  });

  it("ends a page at its row limit, naming its last row when more follow, and reads no further", async () => {
    const read: Array<{ email: string }> = [];
    const page = await csvPage(rowsOf(emails(10), read), emailColumn, false, { rows: 3, bytes: 1_000 });
    expect(page.rows).toBe(3);
    expect(page.lastBeforeMore).toEqual({ email: "p2@b.example" });
    expect(read).toHaveLength(4);
    // Exactly the limit with nothing after it: the last page, with no cursor to a page of nothing.
    expect((await csvPage(rowsOf(emails(3)), emailColumn, false, { rows: 3, bytes: 1_000 })).lastBeforeMore).toBeNull();
  });

  it("ends a page once its bytes reach the limit, counting characters as UTF-8", async () => {
    const wide = [{ email: "€".repeat(100) }, { email: "€".repeat(100) }, { email: "x" }];
    const page = await csvPage(rowsOf(wide), emailColumn, false, { rows: 100, bytes: 300 });
    expect(page.rows).toBe(1);
    expect(Buffer.byteLength(page.csv)).toBe(302);
    expect(page.lastBeforeMore).toEqual(wide[0]);
  });
});

describe("export cursors", () => {
  const secret = "export-test-secret".padEnd(40, "x");
  const position = { created_at: "2026-11-25T10:00:00.000Z", key: "a@b.example" };

  it("give back the position they were made from", () => {
    expect(decodeExportCursor("signups", encodeExportCursor("signups", position, secret), secret)).toEqual(position);
  });

  it("refuse a cursor made by hand, for the other list, or with another key", () => {
    const cursor = encodeExportCursor("signups", position, secret);
    const [, signature] = cursor.split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...position, created_at: "9999" })).toString("base64url")}.${signature}`;
    for (const refused of [forged, Buffer.from(JSON.stringify(position)).toString("base64url"), `${cursor}.x`, "nonsense", ""]) {
      expect(decodeExportCursor("signups", refused, secret)).toBeNull();
    }
    expect(decodeExportCursor("contacts", cursor, secret)).toBeNull();
    expect(decodeExportCursor("signups", cursor, "another-secret".padEnd(40, "y"))).toBeNull();
  });
});
