export * from "./schema.ts";
export { isVisible } from "./records.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/voting/repository"), when first used.
export type * from "./repository.ts";
