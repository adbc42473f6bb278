// SES's word on an address (issue 26): a permanent bounce or a complaint, kept on its newsletter
// signup so the console shows why mail to it stops (SES itself suppresses the address, stacks/mail.ts).
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { updateIf } from "../db/index.ts";

export type MailSuppressionReason = "bounce" | "complaint";

/** What a signup holds once SES reported its address. */
export interface MailSuppression {
  mail_suppressed?: MailSuppressionReason;
  /** When SES received the bounce or complaint. */
  mail_suppressed_at?: string;
}

/** Marks the address's signup; false when there is none, since feedback on other mail creates no signup. */
export async function suppressSignupMail(
  db: DynamoDBDocumentClient,
  tableName: string,
  { email, reason, at }: { email: string; reason: MailSuppressionReason; at: string },
): Promise<boolean> {
  return updateIf(db, {
    TableName: tableName,
    Key: { email: email.toLowerCase() },
    UpdateExpression: "SET mail_suppressed = :reason, mail_suppressed_at = :at",
    ConditionExpression: "attribute_exists(email)",
    ExpressionAttributeValues: { ":reason": reason, ":at": at },
  });
}
