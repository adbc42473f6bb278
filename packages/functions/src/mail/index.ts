export { configuredSendMail } from "./sender.ts";
export type { OutboxMail, MailOutbox } from "./outbox.ts";
