// The mails waiting to be sent, as their table keeps them. Types only: the table code is
// "@ai-leaders/core/mail-outbox/repository", loaded by the first mail queued.
export type { OutboxMail, MailOutbox, DeferredMail } from "./repository.ts";
