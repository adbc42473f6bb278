// The mail settings: who the mail is from, and how it leaves (SMTP anywhere, SES in the cloud).
// Read like every other group of settings (config/settings.ts).
import * as z from "zod/mini";
import { optionalText, parseSettings, type SettingValues } from "../config/settings.ts";

export type MailTransportConfig = { kind: "smtp"; url: string } | { kind: "ses"; region?: string; configurationSet?: string };

export interface MailConfig {
  /** The From header of every message, e.g. `AI for Leaders <hello@aiforleaders.example>`. */
  from: string;
  transport: MailTransportConfig;
}

/** `hello@example.com` or `Name <hello@example.com>`: one address, no line breaks. */
const fromAddress = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
const fromExample = "AI for Leaders <hello@aiforleaders.example>";

/** SES names: letters, digits, _ and -, at most 64 (the SES v2 CreateConfigurationSet rule). */
const configurationSetName = /^[A-Za-z0-9_-]{1,64}$/;

const mailSchema = z
  .object({
    MAIL_FROM: z.pipe(
      optionalText,
      z
        .string({ error: `MAIL_FROM is required: the sender's address, e.g. ${fromExample}` })
        .check(z.regex(fromAddress, `MAIL_FROM must be the sender's address, e.g. ${fromExample}`)),
    ),
    MAIL_TRANSPORT: z.pipe(
      z.pipe(
        optionalText,
        z.transform((value) => value ?? "smtp"),
      ),
      z.enum(["smtp", "ses"], { error: "MAIL_TRANSPORT must be smtp or ses" }),
    ),
    // The message never repeats the value: an SMTP URL holds the password.
    SMTP_URL: z.pipe(
      optionalText,
      z.optional(z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587" })),
    ),
    SES_REGION: z.pipe(
      optionalText,
      z.optional(z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, "SES_REGION must be an AWS region, e.g. eu-west-1"))),
    ),
    SES_CONFIGURATION_SET: z.pipe(
      optionalText,
      z.optional(
        z
          .string()
          .check(z.regex(configurationSetName, "SES_CONFIGURATION_SET must be an SES configuration set name (letters, digits, _ and -)")),
      ),
    ),
  })
  .check(
    z.refine((mail) => mail.MAIL_TRANSPORT !== "smtp" || Boolean(mail.SMTP_URL), {
      message: "SMTP_URL is required when MAIL_TRANSPORT is smtp (e.g. smtp://user:pass@host:587)",
      path: ["SMTP_URL"],
    }),
  );

export function readMailConfig(values: SettingValues): MailConfig {
  const settings = parseSettings(mailSchema, values, "mail configuration");
  if (settings.MAIL_TRANSPORT === "ses") {
    return {
      from: settings.MAIL_FROM,
      transport: { kind: "ses", region: settings.SES_REGION, configurationSet: settings.SES_CONFIGURATION_SET },
    };
  }
  return { from: settings.MAIL_FROM, transport: { kind: "smtp", url: settings.SMTP_URL! } };
}
