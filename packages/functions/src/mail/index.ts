export { configuredSendMail } from "./sender.ts";
export type { OutboxMail, MailOutbox } from "@ai-leaders/core/mail-outbox";
