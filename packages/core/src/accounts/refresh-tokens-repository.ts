// Refresh tokens, stored only as SHA-256 hashes and grouped in families (one a session), so a
// reused token can revoke its whole line.
import { createHash, randomBytes } from "node:crypto";
import { GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { deleteFound, isConditionFailure, queryAll, queryPages } from "../db/index.ts";
import { refreshTokenTtlSeconds } from "./lifetimes.ts";
import { openSuccessor, refreshGraceSeconds, sealSuccessor } from "./refresh-grace.ts";

export interface StoredRefreshToken {
  token_hash: string;
  family_id: string;
  user_email: string;
  status: "active" | "used" | "revoked";
  created_at: string;
  /** Epoch seconds (DynamoDB TTL). */
  expires_at: number;
  /** How the session's sign-in was proved, when a second factor or a passkey did (kept through refreshes). */
  amr?: string[];
  /** Epoch seconds of the rotation that used it, and its successor sealed with it (refresh-grace.ts). */
  rotated_at?: number;
  successor?: string;
}

export const hashRefreshToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A refresh token as issued: the token itself (shown once) and the session it belongs to. */
export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  amr?: string[];
}

/** What a rotation gives: the successor and whose it is; "reused" when a spent token came back too late. */
export type Rotation = { refreshToken: IssuedRefreshToken; userEmail: string } | { reused: StoredRefreshToken } | null;

const newRefreshToken = () => randomBytes(32).toString("base64url");

export function createRefreshTokenRepository(db: DynamoDBDocumentClient, tableName: string) {
  async function store(token: string, userEmail: string, now: Date, familyId: string, amr?: string[]): Promise<IssuedRefreshToken> {
    const record: StoredRefreshToken = {
      token_hash: hashRefreshToken(token),
      family_id: familyId,
      user_email: userEmail,
      status: "active",
      created_at: now.toISOString(),
      expires_at: Math.floor(now.getTime() / 1000) + refreshTokenTtlSeconds,
      ...(amr && { amr }),
    };
    await db.send(new PutCommand({ TableName: tableName, Item: record }));
    return { token, familyId, ...(amr && { amr }) };
  }

  const find = async (token: string) =>
    (await db.send(new GetCommand({ TableName: tableName, Key: { token_hash: hashRefreshToken(token) }, ConsistentRead: true }))).Item as
      StoredRefreshToken | undefined;

  /**
   * A used token presented again soon after its rotation (another tab's refresh): the same
   * successor, while that successor is itself unspent (or still being stored by the winner).
   */
  async function successorInGrace(token: string, now: Date): Promise<IssuedRefreshToken | null> {
    const used = await find(token);
    if (used?.status !== "used" || !used.successor || used.rotated_at === undefined) return null;
    if (now.getTime() / 1000 - used.rotated_at > refreshGraceSeconds) return null;
    const successor = openSuccessor(token, used.successor);
    if (!successor) return null;
    const next = await find(successor);
    if (next && next.status !== "active") return null;
    return { token: successor, familyId: used.family_id, ...(used.amr && { amr: used.amr }) };
  }

  const byFamily = (familyId: string) => ({
    TableName: tableName,
    IndexName: "byFamily",
    KeyConditionExpression: "family_id = :family",
    ExpressionAttributeValues: { ":family": familyId },
  });

  return {
    find,

    /** Whose the family's tokens are: the first one found says. */
    async familyOwner(familyId: string): Promise<string | undefined> {
      const { Items } = await db.send(new QueryCommand({ ...byFamily(familyId), Limit: 1 }));
      return Items?.[0]?.user_email as string | undefined;
    },

    /** A new refresh token (returned once, in clear) in a new or existing family. */
    async issue(userEmail: string, now: Date, familyId: string = crypto.randomUUID(), amr?: string[]): Promise<IssuedRefreshToken> {
      return store(newRefreshToken(), userEmail, now, familyId, amr);
    },

    /**
     * Spends a refresh token: the active one is marked used exactly once (a conditional write)
     * and its successor issued. Presented again within the grace window it answers with that same
     * successor; later, or once revoked, it is reuse, and the caller revokes the family.
     */
    async rotate(token: string, now: Date): Promise<Rotation> {
      const found = await find(token);
      if (!found || found.expires_at <= now.getTime() / 1000) return null;
      const successor = newRefreshToken();
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { token_hash: found.token_hash },
            UpdateExpression: "SET #status = :used, rotated_at = :now, successor = :successor",
            ConditionExpression: "#status = :active",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: {
              ":used": "used",
              ":active": "active",
              ":now": Math.floor(now.getTime() / 1000),
              ":successor": sealSuccessor(token, successor),
            },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const again = await successorInGrace(token, now);
        return again ? { refreshToken: again, userEmail: found.user_email } : { reused: found };
      }
      return { refreshToken: await store(successor, found.user_email, now, found.family_id, found.amr), userEmail: found.user_email };
    },

    /** The account's refresh tokens still active (one or more a session), as the byUser index holds them. */
    activeTokens: (userEmail: string) =>
      queryAll<StoredRefreshToken>(db, {
        TableName: tableName,
        IndexName: "byUser",
        KeyConditionExpression: "user_email = :email",
        FilterExpression: "#status = :active",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":email": userEmail.toLowerCase(), ":active": "active" },
      }),

    /** Marks every token of the family revoked. */
    async revokeFamily(familyId: string): Promise<void> {
      const family = await queryAll<StoredRefreshToken>(db, byFamily(familyId));
      await Promise.all(
        family.map((item) =>
          db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: { token_hash: item.token_hash },
              UpdateExpression: "SET #status = :revoked",
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: { ":revoked": "revoked" },
            }),
          ),
        ),
      );
    },

    /** Erasure: every record the account was ever given under its address; what they were. */
    deleteAllOf: (email: string) =>
      deleteFound(
        db,
        tableName,
        ["token_hash"],
        queryPages(db, {
          TableName: tableName,
          IndexName: "byUser",
          KeyConditionExpression: "user_email = :email",
          ExpressionAttributeValues: { ":email": email.toLowerCase() },
        }),
      ),
  };
}
export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
