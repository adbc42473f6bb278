// CSV (RFC 4180), written a bounded page at a time: the quoting is the few lines RFC 4180 asks for;
// no library in the tree does it, and none is needed.

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

export interface CsvPageLimits {
  rows: number;
  /** The page ends once its text reaches this many bytes (so it may pass it by one row). */
  bytes: number;
}

export interface CsvPage<Row> {
  csv: string;
  rows: number;
  /** The page's last row when more rows follow it; null when the page ends the file. */
  lastBeforeMore: Row | null;
}

/**
 * The next rows as CSV text, up to the limits. The first page starts with a BOM (so Excel reads
 * UTF-8) and the header row; later pages carry rows only, so the pages joined are one file.
 */
export async function csvPage<Row>(
  rows: AsyncIterable<Row>,
  columns: Array<CsvColumn<Row>>,
  first: boolean,
  limits: CsvPageLimits,
): Promise<CsvPage<Row>> {
  let csv = first ? `\uFEFF${csvRow(columns.map((column) => column.header))}` : "";
  let bytes = Buffer.byteLength(csv);
  let count = 0;
  let last: Row | null = null;
  // Leaving the loop early closes the reader, and with it the table reads behind it.
  for await (const row of rows) {
    if (count === limits.rows || bytes >= limits.bytes) return { csv, rows: count, lastBeforeMore: last };
    const line = csvRow(columns.map((column) => column.value(row)));
    csv += line;
    bytes += Buffer.byteLength(line);
    count++;
    last = row;
  }
  return { csv, rows: count, lastBeforeMore: null };
}
