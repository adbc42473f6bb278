// A device's anonymous votes become the signed-in account's (issue 28, Deliver 5). Each row moves in
// a transaction of its own with the count it changes: onto the account when the account had not
// voted on that suggestion (the count stays), or deleted with one vote taken off its counter when
// it had (one person, one vote). A row already moved fails its condition and is read again, so a
// retry, or two sign-ins at once, change nothing twice.
import { GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { spreadVoteRows, upgradeSuggestion } from "./backfill.ts";
import { foldNow } from "./merge.ts";
import type { Suggestion, VotingTables } from "./records.ts";
import { conditionFailed, transact, type TransactItems } from "../db/transact.ts";
import { eraOf, voteWeight } from "./trending.ts";
import { shardChange } from "./vote-counter.ts";
import { rowsOfVoter, suggestionOfRow, voteRowKey, type VoteRow } from "./vote-rows.ts";

export interface CarriedVotes {
  /** Rows now the account's: the count is unchanged. */
  moved: number;
  /** Rows dropped because the account had voted there too: one vote fewer each. */
  dropped: number;
}

/** A row's transaction is cancelled when a concurrent carry-over or vote changed it: read it again. */
const maxAttempts = 5;

export async function carryOverVotes(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  get: (id: string) => Promise<Suggestion | undefined>,
  { from, to, now }: { from: string; to: string; now: Date },
): Promise<CarriedVotes> {
  const carried: CarriedVotes = { moved: 0, dropped: 0 };
  for (const listed of await rowsOfVoter(db, tables.votes, from)) {
    const suggestion = await readyForRows(db, tables, get, suggestionOfRow(listed));
    // Its suggestion was deleted: the row goes with it.
    if (!suggestion) continue;
    const outcome = await carryRow(db, tables, suggestion.id, { from, to });
    if (!outcome) continue;
    carried[outcome]++;
    // One vote fewer: fold it now, so the board's order by votes drops it too.
    if (outcome === "dropped") await foldNow(db, tables, get, suggestion.id, now);
  }
  return carried;
}

/** The suggestion, its counter and its rows on the current layout (backfill.ts moves older ones). */
async function readyForRows(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  get: (id: string) => Promise<Suggestion | undefined>,
  id: string,
) {
  const suggestion = await get(id);
  if (!suggestion || (suggestion.board && suggestion.vote_rows_spread)) return suggestion;
  if (!suggestion.board) await upgradeSuggestion(db, tables.suggestions, suggestion);
  if (!suggestion.vote_rows_spread) await spreadVoteRows(db, tables, suggestion);
  return get(id);
}

async function carryRow(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  suggestionId: string,
  { from, to }: { from: string; to: string },
) {
  const readRow = async (voterId: string) =>
    (await db.send(new GetCommand({ TableName: tables.votes, Key: voteRowKey(suggestionId, voterId), ConsistentRead: true }))).Item as
      VoteRow | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const [device, account] = await Promise.all([readRow(from), readRow(to)]);
    // Carried already (a retry, or another sign-in of this device).
    if (!device) return null;
    const removeDevice: TransactItems[number] = {
      Delete: { TableName: tables.votes, Key: voteRowKey(suggestionId, from), ConditionExpression: "attribute_exists(voter_id)" },
    };
    const items: TransactItems = account
      ? [
          removeDevice,
          {
            ConditionCheck: {
              TableName: tables.votes,
              Key: voteRowKey(suggestionId, to),
              ConditionExpression: "attribute_exists(voter_id)",
            },
          },
          shardChange(tables.suggestions, suggestionId, withdrawn(device)),
        ]
      : [
          removeDevice,
          // The vote keeps its time, so it weighs in the trending score as it did.
          {
            Put: {
              TableName: tables.votes,
              Item: { ...device, ...voteRowKey(suggestionId, to) },
              ConditionExpression: "attribute_not_exists(voter_id)",
            },
          },
        ];
    const refused = await transact(db, items);
    if (!refused) return account ? ("dropped" as const) : ("moved" as const);
    if (!refused.some((_, index) => conditionFailed(refused, index))) throw new Error(`Vote carry-over cancelled: ${refused.join(", ")}`);
  }
  throw new Error(`The votes on ${suggestionId} kept changing while a device's vote was carried over`);
}

/** One vote taken back, with the trending weight it added in the era it was cast. */
function withdrawn(row: VoteRow) {
  const at = new Date(row.created_at);
  return { votes: -1, weights: new Map([[eraOf(at), -voteWeight(at)]]) };
}
