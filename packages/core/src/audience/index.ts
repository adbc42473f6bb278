// The console's audience section: listing, export and erasure of newsletter signups and contact messages.
// Types and the CSV writer only: the table code is imported on its own ("@ai-leaders/core/audience/repository").
export type * from "./repository.ts";
export { csvStream, csvRow, type CsvColumn } from "./csv.ts";
export { eraseRequestSchema, listQuerySchema, type EraseRequest } from "./schema.ts";
export { erasureTarget } from "./erasure-target.ts";
