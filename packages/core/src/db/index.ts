// One DynamoDB document client per process, created once (style.md: data access).
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

/**
 * The key DynamoDB Local was started with. It keeps one database per key and region, so a client
 * with any other key sees an empty database: take it from whoever started the emulator.
 */
export interface LocalCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** DynamoDB Local's databases are per region too: every local client uses this one. */
export const localRegion = "us-east-1";

/** Unset in the cloud (the function's role); DynamoDB Local's endpoint and key locally. */
export type DynamoConnection = { endpoint?: undefined } | { endpoint: string; credentials: LocalCredentials };

export function createDocumentClient(connection: DynamoConnection = {}): DynamoDBDocumentClient {
  const client = new DynamoDBClient(
    connection.endpoint
      ? { endpoint: connection.endpoint, credentials: connection.credentials, region: localRegion }
      : { region: process.env.AWS_REGION ?? "us-east-1" },
  );
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
}

export { isConditionFailure } from "./condition.ts";
export { deleteFound } from "./erase.ts";
export { changePageSize, newestPage, queryAll, queryPages, scanAll, scanPages, type ChangedPage } from "./pages.ts";
export { putNew, setFields, updateIf } from "./writes.ts";
export { conditionFailed, transact, type TransactItems } from "./transact.ts";
