// Sessions: one record a refresh-token family (where and on what it was seen) and, once it is
// ended, a mark that stops its access tokens at once. Both live in the refresh tokens' table.
import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { refreshTokenTtlSeconds } from "./lifetimes.ts";
import type { RefreshTokenRepository } from "./refresh-tokens-repository.ts";

/** Where a session was last used: a short device label and the network (never the full address). */
export interface SessionClient {
  device: string;
  network: string;
}

/** An active session as its owner sees it. */
export interface ActiveSession extends SessionClient {
  id: string;
  first_seen: string;
  last_seen: string;
}

/** Where a revoked session is marked, for as long as its access tokens could live. */
const revokedSessionKey = (familyId: string) => ({ token_hash: `revoked-session#${familyId}` });
/** One record a session (family): where and on what it was seen, for the account's sessions list. */
const sessionRecordKey = (familyId: string) => ({ token_hash: `session#${familyId}` });
const revokedSessionTtlSeconds = 60 * 60;

export function createSessionRepository(db: DynamoDBDocumentClient, tableName: string, tokens: RefreshTokenRepository) {
  /** Ends a session: marked revoked first (its access tokens stop at once), then its refresh tokens. */
  async function revoke(familyId: string, now: Date): Promise<void> {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...revokedSessionKey(familyId),
          status: "revoked",
          expires_at: Math.floor(now.getTime() / 1000) + revokedSessionTtlSeconds,
        },
      }),
    );
    await tokens.revokeFamily(familyId);
  }

  return {
    revoke,

    /** Whether the session was signed out (or its refresh token reused): its access tokens stop at once. */
    async isRevoked(familyId: string): Promise<boolean> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: revokedSessionKey(familyId), ConsistentRead: true }));
      return Item !== undefined;
    },

    /**
     * Ends every session of the account but `except` (the caller's own, when it stays): each
     * family is revoked, its access tokens stopping at once. Returns how many were ended.
     */
    async endAll(userEmail: string, now: Date, except?: string): Promise<number> {
      const families = new Set((await tokens.activeTokens(userEmail)).map((token) => token.family_id));
      if (except) families.delete(except);
      for (const family of families) await revoke(family, now);
      return families.size;
    },

    /** Notes a sign-in or refresh of the session: first seen once, last seen, device and network each time. */
    async note(familyId: string, userEmail: string, client: SessionClient, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: sessionRecordKey(familyId),
          // user_email puts the record under byUser, so erasure finds it; it has no status, so nothing counts it as a token.
          UpdateExpression:
            "SET family_id = :family, user_email = :email, first_seen = if_not_exists(first_seen, :now), last_seen = :now, device = :device, network = :network, expires_at = :expires",
          ExpressionAttributeValues: {
            ":family": familyId,
            ":email": userEmail.toLowerCase(),
            ":now": now.toISOString(),
            ":device": client.device,
            ":network": client.network,
            ":expires": Math.floor(now.getTime() / 1000) + refreshTokenTtlSeconds,
          },
        }),
      );
    },

    /** The account's active sessions (families with an active refresh token), most recently seen first. */
    async active(userEmail: string): Promise<ActiveSession[]> {
      const started = new Map((await tokens.activeTokens(userEmail)).map((token) => [token.family_id, token.created_at]));
      const families = [...started.keys()];
      const records = new Map<string, Record<string, string>>();
      for (let i = 0; i < families.length; i += 100) {
        const keys = families.slice(i, i + 100).map(sessionRecordKey);
        const answer = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }));
        for (const item of answer.Responses?.[tableName] ?? []) records.set(item.family_id as string, item as Record<string, string>);
      }
      return families
        .map((id) => {
          const record = records.get(id);
          const since = started.get(id)!;
          return {
            id,
            device: record?.device ?? "Unknown device",
            network: record?.network ?? "Unknown",
            first_seen: record?.first_seen ?? since,
            last_seen: record?.last_seen ?? since,
          };
        })
        .sort((a, b) => b.last_seen.localeCompare(a.last_seen));
    },

    /** Ends one of the account's sessions; false when the account has no such session. */
    async end(userEmail: string, familyId: string, now: Date): Promise<boolean> {
      // A session from before sessions were noted has no record: its tokens say whose it is.
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: sessionRecordKey(familyId), ConsistentRead: true }));
      const owner = (Item?.user_email as string | undefined) ?? (await tokens.familyOwner(familyId));
      const owned = owner === userEmail.toLowerCase();
      if (owned) await revoke(familyId, now);
      return owned;
    },
  };
}
