export type * from "./types.ts";
export { deviceKeyHeader, longestJobWaitMs } from "./types.ts";
export * from "./result-head.ts";
