// The console's audience section: listing, export and erasure of newsletter signups and contact messages.
// Types, the CSV writer and the exports: the table code is imported on its own ("@ai-leaders/core/audience/repository").
export type * from "./repository.ts";
export type { Position } from "./newest-first.ts";
export { csvPage, csvRow, type CsvColumn, type CsvPage, type CsvPageLimits } from "./csv.ts";
export {
  contactExport,
  decodeExportCursor,
  encodeExportCursor,
  exportPageLimits,
  signupExport,
  type ListExport,
  type AudienceList,
} from "./export.ts";
export { eraseRequestSchema, exportQuerySchema, listQuerySchema, nextCursorHeader, pageRowsHeader, type EraseRequest } from "./schema.ts";
