export { checksPerSweep, startDueWatchChecks } from "./start-checks.ts";
export { recordWatchCheck, type WatchCheckDeps } from "./after-check.ts";
