// "Your suggestions and votes" (issue 28, Deliver 5): what one signed-in account made and voted on,
// newest first, found through the sparse byAuthor index and the votes' byVoter index, then read by
// id with exact counts. Only what visitors may see is listed. Erasure forgets the author.
import { UpdateCommand, paginateQuery, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure, newestPage } from "../db/index.ts";
import { authorSuggestionsIndex } from "@ai-leaders/infra";
import { loadSuggestions } from "./load.ts";
import { isVisible, type Suggestion, type VotingTables } from "./records.ts";
import { rowsOfVoter, suggestionOfRow } from "./vote-rows.ts";
import { accountVoterId } from "./voter-id.ts";

/** The most recent this many of each list are shown. */
export const accountBoardLimit = 100;

export function createAccountBoard(db: DynamoDBDocumentClient, tables: VotingTables) {
  const visible = async (ids: string[], now: Date) =>
    (await loadSuggestions(db, tables.suggestions, [...new Set(ids)].slice(0, accountBoardLimit), { exact: true, now })).filter(isVisible);

  return {
    /** The suggestions the account made while signed in, newest first. */
    async suggestedBy(userId: string, now: Date): Promise<Suggestion[]> {
      const { items } = await newestPage<{ id: string }>(db, {
        TableName: tables.suggestions,
        IndexName: authorSuggestionsIndex,
        partition: ["author_id", userId],
        Limit: accountBoardLimit,
      });
      return visible(
        items.map((item) => item.id),
        now,
      );
    },

    /** The suggestions the account voted on (on any device, or carried over from one), most recent vote first. */
    async votedOnBy(userId: string, now: Date): Promise<Suggestion[]> {
      const rows = await rowsOfVoter(db, tables.votes, accountVoterId(userId));
      return visible(rows.map(suggestionOfRow), now);
    },

    /** Visible suggestions by id, in the order asked (the account's follows). */
    read: visible,

    /**
     * Erasure: the account's suggestions stay on the board (others voted on and discussed them) but
     * no longer name their author; answers how many. Comments never named theirs.
     */
    async forgetAuthor(userId: string): Promise<number> {
      const pages = paginateQuery(
        { client: db },
        {
          TableName: tables.suggestions,
          IndexName: authorSuggestionsIndex,
          KeyConditionExpression: "author_id = :author",
          ExpressionAttributeValues: { ":author": userId },
        },
      );
      let forgotten = 0;
      for await (const page of pages) {
        for (const { id } of (page.Items ?? []) as Array<{ id: string }>) {
          try {
            await db.send(
              new UpdateCommand({
                TableName: tables.suggestions,
                Key: { id },
                UpdateExpression: "REMOVE author_id",
                ConditionExpression: "author_id = :author",
                ExpressionAttributeValues: { ":author": userId },
              }),
            );
            forgotten++;
          } catch (error) {
            // Forgotten by an earlier, interrupted erasure already: nothing to do.
            if (!isConditionFailure(error)) throw error;
          }
        }
      }
      return forgotten;
    },
  };
}
