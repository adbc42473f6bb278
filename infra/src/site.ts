// The headers the site is served with, in the cloud (stacks/web.ts) and locally alike.
import { createHash } from "node:crypto";
import { appFrameScript } from "./app-frame.ts";
import { appLoaderScript } from "./app-loader.ts";
import { appRoutesScript } from "./app-routes.ts";

/**
 * One origin (design.md §3.11): the SPA calls its own /api and /ws only, so connect-src is 'self'.
 * CSP3's 'self' also matches the page's own host over ws:/wss: (Chrome 70+, Firefox, Safari 15.5+;
 * WebKit bug 235873). An older Safari refuses the socket, and the page falls back to polling.
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptSources()}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The CSP sources that allow the prerendered pages' loader and the app shell's two scripts (its frame, its route's code and content), and nothing else inline: their sha256. */
function inlineScriptSources(): string {
  return [appLoaderScript, appFrameScript, appRoutesScript]
    .map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`)
    .join(" ");
}

export function siteSecurityHeaders() {
  return {
    "content-security-policy": contentSecurityPolicy(),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  } as const;
}

/** Hashed build output: safe to cache forever. Everything else revalidates. */
export const cacheControl = {
  asset: "public, max-age=31536000, immutable",
  index: "no-cache",
  other: "public, max-age=300",
} as const;

/**
 * Pages a mailed link opens (/link/reset-password#token…): answered with the app shell, never
 * indexed, and sending no Referer at all, so no token or page address leaves with a click (ASVS 6.4).
 */
export const mailedLinkPrefix = "/link/";
export const mailedLinkReferrerPolicy = "no-referrer";
