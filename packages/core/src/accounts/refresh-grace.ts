// Two tabs refreshing at once present the same token: the second, within a few seconds of the
// rotation, gets the successor the first got instead of being taken for a thief. The successor is
// kept sealed with a key only the old token gives (HKDF, then AES-256-GCM): nothing usable at rest.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** How long after its rotation a used refresh token still answers with its successor. */
export const refreshGraceSeconds = 30;

const keyFrom = (oldToken: string) => Buffer.from(hkdfSync("sha256", oldToken, "", "refresh-token-successor", 32));

export function sealSuccessor(oldToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(oldToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The successor, or null when the box was not sealed with this token. */
export function openSuccessor(oldToken: string, box: string): string | null {
  const bytes = Buffer.from(box, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(oldToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
