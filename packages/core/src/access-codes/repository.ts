// Access codes in DynamoDB, one item per code keyed by its keyed hash. An entry is one conditional
// update: it counts a use only while the code is live, unexpired and under its limit, so two
// visitors at once cannot both take the last use. Counters only: no one is tracked by person.
import { BatchGetCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { accessCodesIndex } from "@ai-leaders/infra";
import { isConditionFailure, putNew, newestPage } from "../db/index.ts";
import type { AccessCode, AccessCodeCounter, AccessCodeCounts } from "./types.ts";

const everyCode = "codes";
export const accessCodeListMax = 200;

interface StoredCode extends AccessCode {
  list: typeof everyCode;
}

const codeOf = ({ list: _list, ...code }: StoredCode): AccessCode => code;
const countsOf = (item: Record<string, unknown> | undefined): AccessCodeCounts => ({
  uses: Number(item?.uses ?? 0),
  signups: Number(item?.signups ?? 0),
  suggestions: Number(item?.suggestions ?? 0),
  ...(typeof item?.last_used_at === "string" && { last_used_at: item.last_used_at }),
});

export type NewStoredCode = Pick<AccessCode, "id" | "label" | "created_by" | "expires_on" | "expires_at" | "use_limit" | "team_seats">;

export function createAccessCodeRepository(db: DynamoDBDocumentClient, tableName: string) {
  async function updateIf(
    update: Omit<ConstructorParameters<typeof UpdateCommand>[0], "TableName">,
  ): Promise<Record<string, unknown> | null> {
    try {
      const { Attributes } = await db.send(new UpdateCommand({ TableName: tableName, ReturnValues: "ALL_NEW", ...update }));
      return Attributes ?? {};
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async function get(id: string): Promise<AccessCode | null> {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
    return Item?.list === everyCode ? codeOf(Item as StoredCode) : null;
  }

  return {
    /** Stores a new code; null when a code with the same hash exists already. */
    async create(code: NewStoredCode, now: Date): Promise<AccessCode | null> {
      const stored: StoredCode = { ...code, created_at: now.toISOString(), uses: 0, signups: 0, suggestions: 0, list: everyCode };
      return (await putNew(db, tableName, stored, "id")) ? codeOf(stored) : null;
    },

    get,

    /** Whether a stored code's tokens still open the gate: it exists and is not revoked. */
    async isLive(id: string): Promise<boolean> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { id }, ProjectionExpression: "id, revoked_at" }));
      return !!Item && Item.revoked_at === undefined;
    },

    /** One entry with a stored code: counted and true while it is live, unexpired and under its limit. */
    async redeem(id: string, now: Date): Promise<boolean> {
      const at = now.toISOString();
      const entered = await updateIf({
        Key: { id },
        UpdateExpression: "SET uses = uses + :one, last_used_at = :at",
        ConditionExpression:
          "#list = :codes AND attribute_not_exists(revoked_at) AND (attribute_not_exists(expires_at) OR expires_at > :at) AND (attribute_not_exists(use_limit) OR uses < use_limit)",
        ExpressionAttributeNames: { "#list": "list" },
        ExpressionAttributeValues: { ":one": 1, ":at": at, ":codes": everyCode },
        ReturnValues: "NONE",
      });
      return entered !== null;
    },

    /** An entry with a code of the setting: its counter row is made by the first. */
    async countSettingsUse(id: string, now: Date): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: "ADD uses :one SET last_used_at = :at",
          ExpressionAttributeValues: { ":one": 1, ":at": now.toISOString() },
        }),
      );
    },

    /** A signup or suggestion made with a token from code `id`; nothing when there is no such record. */
    async count(id: string, counter: AccessCodeCounter): Promise<void> {
      await updateIf({
        Key: { id },
        UpdateExpression: "ADD #counter :one",
        ConditionExpression: "attribute_exists(id)",
        ExpressionAttributeNames: { "#counter": counter },
        ExpressionAttributeValues: { ":one": 1 },
        ReturnValues: "NONE",
      });
    },

    /** Revokes a stored code: the code as it was, or "missing" / "revoked" when there is nothing to do. */
    async revoke(id: string, by: string, now: Date): Promise<AccessCode | "missing" | "revoked"> {
      const revoked = await updateIf({
        Key: { id },
        UpdateExpression: "SET revoked_at = :at, revoked_by = :by",
        ConditionExpression: "#list = :codes AND attribute_not_exists(revoked_at)",
        ExpressionAttributeNames: { "#list": "list" },
        ExpressionAttributeValues: { ":at": now.toISOString(), ":by": by, ":codes": everyCode },
      });
      if (revoked) return codeOf(revoked as unknown as StoredCode);
      return (await get(id)) ? "revoked" : "missing";
    },

    /** The console's list: every stored code, newest first. */
    async list(): Promise<AccessCode[]> {
      const { items } = await newestPage<StoredCode>(db, {
        TableName: tableName,
        IndexName: accessCodesIndex,
        partition: ["list", everyCode],
        Limit: accessCodeListMax,
      });
      return items.map(codeOf);
    },

    /** The counters of the setting's codes, by id; zero for one never used. */
    async settingsCounts(ids: string[]): Promise<Map<string, AccessCodeCounts>> {
      if (ids.length === 0) return new Map();
      const { Responses } = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: ids.map((id) => ({ id })) } } }));
      const found = new Map((Responses?.[tableName] ?? []).map((item) => [item.id as string, item]));
      return new Map(ids.map((id) => [id, countsOf(found.get(id))]));
    },
  };
}
export type AccessCodeRepository = ReturnType<typeof createAccessCodeRepository>;
