import { describe, expect, it } from "vitest";
import { csvRow, csvStream } from "./csv.ts";

async function* rowsOf<Row>(rows: Row[]) {
  yield* rows;
}

describe("CSV", () => {
  it("quotes what RFC 4180 asks to quote", () => {
    expect(csvRow(["plain", "a,b", 'say "hi"', "two\nlines", undefined])).toBe('plain,"a,b","say ""hi""","two\nlines",\r\n');
  });

  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])("makes %j text, not a formula", (cell) => {
    expect(csvRow([cell]).startsWith(`'`) || csvRow([cell]).startsWith(`"'`)).toBe(true);
  });

  it("streams a header and the rows, in chunks, with a BOM", async () => {
    const stream = csvStream(rowsOf([{ email: "a@b.example" }, { email: "=c@d.example" }, { email: "e@f.example" }]), [{ header: "email", value: (row) => row.email }], 2);
    const chunks: string[] = [];
    const reader = stream.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks.push(new TextDecoder("utf-8", { ignoreBOM: true }).decode(chunk.value));
    }
    expect(chunks).toHaveLength(2);
    expect(chunks.join("")).toBe("\uFEFFemail\r\na@b.example\r\n'=c@d.example\r\ne@f.example\r\n");
  });
});
