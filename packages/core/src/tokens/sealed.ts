// A value kept at rest that must be read back (so it cannot be hashed): AES-256-GCM under a key
// derived (HKDF-SHA256) from a secret for one purpose. Without the secret the box says nothing, and
// an altered box does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const keyFor = (secret: string, purpose: string) => Buffer.from(hkdfSync("sha256", secret, "", purpose, 32));

/** iv | ciphertext | tag, base64url. */
export function seal(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The plain text, or null when the box was sealed under another secret or purpose, or altered. */
export function open(secret: string, purpose: string, box: string): string | null {
  const bytes = Buffer.from(box, "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
