// One-time links in DynamoDB: issued with a hash key, spent by one conditional write.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { hashLinkToken, linkState, newLink, type IssueLink, type LinkPurpose, type LinkRefusal, type StoredLink } from "./index.ts";
import { queryAll } from "../db/pages.ts";

export type { IssueLink } from "./index.ts";

export function createOneTimeLinks(db: DynamoDBDocumentClient, tableName: string) {
  const read = async (token: string) =>
    (await db.send(new GetCommand({ TableName: tableName, Key: { token_hash: hashLinkToken(token) }, ConsistentRead: true }))).Item as
      StoredLink | undefined;

  async function subjectKeys(subject: string): Promise<Array<{ token_hash: string }>> {
    const links = await queryAll<{ token_hash: string }>(db, {
      TableName: tableName,
      IndexName: "bySubject",
      KeyConditionExpression: "subject = :subject",
      ExpressionAttributeValues: { ":subject": subject.toLowerCase() },
    });
    return links.map(({ token_hash }) => ({ token_hash }));
  }

  return {
    /** A new link's token, returned once, in clear, for the mail. */
    async issue(issued: IssueLink, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const { token, link } = newLink(issued, now);
      await db.send(new PutCommand({ TableName: tableName, Item: link }));
      return { token, expiresAt: new Date(link.expires_at * 1000) };
    },

    /** What the link's page shows before anything is spent. */
    inspect: async (token: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | LinkRefusal> =>
      linkState(await read(token), purpose, now),

    /** Whose link it was, once spent: a retry of the request that spent it can be answered as that one was. */
    async spentLinkSubject(token: string, purpose: LinkPurpose): Promise<string | null> {
      const link = await read(token);
      return link?.purpose === purpose && link.used_at ? link.subject : null;
    },

    /** Spends the link: exactly one caller gets it back; every other, and any later one, is told why not. */
    async spend(token: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | LinkRefusal> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { token_hash: hashLinkToken(token) },
            UpdateExpression: "SET used_at = :now",
            ConditionExpression:
              "attribute_exists(token_hash) AND purpose = :purpose AND attribute_not_exists(used_at) AND expires_at > :nowSeconds",
            ExpressionAttributeValues: { ":now": now.toISOString(), ":purpose": purpose, ":nowSeconds": Math.floor(now.getTime() / 1000) },
            ReturnValues: "ALL_NEW",
          }),
        );
        return Attributes as StoredLink;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const state = linkState(await read(token), purpose, now);
        return typeof state === "string" ? state : "used";
      }
    },

    /** Every link mailed to the address, or only those for one purpose (a new reset link retires the older ones). */
    async revoke(subject: string, purpose?: LinkPurpose): Promise<number> {
      const keys = await subjectKeys(subject);
      let removed = 0;
      for (const key of keys) {
        try {
          await db.send(
            new DeleteCommand({
              TableName: tableName,
              Key: key,
              ...(purpose ? { ConditionExpression: "purpose = :purpose", ExpressionAttributeValues: { ":purpose": purpose } } : {}),
            }),
          );
          removed += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return removed;
    },
  };
}
export type OneTimeLinks = ReturnType<typeof createOneTimeLinks>;
