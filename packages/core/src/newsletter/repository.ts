import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { createRelayStatusStore, type RelayedRecord } from "../relay/status-store.ts";

export interface NewsletterSignup extends RelayedRecord {
  /** Lower-cased, so one address subscribes once. */
  email: string;
  created_at: string;
  /** Why they signed up beyond the newsletter, e.g. "suggestion:{id}" for "email me when this ships". */
  tags?: Set<string>;
}

export function createNewsletterRepository(db: DynamoDBDocumentClient, tableName: string) {
  const relay = createRelayStatusStore<NewsletterSignup>(db, tableName, "email");
  return {
    relay,
    /** Stores the signup; `created` is false when the address was already subscribed. */
    async subscribe(email: string, now: Date, { tag }: { tag?: string } = {}): Promise<{ created: boolean; signup: NewsletterSignup }> {
      const signup: NewsletterSignup = {
        email: email.toLowerCase(),
        created_at: now.toISOString(),
        relay_status: "pending",
        ...(tag && { tags: new Set([tag]) }),
      };
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: signup,
            ConditionExpression: "attribute_not_exists(email)",
          }),
        );
        return { created: true, signup };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Already subscribed: the new reason is added to the signup, which is not relayed again.
        if (tag) {
          await db.send(
            new UpdateCommand({ TableName: tableName, Key: { email: signup.email }, UpdateExpression: "ADD tags :tag", ExpressionAttributeValues: { ":tag": new Set([tag]) } }),
          );
        }
        return { created: false, signup: (await relay.get(signup.email)) ?? signup };
      }
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
