// A mail waiting in the outbox holds its body sealed: a reset or confirmation link in it is a live
// token, and only hashes of tokens lie in the tables. Sealed under TOKEN_SECRET (tokens/sealed.ts):
// a body read from the table without the secret says nothing, and one altered there does not open.
// Once delivered, the relay forgets the sealed body too.
import { open, seal } from "../tokens/sealed.ts";
import type { MailMessage } from "../mail/index.ts";

type Body = Pick<MailMessage, "html" | "text">;

const purpose = "mail-outbox-body";

export const sealBody = (secret: string, { html, text }: Body): string => seal(secret, purpose, JSON.stringify({ html, text }));

/** The body as it was sealed; throws when the secret is another or the sealed text was altered. */
export function openBody(secret: string, sealedBody: string): Body {
  const opened = open(secret, purpose, sealedBody);
  if (opened === null) throw new Error("The mail's body does not open: TOKEN_SECRET changed, or the row was altered");
  const { html, text } = JSON.parse(opened) as Body;
  return { html, text };
}
