// Users keyed by lower-cased email, unique by a conditional write.
import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { putNew, setFields, transact } from "../db/index.ts";

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

export function createUserRepository(db: DynamoDBDocumentClient, tableName: string) {
  const keyOf = (email: string) => ({ email: email.toLowerCase() });

  async function createUser(user: StoredUser): Promise<StoredUser | null> {
    const stored: StoredUser = { ...user, email: user.email.toLowerCase() };
    return (await putNew(db, tableName, stored, "email")) ? stored : null;
  }

  return {
    /** Returns null when the email is taken, whatever its case. */
    createUser,

    /** A new password; `mustChange` says whether it is a one-time one. */
    async setPassword(email: string, passwordHash: string, mustChange: boolean): Promise<void> {
      await setFields(db, tableName, keyOf(email), { password_hash: passwordHash, must_change_password: mustChange });
    },

    /** The owner proved the address (kept from the first time, if it was already). */
    async markEmailVerified(email: string, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyOf(email),
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
      const made = await createUser({
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
      await setFields(db, tableName, keyOf(email), { role: "admin", password_hash: passwordHash, must_change_password: true });
      return { created: false };
    },

    async findUser(email: string): Promise<StoredUser | undefined> {
      const result = await db.send(new GetCommand({ TableName: tableName, Key: keyOf(email) }));
      return result.Item as StoredUser | undefined;
    },

    /**
     * A confirmed change of address: the account moves to the new key in one transaction (the users
     * table is keyed by address), confirmed as of now. "taken" when the new address has an account.
     */
    async moveAccount(oldEmail: string, newEmail: string, now: Date): Promise<"moved" | "taken" | "gone"> {
      const user = (await db.send(new GetCommand({ TableName: tableName, Key: keyOf(oldEmail), ConsistentRead: true }))).Item as
        StoredUser | undefined;
      if (!user) return "gone";
      const refused = await transact(db, [
        {
          Put: {
            TableName: tableName,
            Item: { ...user, email: newEmail.toLowerCase(), email_verified_at: now.toISOString() },
            ConditionExpression: "attribute_not_exists(email)",
          },
        },
        { Delete: { TableName: tableName, Key: { email: user.email }, ConditionExpression: "attribute_exists(email)" } },
      ]);
      if (!refused) return "moved";
      return refused[0] === "ConditionalCheckFailed" ? "taken" : "gone";
    },

    /** The user as it was, deleted; undefined when there was none. */
    async deleteUser(email: string): Promise<StoredUser | undefined> {
      const { Attributes } = await db.send(new DeleteCommand({ TableName: tableName, Key: keyOf(email), ReturnValues: "ALL_OLD" }));
      return Attributes as StoredUser | undefined;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
