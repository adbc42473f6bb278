export type * from "./types.ts";
export { watchableKinds, watchIntervalDays, watchLimitPerAccount, watchScoreDropAlert } from "./types.ts";
export { fixedFixesAfter, watchAlert, type WatchAlert, type WatchMemory } from "./alert.ts";
