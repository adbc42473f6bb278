export * from "./schema.ts";
export * from "./grant.ts";
