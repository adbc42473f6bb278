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

export interface ApiError {
  title?: string;
  message: string;
}

/** The error a 4xx carries, or null when the answer is not one of ours (5xx, proxy pages). */
export async function readApiError(response: Response): Promise<ApiError | null> {
  if (response.status < 400 || response.status >= 500) return null;
  try {
    const body = (await response.json()) as { error?: ApiError };
    return body.error?.message ? body.error : null;
  } catch {
    return null;
  }
}
