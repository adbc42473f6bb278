// The mailer: nodemailer over SMTP, or over SES (API v2) in the cloud. The SES client loads with
// the first message sent through it, so an SMTP set-up never loads it.
import { createTransport } from "nodemailer";
import type { MailConfig, MailTransportConfig } from "./config.ts";
import type { MailMessage, SendMail } from "./message.ts";

/** A message must be accepted well within the relay function's 90 s. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const failureDetailMaxLength = 160;

interface Transport {
  sendMail(options: Record<string, unknown>): Promise<unknown>;
}

async function openTransport(transport: MailTransportConfig): Promise<Transport> {
  if (transport.kind === "smtp") return createTransport({ url: transport.url, ...smtpTimeouts });
  const { SESv2Client, SendEmailCommand } = await import("@aws-sdk/client-sesv2");
  return createTransport({ SES: { sesClient: new SESv2Client({ region: transport.region }), SendEmailCommand } });
}

export function createSendMail(config: MailConfig): SendMail {
  let transport: Promise<Transport> | undefined;
  // SES reports bounces and complaints through the configuration set's event destinations.
  const sesOptions =
    config.transport.kind === "ses" && config.transport.configurationSet
      ? { ses: { ConfigurationSetName: config.transport.configurationSet } }
      : {};
  return async ({ to, subject, html, text, headers }: MailMessage) => {
    transport ??= openTransport(config.transport);
    try {
      await (await transport).sendMail({ from: config.from, to, subject, html, text, headers, ...sesOptions });
    } catch (error) {
      throw new Error(`Mail not sent (${config.transport.kind.toUpperCase()}): ${failureDetail(error)}`, { cause: error });
    }
  };
}

/** The cause in one short line: the server's or SES's code and words, with every address and URL taken out. */
function failureDetail(error: unknown): string {
  const failure = (error ?? {}) as {
    name?: string;
    code?: string;
    responseCode?: number;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  // The AWS SDK names the SES error (MessageRejected…) where nodemailer only tags it ESES;
  // over SMTP, nodemailer's code names the step that failed (EAUTH, ECONNECTION, EENVELOPE…).
  const code = failure.name && failure.name !== "Error" ? failure.name : failure.code;
  const status = failure.responseCode ?? failure.$metadata?.httpStatusCode;
  const words = String(failure.message ?? error)
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "<address>")
    .replace(/<?[^\s<>()"',;]+@[^\s<>()"',;]+>?/g, "<address>")
    .replace(/\s+/g, " ")
    .trim();
  const line = [[code, status].filter(Boolean).join(" "), words].filter(Boolean).join(": ") || "unknown error";
  return line.length > failureDetailMaxLength ? `${line.slice(0, failureDetailMaxLength - 1)}…` : line;
}
