// Users keyed by lower-cased email (unique by a conditional write) and refresh tokens stored
// only as SHA-256 hashes, grouped in families so a reused token revokes its whole line.
import { createHash, randomBytes } from "node:crypto";
import {
  TransactWriteCommand,
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  paginateQuery,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { deleteFound } from "../db/erase.ts";
import { refreshTokenTtlSeconds } from "./lifetimes.ts";
import { openSuccessor, refreshGraceSeconds, sealSuccessor } from "./refresh-grace.ts";

export interface StoredUser {
  email: string;
  id: string;
  full_name: string;
  password_hash: string;
  created_at: string;
  /** Set only by `npm run admin`; counts only while the address is also in ADMIN_EMAILS. */
  role?: "admin";
  /** A one-time password was given out: it must be changed before the console opens. */
  must_change_password?: boolean;
  /** When the owner proved the address (the confirmation link's button), or the operator made the account. */
  email_verified_at?: string;
  /** Second factors (factors/repository.ts): the authenticator secret sealed, recovery codes hashed. */
  totp_secret?: string;
  totp_pending?: string;
  totp_last_step?: number;
  recovery_codes?: Set<string>;
  /** An admin's weekly digest (digest/repository.ts): on or off, and the ISO week last sent. */
  digest_weekly?: boolean;
  digest_sent_week?: string;
}

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

export interface AccountTables {
  users: string;
  refreshTokens: string;
}

/** A refresh token as issued: the token itself (shown once) and the session it belongs to. */
export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  amr?: string[];
}

/** Where a revoked session is marked, for as long as its access tokens could live. */
const revokedSessionKey = (familyId: string) => ({ token_hash: `revoked-session#${familyId}` });
/** One record a session (family): where and on what it was seen, for the account's sessions list. */
const sessionRecordKey = (familyId: string) => ({ token_hash: `session#${familyId}` });

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
const revokedSessionTtlSeconds = 60 * 60;

const newRefreshToken = () => randomBytes(32).toString("base64url");

export function createAccountRepository(db: DynamoDBDocumentClient, tables: AccountTables) {
  async function storeRefreshToken(
    token: string,
    userEmail: string,
    now: Date,
    familyId: string,
    amr?: string[],
  ): Promise<IssuedRefreshToken> {
    const record: StoredRefreshToken = {
      token_hash: hashRefreshToken(token),
      family_id: familyId,
      user_email: userEmail,
      status: "active",
      created_at: now.toISOString(),
      expires_at: Math.floor(now.getTime() / 1000) + refreshTokenTtlSeconds,
      ...(amr && { amr }),
    };
    await db.send(new PutCommand({ TableName: tables.refreshTokens, Item: record }));
    return { token, familyId, ...(amr && { amr }) };
  }

  /** The account's refresh tokens still active (one or more a session), as the byUser index holds them. */
  async function activeTokens(userEmail: string): Promise<Array<Record<string, unknown>>> {
    const tokens: Array<Record<string, unknown>> = [];
    const pages = paginateQuery(
      { client: db },
      {
        TableName: tables.refreshTokens,
        IndexName: "byUser",
        KeyConditionExpression: "user_email = :email",
        FilterExpression: "#status = :active",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":email": userEmail.toLowerCase(), ":active": "active" },
      },
    );
    for await (const page of pages) tokens.push(...(page.Items ?? []));
    return tokens;
  }

  const readRefreshToken = async (token: string) =>
    (await db.send(new GetCommand({ TableName: tables.refreshTokens, Key: { token_hash: hashRefreshToken(token) }, ConsistentRead: true })))
      .Item as StoredRefreshToken | undefined;

  /**
   * A used token presented again soon after its rotation (another tab's refresh): the same
   * successor, while that successor is itself unspent (or still being stored by the winner).
   */
  async function successorInGrace(token: string, now: Date): Promise<IssuedRefreshToken | null> {
    const used = await readRefreshToken(token);
    if (used?.status !== "used" || !used.successor || used.rotated_at === undefined) return null;
    if (now.getTime() / 1000 - used.rotated_at > refreshGraceSeconds) return null;
    const successor = openSuccessor(token, used.successor);
    if (!successor) return null;
    const next = await readRefreshToken(successor);
    if (next && next.status !== "active") return null;
    return { token: successor, familyId: used.family_id, ...(used.amr && { amr: used.amr }) };
  }

  async function revokeFamily(familyId: string, now: Date = new Date()): Promise<void> {
    await db.send(
      new PutCommand({
        TableName: tables.refreshTokens,
        Item: {
          ...revokedSessionKey(familyId),
          status: "revoked",
          expires_at: Math.floor(now.getTime() / 1000) + revokedSessionTtlSeconds,
        },
      }),
    );
    const family = await db.send(
      new QueryCommand({
        TableName: tables.refreshTokens,
        IndexName: "byFamily",
        KeyConditionExpression: "family_id = :family",
        ExpressionAttributeValues: { ":family": familyId },
      }),
    );
    await Promise.all(
      (family.Items ?? []).map((item) =>
        db.send(
          new UpdateCommand({
            TableName: tables.refreshTokens,
            Key: { token_hash: item.token_hash },
            UpdateExpression: "SET #status = :revoked",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":revoked": "revoked" },
          }),
        ),
      ),
    );
  }

  return {
    /** Returns null when the email is taken, whatever its case. */
    async createUser(user: Omit<StoredUser, "email"> & { email: string }): Promise<StoredUser | null> {
      const stored: StoredUser = { ...user, email: user.email.toLowerCase() };
      try {
        await db.send(new PutCommand({ TableName: tables.users, Item: stored, ConditionExpression: "attribute_not_exists(email)" }));
        return stored;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** A new password; `mustChange` says whether it is a one-time one. */
    async setPassword(email: string, passwordHash: string, mustChange: boolean): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tables.users,
          Key: { email: email.toLowerCase() },
          UpdateExpression: "SET password_hash = :hash, must_change_password = :mustChange",
          ConditionExpression: "attribute_exists(email)",
          ExpressionAttributeValues: { ":hash": passwordHash, ":mustChange": mustChange },
        }),
      );
    },

    /** The owner proved the address (kept from the first time, if it was already). */
    async markEmailVerified(email: string, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tables.users,
          Key: { email: email.toLowerCase() },
          UpdateExpression: "SET email_verified_at = if_not_exists(email_verified_at, :now)",
          ConditionExpression: "attribute_exists(email)",
          ExpressionAttributeValues: { ":now": now.toISOString() },
        }),
      );
    },

    /**
     * Makes the admin account (its address vouched for by the operator: verified) or promotes the
     * existing one (left as verified as it was), with a one-time password. The create is a
     * conditional write, so an account made a moment before is promoted, never overwritten.
     */
    async upsertAdmin(email: string, passwordHash: string, now: Date): Promise<{ created: boolean }> {
      const made = await this.createUser({
        email,
        id: crypto.randomUUID(),
        full_name: "Site admin",
        password_hash: passwordHash,
        created_at: now.toISOString(),
        role: "admin",
        must_change_password: true,
        email_verified_at: now.toISOString(),
      });
      if (made) return { created: true };
      await db.send(
        new UpdateCommand({
          TableName: tables.users,
          Key: { email: email.toLowerCase() },
          UpdateExpression: "SET #role = :admin, password_hash = :hash, must_change_password = :true",
          ConditionExpression: "attribute_exists(email)",
          ExpressionAttributeNames: { "#role": "role" },
          ExpressionAttributeValues: { ":admin": "admin", ":hash": passwordHash, ":true": true },
        }),
      );
      return { created: false };
    },

    async findUser(email: string): Promise<StoredUser | undefined> {
      const result = await db.send(new GetCommand({ TableName: tables.users, Key: { email: email.toLowerCase() } }));
      return result.Item as StoredUser | undefined;
    },

    /** A new refresh token (returned once, in clear) in a new or existing family. */
    async issueRefreshToken(
      userEmail: string,
      now: Date,
      familyId: string = crypto.randomUUID(),
      amr?: string[],
    ): Promise<IssuedRefreshToken> {
      return storeRefreshToken(newRefreshToken(), userEmail, now, familyId, amr);
    },

    /** Whether the session was signed out (or its refresh token reused): its access tokens stop at once. */
    async isSessionRevoked(familyId: string): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({ TableName: tables.refreshTokens, Key: revokedSessionKey(familyId), ConsistentRead: true }),
      );
      return Item !== undefined;
    },

    /**
     * Spends a refresh token: the active one is marked used exactly once (a conditional write)
     * and its successor issued. Presented again within the grace window it answers with that same
     * successor; later, or once revoked, it is reuse: the family is revoked.
     */
    async rotateRefreshToken(token: string, now: Date): Promise<{ refreshToken: IssuedRefreshToken; userEmail: string } | null> {
      const key = { token_hash: hashRefreshToken(token) };
      const found = (await db.send(new GetCommand({ TableName: tables.refreshTokens, Key: key, ConsistentRead: true }))).Item as
        StoredRefreshToken | undefined;
      if (!found || found.expires_at <= now.getTime() / 1000) return null;
      const successor = newRefreshToken();
      try {
        await db.send(
          new UpdateCommand({
            TableName: tables.refreshTokens,
            Key: key,
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
        if (again) return { refreshToken: again, userEmail: found.user_email };
        await revokeFamily(found.family_id, now);
        return null;
      }
      return {
        refreshToken: await storeRefreshToken(successor, found.user_email, now, found.family_id, found.amr),
        userEmail: found.user_email,
      };
    },

    /**
     * Ends every session of the account but `except` (the caller's own, when it stays): each
     * family is revoked, its access tokens stopping at once. Returns how many were ended.
     */
    async endSessions(userEmail: string, now: Date, except?: string): Promise<number> {
      const families = new Set((await activeTokens(userEmail)).map((token) => token.family_id as string));
      if (except) families.delete(except);
      for (const family of families) await revokeFamily(family, now);
      return families.size;
    },

    /** Notes a sign-in or refresh of the session: first seen once, last seen, device and network each time. */
    async noteSession(familyId: string, userEmail: string, client: SessionClient, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tables.refreshTokens,
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
    async activeSessions(userEmail: string): Promise<ActiveSession[]> {
      const started = new Map((await activeTokens(userEmail)).map((token) => [token.family_id as string, token.created_at as string]));
      const families = [...started.keys()];
      const records = new Map<string, Record<string, string>>();
      for (let i = 0; i < families.length; i += 100) {
        const keys = families.slice(i, i + 100).map(sessionRecordKey);
        const answer = await db.send(
          new BatchGetCommand({ RequestItems: { [tables.refreshTokens]: { Keys: keys, ConsistentRead: true } } }),
        );
        for (const item of answer.Responses?.[tables.refreshTokens] ?? [])
          records.set(item.family_id as string, item as Record<string, string>);
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
    async endSession(userEmail: string, familyId: string, now: Date): Promise<boolean> {
      // A session from before sessions were noted has no record: its tokens say whose it is.
      const { Item } = await db.send(
        new GetCommand({ TableName: tables.refreshTokens, Key: sessionRecordKey(familyId), ConsistentRead: true }),
      );
      const owner =
        Item?.user_email ??
        (
          await db.send(
            new QueryCommand({
              TableName: tables.refreshTokens,
              IndexName: "byFamily",
              KeyConditionExpression: "family_id = :family",
              ExpressionAttributeValues: { ":family": familyId },
              Limit: 1,
            }),
          )
        ).Items?.[0]?.user_email;
      const owned = owner === userEmail.toLowerCase();
      if (owned) await revokeFamily(familyId, now);
      return owned;
    },

    /**
     * A confirmed change of address: the account moves to the new key in one transaction (the users
     * table is keyed by address), confirmed as of now. "taken" when the new address has an account.
     */
    async moveAccount(oldEmail: string, newEmail: string, now: Date): Promise<"moved" | "taken" | "gone"> {
      const user = (
        await db.send(new GetCommand({ TableName: tables.users, Key: { email: oldEmail.toLowerCase() }, ConsistentRead: true }))
      ).Item as StoredUser | undefined;
      if (!user) return "gone";
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tables.users,
                  Item: { ...user, email: newEmail.toLowerCase(), email_verified_at: now.toISOString() },
                  ConditionExpression: "attribute_not_exists(email)",
                },
              },
              { Delete: { TableName: tables.users, Key: { email: user.email }, ConditionExpression: "attribute_exists(email)" } },
            ],
          }),
        );
      } catch (error) {
        if (error instanceof Error && error.name === "TransactionCanceledException") {
          return (error as Error & { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons?.[0]?.Code ===
            "ConditionalCheckFailed"
            ? "taken"
            : "gone";
        }
        throw error;
      }
      return "moved";
    },

    /** Erasure: the account and every refresh token it was ever given; the user as it was, and how many sessions it had. */
    async eraseAccount(email: string): Promise<{ user: StoredUser | undefined; sessions: number }> {
      const address = email.toLowerCase();
      const { Attributes } = await db.send(
        new DeleteCommand({ TableName: tables.users, Key: { email: address }, ReturnValues: "ALL_OLD" }),
      );
      const tokens = await deleteFound(
        db,
        tables.refreshTokens,
        ["token_hash"],
        paginateQuery(
          { client: db },
          {
            TableName: tables.refreshTokens,
            IndexName: "byUser",
            KeyConditionExpression: "user_email = :email",
            ExpressionAttributeValues: { ":email": address },
          },
        ),
      );
      return { user: Attributes as StoredUser | undefined, sessions: new Set(tokens.map((token) => token.family_id)).size };
    },

    /** Sign out: the token and every token of its family stop working. */
    async revokeRefreshToken(token: string, now: Date): Promise<void> {
      const found = (await db.send(new GetCommand({ TableName: tables.refreshTokens, Key: { token_hash: hashRefreshToken(token) } })))
        .Item as StoredRefreshToken | undefined;
      if (found) await revokeFamily(found.family_id, now);
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
