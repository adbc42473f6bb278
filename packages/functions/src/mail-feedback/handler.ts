// SES's bounces and complaints, through the stage's SNS topic (stacks/mail.ts), onto the audience:
// a permanent bounce or a complaint marks the address's newsletter signup, shown in the console.
import type { SNSEvent } from "aws-lambda";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { suppressSignupMail } from "@ai-leaders/core/audience/repository";
import type { Log } from "../logging/index.ts";
import { readMailFeedback } from "./notification.ts";

export interface MailFeedbackDeps {
  db: DynamoDBDocumentClient;
  signupsTable: string;
  log: Log;
}

export function createMailFeedbackHandler({ db, signupsTable, log }: MailFeedbackDeps) {
  async function apply(message: string) {
    const read = readMailFeedback(message);
    // Retrying cannot make it readable: it is logged and dropped.
    if ("unreadable" in read)
      return log({ event: "mail_feedback_unreadable", error: "Not an SES bounce or complaint record", paths: read.unreadable });
    const { eventType, bounceType, suppress, addresses, at, messageId } = read.feedback;
    let signupsMarked = 0;
    if (suppress) {
      for (const email of addresses) if (await suppressSignupMail(db, signupsTable, { email, reason: suppress, at })) signupsMarked++;
    }
    // Counts only: the addresses stay out of the logs.
    log({
      event: "mail_feedback",
      event_type: eventType,
      ...(bounceType && { bounce_type: bounceType }),
      message_id: messageId,
      recipients: addresses.length,
      signups_marked: signupsMarked,
    });
  }

  return async (event: SNSEvent): Promise<void> => {
    for (const record of event.Records) await apply(record.Sns.Message);
  };
}
