// The authenticator secret must be read back to check a code, so it is encrypted, not hashed:
// AES-256-GCM under a key derived (HKDF) from TOKEN_SECRET, so a copy of the table alone is useless.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const keyFor = (tokenSecret: string) => Buffer.from(hkdfSync("sha256", tokenSecret, "", "ai-leaders/totp-secret/v1", 32));

export function sealSecret(plain: string, tokenSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(tokenSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** Null when the box was altered or sealed under another TOKEN_SECRET. */
export function openSecret(box: string, tokenSecret: string): string | null {
  const [version, iv, tag, sealed] = box.split(".");
  if (version !== "v1" || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(tokenSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
