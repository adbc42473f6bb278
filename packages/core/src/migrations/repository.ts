// The ledger of the stage's migrations: one record a migration, finished or where it stopped.
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { MigrationLedger, MigrationState } from "./types.ts";

export function createMigrationLedger(db: DynamoDBDocumentClient, tableName: string): MigrationLedger {
  return {
    async get(id: string): Promise<MigrationState | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
      return Item as MigrationState | undefined;
    },
    async save(state: MigrationState): Promise<void> {
      await db.send(new PutCommand({ TableName: tableName, Item: state }));
    },
  };
}
