export * from "./schema.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/newsletter/repository"), when first used.
export type * from "./repository.ts";
export * from "./payload.ts";
export * from "./unsubscribe-token.ts";
export * from "./signup-state.ts";
