export * from "./kept-result.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/result-store/repository"), when first used.
export type * from "./repository.ts";
