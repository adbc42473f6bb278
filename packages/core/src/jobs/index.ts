export * from "./kinds.ts";
export * from "./schema.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/jobs/repository"), when first used.
export type * from "./repository.ts";
export * from "./payloads.ts";
export * from "./updates.ts";
export * from "./callback-body.ts";
export * from "./complete.ts";
export * from "./tokens.ts";
export * from "./quota.ts";
export * from "./recent.ts";
export * from "./budget/index.ts";
export * from "./new-job.ts";
export * from "./queue.ts";
