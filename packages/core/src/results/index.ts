export type * from "./types.ts";
export { deviceKeyHeader } from "./types.ts";
export * from "./result-head.ts";
