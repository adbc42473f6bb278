export { createApiApp, apiBodyLimitBytes, type ApiApp } from "./app.ts";
export type { ApiDeps } from "./deps.ts";
