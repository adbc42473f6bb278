// The writes every repository makes: a record put only when its key is new, named fields set on a
// record that exists, and an update made only when its condition holds.
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient, type UpdateCommandInput } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "./condition.ts";

/** Puts the item unless a record with its key is there; false when one was (nothing is written). */
export async function putNew<Item extends object>(
  db: DynamoDBDocumentClient,
  tableName: string,
  item: Item,
  keyName: keyof Item & string,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: item as Record<string, unknown>,
        ConditionExpression: `attribute_not_exists(#key)`,
        ExpressionAttributeNames: { "#key": keyName },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Sets the named fields of the record under `key`, which must exist (a condition failure is thrown
 * when it does not). Names go through expression attribute names, so reserved words are safe.
 */
export async function setFields(
  db: DynamoDBDocumentClient,
  tableName: string,
  key: Record<string, string | number>,
  fields: Record<string, unknown>,
): Promise<void> {
  const names = Object.keys(fields);
  const [keyName] = Object.keys(key);
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: `SET ${names.map((_, index) => `#f${index} = :f${index}`).join(", ")}`,
      ConditionExpression: "attribute_exists(#key)",
      ExpressionAttributeNames: { "#key": keyName!, ...Object.fromEntries(names.map((name, index) => [`#f${index}`, name])) },
      ExpressionAttributeValues: Object.fromEntries(names.map((name, index) => [`:f${index}`, fields[name]])),
    }),
  );
}

/** A conditional update: true when it was made, false when its condition did not hold. */
export async function updateIf(db: DynamoDBDocumentClient, update: UpdateCommandInput): Promise<boolean> {
  try {
    await db.send(new UpdateCommand(update));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
