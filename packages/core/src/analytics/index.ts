export * from "./overview.ts";
export * from "./events.ts";
export { normaliseRoute, knownRoutes, otherRoute } from "./routes.ts";
export { optedOut } from "./opt-out.ts";
export { utcDay } from "./daily-salt.ts";
// Types only: the table code is imported on its own ("@ai-leaders/core/analytics/repository"), when first used.
export type * from "./repository.ts";
export type * from "./recorder.ts";
