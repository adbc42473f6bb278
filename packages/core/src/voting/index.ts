export * from "./schema.ts";
export * from "./repository.ts";
