// The repositories' shared writes (core/db) on DynamoDB Local: a put only when the key is new,
// named fields set on a record that exists, and a transaction that says which item refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { LocalStack } from "@ai-leaders/local";
import { isConditionFailure, putNew, setFields, transact } from "@ai-leaders/core/db";
import { startStackWithDatabase, stopStackWithDatabase } from "../support/test-stack.ts";

let stack: LocalStack;
let db: DynamoDBDocumentClient;
let table: string;
const read = async (id: string) => (await db.send(new GetCommand({ TableName: table, Key: { id }, ConsistentRead: true }))).Item;

beforeAll(async () => {
  ({ stack, db } = await startStackWithDatabase());
  table = stack.tableNames.contactMessages;
});
afterAll(() => stopStackWithDatabase({ stack, db }));

describe("core/db writes", () => {
  it("puts a record only when its key is new, and leaves the first one as it was", async () => {
    expect(await putNew(db, table, { id: "m1", subject: "first" }, "id")).toBe(true);
    expect(await putNew(db, table, { id: "m1", subject: "second" }, "id")).toBe(false);
    expect(await read("m1")).toEqual({ id: "m1", subject: "first" });
  });

  it("sets named fields, reserved words among them, on a record that exists; refuses a missing one and writes nothing", async () => {
    await putNew(db, table, { id: "m2", subject: "before", status: "new" }, "id");
    await setFields(db, table, { id: "m2" }, { subject: "after", status: "read" });
    expect(await read("m2")).toEqual({ id: "m2", subject: "after", status: "read" });

    const refused = await setFields(db, table, { id: "missing" }, { subject: "x" }).catch((error: unknown) => error);
    expect(isConditionFailure(refused)).toBe(true);
    expect(await read("missing")).toBeUndefined();
  });

  it("writes a transaction whole, or says which item refused and writes none of it", async () => {
    await putNew(db, table, { id: "m3", subject: "kept" }, "id");
    const refused = await transact(db, [
      { Put: { TableName: table, Item: { id: "m4", subject: "new" }, ConditionExpression: "attribute_not_exists(id)" } },
      { Put: { TableName: table, Item: { id: "m3", subject: "overwritten" }, ConditionExpression: "attribute_not_exists(id)" } },
    ]);
    expect(refused).toEqual(["None", "ConditionalCheckFailed"]);
    expect(await read("m4")).toBeUndefined();
    expect((await read("m3"))?.subject).toBe("kept");

    expect(await transact(db, [{ Put: { TableName: table, Item: { id: "m4", subject: "new" } } }])).toBeNull();
    expect((await read("m4"))?.subject).toBe("new");
  });
});
