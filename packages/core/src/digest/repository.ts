// The weekly digest's choice lives on the admin's account (users table): `digest_weekly`, and the
// ISO week it was last sent for. Claiming a week is one conditional write, so a second run in the
// same week (or two at once) sends nothing.
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure, updateIf } from "../db/index.ts";

export function createDigestPreferences(db: DynamoDBDocumentClient, usersTable: string) {
  return {
    /** Turns the digest on or off for an existing account; false when there is no such account. */
    async choose(email: string, weekly: boolean, now: Date): Promise<boolean> {
      return updateIf(db, {
        TableName: usersTable,
        Key: { email: email.toLowerCase() },
        UpdateExpression: "SET digest_weekly = :weekly, digest_chosen_at = :at",
        ConditionExpression: "attribute_exists(email)",
        ExpressionAttributeValues: { ":weekly": weekly, ":at": now.toISOString() },
      });
    },

    /** True once per account and week, and only while the digest is on: the caller then sends it. */
    async claimWeek(email: string, week: string): Promise<boolean> {
      return updateIf(db, {
        TableName: usersTable,
        Key: { email: email.toLowerCase() },
        UpdateExpression: "SET digest_sent_week = :week",
        ConditionExpression: "digest_weekly = :on AND (attribute_not_exists(digest_sent_week) OR digest_sent_week <> :week)",
        ExpressionAttributeValues: { ":week": week, ":on": true },
      });
    },

    /** A send that failed after its claim: the week is let go, so the next run tries again. */
    async releaseWeek(email: string, week: string): Promise<void> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: usersTable,
            Key: { email: email.toLowerCase() },
            UpdateExpression: "REMOVE digest_sent_week",
            ConditionExpression: "digest_sent_week = :week",
            ExpressionAttributeValues: { ":week": week },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
export type DigestPreferences = ReturnType<typeof createDigestPreferences>;

/**
 * The weekly team digest's choice (issue 48, Deliver 4), on the member's account as the answer
 * mails' is: `team_digest_mail`, on until they say no (the mail's one-click link, or their account's
 * setting). Each team's digest is claimed per account and ISO week (`team_digest#<teamId>`), one
 * conditional write that also checks the choice, so a second run that week sends nothing.
 */
export function createTeamDigestPreferences(db: DynamoDBDocumentClient, usersTable: string) {
  const claimName = (teamId: string) => `team_digest#${teamId}`;
  return {
    async wantsMail(email: string): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({ TableName: usersTable, Key: { email: email.toLowerCase() }, ProjectionExpression: "team_digest_mail" }),
      );
      return Item?.team_digest_mail !== false;
    },

    /** The member's choice; an address with no account changes nothing (false). */
    async choose(email: string, wanted: boolean, now: Date): Promise<boolean> {
      return updateIf(db, {
        TableName: usersTable,
        Key: { email: email.toLowerCase() },
        UpdateExpression: "SET team_digest_mail = :wanted, team_digest_chosen_at = :at",
        ConditionExpression: "attribute_exists(email)",
        ExpressionAttributeValues: { ":wanted": wanted, ":at": now.toISOString() },
      });
    },

    /** True once per account, team and week, and only while the member has not said no. */
    async claimWeek(email: string, teamId: string, week: string): Promise<boolean> {
      return updateIf(db, {
        TableName: usersTable,
        Key: { email: email.toLowerCase() },
        UpdateExpression: "SET #claim = :week",
        ConditionExpression:
          "attribute_exists(email) AND (attribute_not_exists(team_digest_mail) OR team_digest_mail = :on) AND (attribute_not_exists(#claim) OR #claim <> :week)",
        ExpressionAttributeNames: { "#claim": claimName(teamId) },
        ExpressionAttributeValues: { ":week": week, ":on": true },
      });
    },

    /** A send that failed after its claim: the week is let go, so the next run tries again. */
    async releaseWeek(email: string, teamId: string, week: string): Promise<void> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: usersTable,
            Key: { email: email.toLowerCase() },
            UpdateExpression: "REMOVE #claim",
            ConditionExpression: "#claim = :week",
            ExpressionAttributeNames: { "#claim": claimName(teamId) },
            ExpressionAttributeValues: { ":week": week },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
export type TeamDigestPreferences = ReturnType<typeof createTeamDigestPreferences>;
