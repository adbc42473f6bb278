export * from "./kinds.ts";
export * from "./schema.ts";
export * from "./repository.ts";
export * from "./payloads.ts";
export * from "./results.ts";
export * from "./complete.ts";
export * from "./tokens.ts";
export * from "./quota.ts";
