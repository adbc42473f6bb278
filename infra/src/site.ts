// The headers the site is served with, in the cloud (stacks/web.ts) and locally alike.

/** `connectSources`: where the SPA may call (the API and WebSocket origins when not same-origin). */
export function contentSecurityPolicy(connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function siteSecurityHeaders(connectSources: string[] = []) {
  return {
    "content-security-policy": contentSecurityPolicy(connectSources),
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

/** Pages that are private by link (a kept result): never indexed, whoever links to them. */
export const noindexPathPrefix = "/r/";
