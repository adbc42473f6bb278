export { createMailFeedbackHandler, type MailFeedbackDeps } from "./handler.ts";
