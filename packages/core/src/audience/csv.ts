// CSV (RFC 4180) written as the rows arrive, so an export never holds the table in memory. The
// quoting is the few lines RFC 4180 asks for; no library in the tree does it, and none is needed.

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | undefined;
}

// A spreadsheet runs a cell that starts like a formula (OWASP "CSV injection"): such a cell is
// prefixed with an apostrophe, which makes it text. Tab and carriage return start formulas too.
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string | undefined): string {
  const text = value ?? "";
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: Array<string | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Rows pulled only as fast as the reader takes them (backpressure); the BOM lets Excel read UTF-8. */
export function csvStream<Row>(rows: AsyncIterable<Row>, columns: Array<CsvColumn<Row>>, rowsPerChunk = 200): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = started ? "" : `\uFEFF${csvRow(columns.map((column) => column.header))}`;
      started = true;
      for (let count = 0; count < rowsPerChunk; count++) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvRow(columns.map((column) => column.value(next.value)));
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
