import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure, updateIf } from "../db/index.ts";
import { createRelayStatusStore } from "../relay/status-store.ts";
import { confirmationMailGapMs, epochSeconds, isLapsed, unconfirmedSignupDays } from "./signup-state.ts";

export type { NewsletterSignup } from "./signup.ts";
import type { NewsletterSignup } from "./signup.ts";
import { scanAll } from "../db/pages.ts";

export function createNewsletterRepository(db: DynamoDBDocumentClient, tableName: string) {
  const relay = createRelayStatusStore<NewsletterSignup>(db, tableName, "email");
  const key = (email: string) => ({ email: email.toLowerCase() });

  async function get(email: string, now: Date): Promise<NewsletterSignup | undefined> {
    const signup = await relay.get(email.toLowerCase());
    return signup && !isLapsed(signup, now) ? signup : undefined;
  }

  return {
    relay,
    get,
    /**
     * Stores the signup, unconfirmed; `created` is false when the address was already signed up
     * (then it is not relayed again). An unsubscribed address signing up again must confirm again.
     */
    async subscribe(email: string, now: Date, { tag }: { tag?: string } = {}): Promise<{ created: boolean; signup: NewsletterSignup }> {
      const expiresAt = epochSeconds(now) + unconfirmedSignupDays * 24 * 60 * 60;
      const signup: NewsletterSignup = {
        email: email.toLowerCase(),
        created_at: now.toISOString(),
        relay_status: "pending",
        expires_at: expiresAt,
        ...(tag && { tags: new Set([tag]) }),
      };
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: signup,
            // A lapsed unconfirmed signup is gone in all but storage: this is a new signup.
            ConditionExpression: "attribute_not_exists(email) OR expires_at <= :now",
            ExpressionAttributeValues: { ":now": epochSeconds(now) },
          }),
        );
        return { created: true, signup };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Already signed up: the new reason is added; an unsubscribed address starts over, unconfirmed.
        const existing = await get(signup.email, now);
        const restart = existing?.unsubscribed_at !== undefined;
        const changes = [
          tag && "ADD tags :tag",
          restart && "SET expires_at = :expires REMOVE unsubscribed_at, confirmed_at, confirmation_mailed_at",
        ].filter(Boolean);
        if (changes.length) {
          await db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: key(signup.email),
              UpdateExpression: changes.join(" "),
              ExpressionAttributeValues: { ...(tag && { ":tag": new Set([tag]) }), ...(restart && { ":expires": expiresAt }) },
            }),
          );
        }
        return { created: false, signup: (await get(signup.email, now)) ?? signup };
      }
    },

    /** Claims the right to mail a confirmation now: false when one went out within the hour, or it needs none. */
    async claimConfirmationMail(email: string, now: Date): Promise<boolean> {
      return updateIf(db, {
        TableName: tableName,
        Key: key(email),
        UpdateExpression: "SET confirmation_mailed_at = :now",
        ConditionExpression:
          "attribute_exists(email) AND attribute_not_exists(confirmed_at) AND (attribute_not_exists(confirmation_mailed_at) OR confirmation_mailed_at < :cutoff)",
        ExpressionAttributeValues: {
          ":now": now.toISOString(),
          ":cutoff": new Date(now.getTime() - confirmationMailGapMs).toISOString(),
        },
      });
    },

    /** Confirms the signup and lifts its deletion date; false when the signup is gone (lapsed or erased). */
    async confirm(email: string, now: Date): Promise<boolean> {
      return updateIf(db, {
        TableName: tableName,
        Key: key(email),
        UpdateExpression: "SET confirmed_at = :now REMOVE expires_at",
        ConditionExpression: "attribute_exists(email) AND (attribute_not_exists(expires_at) OR expires_at > :epoch)",
        ExpressionAttributeValues: { ":now": now.toISOString(), ":epoch": epochSeconds(now) },
      });
    },

    /** Takes one reason off the signup (a suggestion no longer followed); the signup itself stays. */
    async untag(email: string, tag: string): Promise<void> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(email),
            UpdateExpression: "DELETE tags :tag",
            ConditionExpression: "attribute_exists(email)",
            ExpressionAttributeValues: { ":tag": new Set([tag]) },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Unsubscribes the address; the first time counts, a repeat (or an address with no signup) changes nothing. */
    async unsubscribe(email: string, now: Date): Promise<void> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(email),
            UpdateExpression: "SET unsubscribed_at = :now",
            ConditionExpression: "attribute_exists(email) AND attribute_not_exists(unsubscribed_at)",
            ExpressionAttributeValues: { ":now": now.toISOString() },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /**
     * The mailable signups that asked to hear about `tag`. Tags live in a set, which no index can
     * key, so this scans the table: one full read (about 1 read unit per 4 KB, ~0.3 KB a signup)
     * each time the operator ships or declines a suggestion, a rare act. Past ~100k signups, keep
     * the watchers as items keyed by tag instead.
     */
    async watchers(tag: string): Promise<NewsletterSignup[]> {
      return scanAll<NewsletterSignup>(db, {
        TableName: tableName,
        FilterExpression:
          "contains(tags, :tag) AND attribute_exists(confirmed_at) AND attribute_not_exists(unsubscribed_at) AND attribute_not_exists(mail_suppressed)",
        ExpressionAttributeValues: { ":tag": tag },
      });
    },

    /** Records that `tag`'s notice went to the address; false when it had already (so it is not sent twice). */
    async claimNotice(email: string, tag: string): Promise<boolean> {
      return updateIf(db, {
        TableName: tableName,
        Key: key(email),
        UpdateExpression: "ADD notified :tag",
        ConditionExpression: "attribute_exists(email) AND NOT contains(notified, :tagName)",
        ExpressionAttributeValues: { ":tag": new Set([tag]), ":tagName": tag },
      });
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
