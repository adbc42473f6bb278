// A mail waiting in the outbox holds its body sealed: a reset or confirmation link in it is a live
// token, and only hashes of tokens lie in the tables. The key is derived from TOKEN_SECRET (HKDF),
// the cipher AES-256-GCM: a body read from the table without the secret says nothing, and one
// altered there does not open. Once delivered, the relay forgets the sealed body too.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { MailMessage } from "../mail/index.ts";

type Body = Pick<MailMessage, "html" | "text">;

const keyFrom = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "", "mail-outbox-body", 32));

export function sealBody(secret: string, { html, text }: Body): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ html, text }), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The body as it was sealed; throws when the secret is another or the sealed text was altered. */
export function openBody(secret: string, sealedBody: string): Body {
  const bytes = Buffer.from(sealedBody, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const opened = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  const { html, text } = JSON.parse(opened) as Body;
  return { html, text };
}
