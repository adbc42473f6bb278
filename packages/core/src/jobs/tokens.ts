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
