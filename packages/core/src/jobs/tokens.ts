import { createHmac, timingSafeEqual } from "node:crypto";
import { signToken, verifyToken } from "../tokens/index.ts";

/** Lets a page watch one session over the WebSocket; as long-lived as the longest wait. */
export const watchTokenSubject = "watch";
export const watchTokenTtlSeconds = 60 * 60;

export function watchToken(sessionId: string, secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signToken({ sub: watchTokenSubject, uid: sessionId, iat, exp: iat + watchTokenTtlSeconds }, secret);
}

/** The session a watch token opens, or null. */
export function watchedSession(token: string | undefined, secret: string, now: Date): string | null {
  return token ? (verifyToken(token, secret, watchTokenSubject, now)?.uid ?? null) : null;
}

/**
 * The job's callback token: an HMAC of its session id under TOKEN_SECRET. Unguessable without
 * the secret, the same on every delivery attempt, and never stored.
 */
export function callbackToken(sessionId: string, secret: string): string {
  return createHmac("sha256", secret).update(`callback:${sessionId}`).digest("base64url");
}

export function callbackTokenMatches(sessionId: string, token: string, secret: string): boolean {
  const expected = Buffer.from(callbackToken(sessionId, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
