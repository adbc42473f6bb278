export type * from "./types.ts";
export * from "./markdown.ts";
export * from "./compare.ts";
