// A chart's numbers as a CSV file, written by the one CSV writer (its quoting and its guard
// against cells a spreadsheet would run as formulas).
import { csvRow } from "@ai-leaders/core/audience";
import type { ExportedFile } from "../api/admin-api.ts";
import type { PanelTable } from "./panels.ts";

export function panelCsv(table: PanelTable, fileName: string): ExportedFile {
  // A BOM first, so Excel reads UTF-8 (as the console's other exports do).
  const lines = [`\uFEFF${csvRow(table.columns.map((column) => column.header))}`, ...table.rows.map((row) => csvRow(row.map(String)))];
  return { file: new Blob(lines, { type: "text/csv;charset=utf-8" }), fileName, rows: table.rows.length };
}
