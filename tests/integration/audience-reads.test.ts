// The console's lists read a relayed table through its status index, one stream per status, merged
// newest first. A record delivered while the list is read moves between streams: it must show once,
// and an erasure must find every message an address sent, whatever their deliveries are doing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { createDocumentClient } from "@ai-leaders/core/db";
import { createAudienceRepository } from "@ai-leaders/core/audience/repository";
import type { LocalStack } from "@ai-leaders/local";
import { newestFirst } from "../../packages/core/src/audience/newest-first.ts";
import { startStackWithDatabase, stopStackWithDatabase } from "../support/test-stack.ts";

describe("reading contact messages while their deliveries change them", () => {
  let stack: LocalStack;
  let db: ReturnType<typeof createDocumentClient>;

  beforeAll(async () => ({ stack, db } = await startStackWithDatabase()));
  afterAll(() => stopStackWithDatabase({ stack, db }));

  const table = () => stack.tableNames.contactMessages;
  const store = (id: string, minute: number, relay_status: string, email = `${id}@reader.example`, day = 1) =>
    db.send(
      new PutCommand({
        TableName: table(),
        Item: { id, email, subject: "Hello", message: "Hi", created_at: `2026-11-0${day}T10:0${minute}:00.000Z`, relay_status },
      }),
    );
  const deliver = (id: string) =>
    db.send(
      new UpdateCommand({
        TableName: table(),
        Key: { id },
        UpdateExpression: "SET relay_status = :delivered",
        ExpressionAttributeValues: { ":delivered": "delivered" },
      }),
    );

  /**
   * Stores the day's six messages, named newest first (at minutes 7, 6, 5, 4, 3 and 1) under the id
   * `${day}-${name}`: pending if named in `pending`, delivered if not.
   */
  async function storeDay(day: number, names: string[], pending: string[]) {
    const minutes = [7, 6, 5, 4, 3, 1];
    for (const [index, name] of names.entries())
      await store(`${day}-${name}`, minutes[index]!, pending.includes(name) ? "pending" : "delivered", undefined, day);
  }

  /**
   * Lists the day's messages newest first, one record a read, delivering `${day}-moving` just after
   * `${day}-${deliveredAfter}` is listed: the ids listed, in order.
   */
  async function listDeliveringAfter(day: number, deliveredAfter: string): Promise<string[]> {
    const listed: string[] = [];
    for await (const { id: listedId } of newestFirst<{ id: string; created_at: string }>(
      { db, tableName: table(), keyName: "id" },
      undefined,
      1,
    )) {
      if (!listedId.startsWith(`${day}-`)) continue;
      listed.push(listedId);
      if (listedId === `${day}-${deliveredAfter}`) await deliver(`${day}-moving`);
    }
    return listed;
  }

  // One record a read, so each stream reads on (and a record ahead) as the list goes; the moving
  // message is delivered just after one of the records listed before it, a different one each list.
  const before = ["newest", "middle-1", "middle-2", "middle-3"];
  it.each(before.map((name, index) => [index + 1, name]))(
    "lists a message delivered as the list passes its record %i once, in its place",
    async (day, deliveredAfter) => {
      const id = (name: string) => `${day}-${name}`;
      await storeDay(day, [...before, "moving", "oldest"], ["newest", "moving"]);

      const listed = await listDeliveringAfter(day, deliveredAfter);
      expect(listed).toEqual([...before, "moving", "oldest"].map(id));
    },
  );

  // The list reads on in each stream as it goes: here the delivered stream has read past the moving
  // message (to the oldest) while the pending stream is still records before it.
  it("lists a message delivered after a stream read past its place, before the pending stream reached it", async () => {
    const day = 6;
    const id = (name: string) => `${day}-${name}`;
    await storeDay(day, ["newest", "middle", "waiting", "waiting-too", "moving", "oldest"], ["waiting", "waiting-too", "moving"]);

    const listed = await listDeliveringAfter(day, "middle");
    expect(listed).toEqual(["newest", "middle", "waiting", "waiting-too", "moving", "oldest"].map(id));
  });

  it("erases every message an address sent, counted once each", async () => {
    const person = "moving.person@reader.example";
    await store("p1", 6, "pending", person, 5);
    await store("p2", 7, "pending", person.toUpperCase(), 5);
    await store("keep", 8, "pending", undefined, 5);
    const audience = createAudienceRepository(db, { signups: stack.tableNames.newsletterSignups, contacts: table() });

    const erasing = audience.erase(person);
    await Promise.all([deliver("p1"), deliver("p2")]);
    expect(await erasing).toEqual({ signups: 0, contact_messages: 2 });
  });
});
