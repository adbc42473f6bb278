// The relay's mailer, made from the settings by the first mail it sends: nodemailer loads only when
// needed, and a mail setting left unset or wrong fails each mail with its reason, not the relay.
import type { SendMail } from "@ai-leaders/core/mail";
import { loadOnce } from "../services/lazy-service.ts";

export function configuredSendMail(settings: Record<string, string | undefined>): SendMail {
  const mailer = loadOnce(async () => {
    const { createSendMail, readMailConfig } = await import("@ai-leaders/core/mail");
    return createSendMail(readMailConfig(settings));
  });
  return async (message) => (await mailer())(message);
}
