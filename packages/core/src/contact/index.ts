export * from "./schema.ts";
export * from "./repository.ts";
export * from "./payload.ts";
