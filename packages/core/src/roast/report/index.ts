export type * from "./types.ts";
export * from "./markdown.ts";
export * from "./compare.ts";
export * from "./score-band.ts";
export * from "./page-address.ts";
export * from "./stages.ts";
