// Second factors at rest: the authenticator secret (sealed) and the recovery-code hashes on the
// user's item, passkeys in their own table keyed by credential id. Every spend is one conditional write.
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../../db/index.ts";

export interface FactorTables {
  users: string;
  passkeys: string;
}

export interface StoredPasskey {
  credential_id: string;
  user_email: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  transports?: string[];
  device_name: string;
  created_at: string;
  last_used_at?: string;
}

/** The factor fields a user item may carry (StoredUser has them too). */
export interface UserFactorFields {
  totp_secret?: string;
  totp_pending?: string;
  totp_last_step?: number;
  recovery_codes?: Set<string>;
}

export function createFactorRepository(db: DynamoDBDocumentClient, tables: FactorTables) {
  const userKey = (email: string) => ({ email: email.toLowerCase() });

  /** Runs a conditional write; false when its condition did not hold. */
  async function conditional(write: Promise<unknown>): Promise<boolean> {
    try {
      await write;
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async function passkeysOf(email: string): Promise<StoredPasskey[]> {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tables.passkeys,
        IndexName: "byUser",
        KeyConditionExpression: "user_email = :email",
        ExpressionAttributeValues: { ":email": email.toLowerCase() },
      }),
    );
    return Items as StoredPasskey[];
  }

  const removeTotpFrom = (email: string) =>
    db.send(
      new UpdateCommand({
        TableName: tables.users,
        Key: userKey(email),
        UpdateExpression: "REMOVE totp_secret, totp_pending, totp_last_step, recovery_codes",
        ConditionExpression: "attribute_exists(email)",
      }),
    );

  return {
    /** An authenticator app being set up: its secret waits here until a first code confirms it. */
    async startTotp(email: string, sealedSecret: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tables.users,
          Key: userKey(email),
          UpdateExpression: "SET totp_pending = :secret",
          ConditionExpression: "attribute_exists(email)",
          ExpressionAttributeValues: { ":secret": sealedSecret },
        }),
      );
    },

    /** The pending secret becomes the factor, with its first step used and new recovery codes. */
    enableTotp(email: string, sealedSecret: string, step: number, recoveryCodeHashes: string[]): Promise<boolean> {
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: tables.users,
            Key: userKey(email),
            UpdateExpression: "SET totp_secret = :secret, totp_last_step = :step, recovery_codes = :codes REMOVE totp_pending",
            ConditionExpression: "totp_pending = :secret",
            ExpressionAttributeValues: { ":secret": sealedSecret, ":step": step, ":codes": new Set(recoveryCodeHashes) },
          }),
        ),
      );
    },

    /** A code's time step, recorded once: the same code a second time is refused (RFC 6238 §5.2). */
    useTotpStep(email: string, step: number): Promise<boolean> {
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: tables.users,
            Key: userKey(email),
            UpdateExpression: "SET totp_last_step = :step",
            ConditionExpression: "attribute_exists(totp_secret) AND (attribute_not_exists(totp_last_step) OR totp_last_step < :step)",
            ExpressionAttributeValues: { ":step": step },
          }),
        ),
      );
    },

    spendRecoveryCode(email: string, codeHash: string): Promise<boolean> {
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: tables.users,
            Key: userKey(email),
            UpdateExpression: "DELETE recovery_codes :code",
            ConditionExpression: "contains(recovery_codes, :hash)",
            ExpressionAttributeValues: { ":code": new Set([codeHash]), ":hash": codeHash },
          }),
        ),
      );
    },

    /** Turns the authenticator app off, with its recovery codes. */
    async removeTotp(email: string): Promise<void> {
      await removeTotpFrom(email);
    },

    /** False when the credential is registered already. */
    addPasskey(passkey: StoredPasskey): Promise<boolean> {
      return conditional(
        db.send(new PutCommand({ TableName: tables.passkeys, Item: passkey, ConditionExpression: "attribute_not_exists(credential_id)" })),
      );
    },

    async findPasskey(credentialId: string): Promise<StoredPasskey | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: tables.passkeys, Key: { credential_id: credentialId }, ConsistentRead: true }),
      );
      return Item as StoredPasskey | undefined;
    },

    passkeysOf,

    /** The authenticator's signature counter and when it was last used. */
    async recordPasskeyUse(credentialId: string, counter: number, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tables.passkeys,
          Key: { credential_id: credentialId },
          UpdateExpression: "SET #counter = :counter, last_used_at = :now",
          ExpressionAttributeNames: { "#counter": "counter" },
          ExpressionAttributeValues: { ":counter": counter, ":now": now.toISOString() },
        }),
      );
    },

    /** Only the owner's: false for someone else's credential or one already gone. */
    removePasskey(email: string, credentialId: string): Promise<boolean> {
      return conditional(
        db.send(
          new DeleteCommand({
            TableName: tables.passkeys,
            Key: { credential_id: credentialId },
            ConditionExpression: "user_email = :email",
            ExpressionAttributeValues: { ":email": email.toLowerCase() },
          }),
        ),
      );
    },

    /** The account moved to a new address: its passkeys follow it. */
    async movePasskeys(oldEmail: string, newEmail: string): Promise<void> {
      for (const passkey of await passkeysOf(oldEmail)) {
        await db.send(
          new UpdateCommand({
            TableName: tables.passkeys,
            Key: { credential_id: passkey.credential_id },
            UpdateExpression: "SET user_email = :email",
            ExpressionAttributeValues: { ":email": newEmail.toLowerCase() },
          }),
        );
      }
    },

    /** Every factor of the account gone: its owner enrols again (a promotion to admin), or is erased. Returns the passkeys removed. */
    async removeAllFactors(email: string): Promise<number> {
      // No account (erased already) leaves only passkeys to remove.
      await conditional(removeTotpFrom(email));
      const passkeys = await passkeysOf(email);
      for (const passkey of passkeys) {
        await db.send(new DeleteCommand({ TableName: tables.passkeys, Key: { credential_id: passkey.credential_id } }));
      }
      return passkeys.length;
    },
  };
}
export type FactorRepository = ReturnType<typeof createFactorRepository>;
