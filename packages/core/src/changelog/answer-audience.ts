// The accounts What's new mails when it answers their suggestions (answer-mail.ts), and their
// choice, kept on the account (users table) as the weekly digest's is: `answers_mail`, false once
// they said no, in the mail or on their board.
import { GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { scanAll, updateIf } from "../db/index.ts";
import type { AnswerAccount } from "./answer-mail.ts";

export function createAnswerAudience(db: DynamoDBDocumentClient, usersTable: string) {
  return {
    /**
     * The accounts with these ids. The users table is keyed by address, so this reads it whole
     * (about 0.1 KB an account): once per entry published that answers a suggestion, a rare act.
     */
    async accounts(ids: ReadonlySet<string>): Promise<AnswerAccount[]> {
      if (ids.size === 0) return [];
      const all = await scanAll<AnswerAccount>(db, {
        TableName: usersTable,
        ProjectionExpression: "id, email, email_verified_at, answers_mail",
      });
      return all.filter((account) => ids.has(account.id));
    },

    /** Whether the owner hears of answered suggestions: yes until they say no. */
    async wantsMail(email: string): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({ TableName: usersTable, Key: { email: email.toLowerCase() }, ProjectionExpression: "answers_mail" }),
      );
      return Item?.answers_mail !== false;
    },

    /** The owner's choice (the one-click link says no; the account's board says either). An address with no account changes nothing. */
    async choose(email: string, wanted: boolean, now: Date): Promise<void> {
      await updateIf(db, {
        TableName: usersTable,
        Key: { email: email.toLowerCase() },
        UpdateExpression: "SET answers_mail = :wanted, answers_mail_chosen_at = :at",
        ConditionExpression: "attribute_exists(email)",
        ExpressionAttributeValues: { ":wanted": wanted, ":at": now.toISOString() },
      });
    },
  };
}
export type AnswerAudience = ReturnType<typeof createAnswerAudience>;
