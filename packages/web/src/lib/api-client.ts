// The one API client: typed end to end against the Hono app (style.md: API).
import { hc } from "hono/client";
import type { ApiApp } from "@ai-leaders/functions/api";
import { readAccessToken } from "./access-token.ts";

/** Empty when the API is served from the site's own origin (locally); the API URL in the cloud. */
const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? "";

export const api = hc<ApiApp>(apiBaseUrl || window.location.origin, {
  headers: (): Record<string, string> => {
    const token = readAccessToken();
    return token ? { "x-access-token": token } : {};
  },
});

// What a failed answer means for the page lives in api-errors.ts.
export { failureToast, readApiError, settle, type ApiError, type Settled } from "./api-errors.ts";
