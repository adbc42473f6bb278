// The local mail catcher: an SMTP server on loopback that keeps what it is sent in memory, so
// `npm start` and the tests see every mail the site sends without a real mail server.
import { randomUUID } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

export interface CaughtMail {
  id: string;
  /** The envelope's sender and recipients: where the mail was really going. */
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string;
  /** Each header as sent (the last one of a repeated name). */
  headers: Record<string, string>;
  received_at: string;
}

export interface MailCatcher {
  /** What SMTP_URL is set to: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** Newest first. */
  messages(): CaughtMail[];
  stop(): Promise<void>;
}

/** Enough to look back through a day of work; older mail is forgotten. */
export const caughtMailLimit = 500;
const maxMessageBytes = 10 * 1024 * 1024;

/** `port` 0 picks a free one; a test names one to bring a catcher "back" where mail was failing. */
export async function startMailCatcher({ port = 0, limit = caughtMailLimit } = {}): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, and any login (an SMTP_URL with a user) is let in.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "local" }),
    size: maxMessageBytes,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          caught.unshift({
            id: randomUUID(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: parsed.subject ?? "",
            html: parsed.html || null,
            text: parsed.text ?? "",
            headers: Object.fromEntries(parsed.headerLines.map(({ line }) => headerEntry(line))),
            received_at: new Date().toISOString(),
          });
          caught.length = Math.min(caught.length, limit);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: listening } = server.server.address() as { port: number };
  return {
    smtpUrl: `smtp://127.0.0.1:${listening}`,
    messages: () => [...caught],
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** "Name: value" (unfolded) as [name, value]. */
function headerEntry(line: string): [string, string] {
  const colon = line.indexOf(":");
  return [
    line.slice(0, colon).trim(),
    line
      .slice(colon + 1)
      .replace(/\r?\n\s+/g, " ")
      .trim(),
  ];
}
