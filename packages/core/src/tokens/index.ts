// Signed, expiring tokens (HMAC-SHA256 over a JSON payload), verified in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface TokenClaims {
  /** What the token grants, e.g. "access". */
  sub: string;
  /** Issued at and expires at, epoch seconds. */
  iat: number;
  exp: number;
  /** The signed-in user, on account tokens. */
  uid?: string;
  email?: string;
  /** The session (refresh-token family) an access token belongs to: sign-out ends it. */
  fam?: string;
  /** Authenticator assurance level (NIST 800-63B): 2 when a second factor or a passkey proved the sign-in. */
  aal?: 2;
  /** On access tokens: the code that let the visitor in (core/access-codes: a record's id, or "settings-N"). */
  code?: string;
  /** On access tokens from an ACCESS_CODES code: that code's keyed fingerprint (core/access/grant.ts). */
  fp?: string;
  /** How the sign-in was proved beyond the password (RFC 8176 style), e.g. ["pwd", "otp"] or ["passkey"]. */
  amr?: string[];
}

const encode = (value: string | Buffer) => Buffer.from(value).toString("base64url");
const base64url = /^[A-Za-z0-9_-]+$/;

function signature(body: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(body).digest();
}

export function signToken(claims: TokenClaims, secret: string): string {
  const body = encode(JSON.stringify(claims));
  return `${body}.${encode(signature(body, secret))}`;
}

/** The claims of a genuine, unexpired token for `subject`, or null. */
export function verifyToken(token: string, secret: string, subject: string, now: Date): TokenClaims | null {
  const [body, mac, extra] = token.split(".");
  // Strict base64url only: Node's decoder would also accept "+", "/", "=" and stray characters.
  if (!body || !mac || extra !== undefined || !base64url.test(body) || !base64url.test(mac)) return null;
  const expected = signature(body, secret);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TokenClaims;
    if (claims.sub !== subject || typeof claims.exp !== "number") return null;
    return claims.exp > now.getTime() / 1000 ? claims : null;
  } catch {
    return null;
  }
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match ? match[1]! : null;
}
