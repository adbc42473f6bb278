// The audit log: who did what to whom, when, for every admin action (issue 18).
// Types, the actions' words and the cursor codec: the table code is imported on its own ("@ai-leaders/core/audit/repository").
export type * from "./repository.ts";
export { decodeCursor, encodeCursor } from "./cursor.ts";
export { auditActionInWords, auditActionWords, type AuditAction } from "./actions.ts";
