// The kept results (issue 13): what the API answers about a result, and the table that keeps them.
export * from "./kept-result.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/roast/store/repository"), when first used.
export type * from "./repository.ts";
export type * from "./types.ts";
export { deviceKeyHeader, longestJobWaitMs } from "./types.ts";
export * from "./result-head.ts";
