// One email, ready to send: the mailer adds the sender (MAIL_FROM) and nothing else.

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Resolves once the server or SES has accepted the message; throws a short reason otherwise (no addresses, no credentials). */
export type SendMail = (message: MailMessage) => Promise<void>;
