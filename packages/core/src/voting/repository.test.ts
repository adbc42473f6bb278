// DynamoDB Local serialises transactions, so it never cancels one for a conflict; real DynamoDB
// does under concurrency. This failure path is mocked; everything else is tested against DynamoDB Local.
import { describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { DynamoDBClient, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { createVotingRepository } from "./repository.ts";

const conflict = () =>
  new TransactionCanceledException({
    message: "Transaction cancelled",
    $metadata: {},
    CancellationReasons: [{ Code: "None" }, { Code: "TransactionConflict" }],
  });

function repositoryWith(setup: (mock: ReturnType<typeof mockClient>) => void) {
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: "us-east-1" }));
  const mock = mockClient(db);
  setup(mock);
  return { mock, voting: createVotingRepository(db, { suggestions: "s", votes: "v", comments: "c", categories: "k" }) };
}

describe("votes under transaction conflicts", () => {
  it("tries again with a fresh request token until the vote goes through", async () => {
    const { mock, voting } = repositoryWith((m) => {
      m.on(TransactWriteCommand).rejectsOnce(conflict()).rejectsOnce(conflict()).resolves({});
      // Folded a moment ago: this vote answers the folded count plus itself, without folding.
      m.on(GetCommand).resolves({ Item: { id: "s1", vote_count: 7, listing: "community", board: "community#0", counted_at: Date.now() } });
    });
    expect(await voting.vote("s1", "voter", new Date())).toEqual({ result: "voted", vote_count: 8 });
    const tokens = mock.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.ClientRequestToken);
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(3);
  });

  it("gives up with an error after repeated conflicts rather than report a vote that did not count", async () => {
    const { voting } = repositoryWith((m) => {
      m.on(TransactWriteCommand).rejects(conflict());
      m.on(GetCommand).resolves({ Item: { id: "s1", vote_count: 7, listing: "community", board: "community#0", counted_at: Date.now() } });
    });
    await expect(voting.vote("s1", "voter", new Date())).rejects.toThrow("TransactionConflict");
  });
});
