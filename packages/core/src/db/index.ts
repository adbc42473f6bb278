// One DynamoDB document client per process, created once (style.md: data access).
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export interface DynamoConnection {
  /** Set for DynamoDB Local; unset in the cloud. */
  endpoint?: string;
  region?: string;
}

export function createDocumentClient({ endpoint, region }: DynamoConnection = {}): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: region ?? process.env.AWS_REGION ?? "us-east-1",
    ...(endpoint ? { endpoint, credentials: localCredentials } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/** DynamoDB Local and fauxqs accept any credentials; these keep the SDK from looking for real ones. */
export const localCredentials = { accessKeyId: "local", secretAccessKey: "local" };

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === "ConditionalCheckFailedException";
}
