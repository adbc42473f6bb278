// How a session reaches the page: the refresh token in an HttpOnly cookie only /api/auth sees,
// the rest (access token, user) in the body.
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { refreshTokenTtlSeconds, type AuthSession, type BrowserSession } from "@ai-leaders/core/accounts";

export const refreshCookie = { name: "refresh_token", path: "/api/auth" } as const;

/** Sets the refresh cookie; answers the session as the page holds it. */
export function keepRefreshTokenInCookie(c: Context, { refresh_token, ...session }: AuthSession, secureCookies: boolean): BrowserSession {
  setCookie(c, refreshCookie.name, refresh_token, {
    path: refreshCookie.path,
    httpOnly: true,
    secure: secureCookies,
    sameSite: "Strict",
    maxAge: refreshTokenTtlSeconds,
  });
  return session;
}
