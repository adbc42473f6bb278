// Suggestions, votes and comments. A vote or a comment and its counter change in ONE transaction
// (style.md: the like-once pattern), so counts are never lost or doubled.
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { setTimeout as sleep } from "node:timers/promises";
import { isConditionFailure } from "../db/index.ts";
import { predefinedTitlePrefix, type NewSuggestion, type PredefinedToolId } from "./schema.ts";

export interface Suggestion {
  id: string;
  title: string;
  description: string | null;
  vote_count: number;
  comment_count: number;
  created_at: string;
  listing: "community" | "predefined";
}

export interface SuggestionComment {
  id: string;
  suggestion_id: string;
  comment_text: string;
  created_at: string;
}

export interface VotingTables {
  suggestions: string;
  votes: string;
  comments: string;
}

export type VoteOutcome = { result: "voted"; vote_count: number } | { result: "already-voted" } | { result: "not-found" };
export type CommentOutcome = { result: "added"; comment: SuggestionComment; comment_count: number } | { result: "not-found" };

export const predefinedSuggestionId = (toolId: PredefinedToolId) => `predefined-${toolId}`;

/** Concurrent transactions on one item may be cancelled with TransactionConflict: try again. */
const maxTransactionAttempts = 10;

export function createVotingRepository(db: DynamoDBDocumentClient, tables: VotingTables) {
  async function transact(items: NonNullable<TransactWriteCommand["input"]["TransactItems"]>): Promise<string[] | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        await db.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: crypto.randomUUID() }));
        return null;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? "None");
        if (!codes.includes("TransactionConflict") || attempt === maxTransactionAttempts) return codes;
        await sleep(Math.random() * 20 * attempt);
      }
    }
  }

  async function get(id: string): Promise<Suggestion | undefined> {
    const result = await db.send(new GetCommand({ TableName: tables.suggestions, Key: { id }, ConsistentRead: true }));
    return result.Item as Suggestion | undefined;
  }

  async function list(listing: Suggestion["listing"]): Promise<Suggestion[]> {
    const items: Suggestion[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tables.suggestions,
          IndexName: "byVotes",
          KeyConditionExpression: "listing = :listing",
          ExpressionAttributeValues: { ":listing": listing },
          ScanIndexForward: false,
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...((page.Items ?? []) as Suggestion[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  return {
    get,
    /** Community suggestions, most votes first (newest first among equals). */
    async listCommunity(): Promise<Suggestion[]> {
      const suggestions = await list("community");
      return suggestions.sort((a, b) => b.vote_count - a.vote_count || b.created_at.localeCompare(a.created_at));
    },
    listPredefined: () => list("predefined"),

    async addSuggestion({ title, description }: NewSuggestion, now: Date): Promise<Suggestion> {
      const suggestion: Suggestion = {
        id: crypto.randomUUID(),
        title,
        description,
        vote_count: 0,
        comment_count: 0,
        created_at: now.toISOString(),
        listing: "community",
      };
      await db.send(
        new PutCommand({ TableName: tables.suggestions, Item: suggestion, ConditionExpression: "attribute_not_exists(id)" }),
      );
      return suggestion;
    },

    /** Creates the predefined tool's suggestion on first use, exactly once however many race. */
    async ensurePredefined(toolId: PredefinedToolId, description: string, now: Date): Promise<string> {
      const id = predefinedSuggestionId(toolId);
      try {
        await db.send(
          new PutCommand({
            TableName: tables.suggestions,
            Item: {
              id,
              title: `${predefinedTitlePrefix}${toolId}`,
              description,
              vote_count: 0,
              comment_count: 0,
              created_at: now.toISOString(),
              listing: "predefined",
            } satisfies Suggestion,
            ConditionExpression: "attribute_not_exists(id)",
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      return id;
    },

    async vote(suggestionId: string, voterId: string, now: Date): Promise<VoteOutcome> {
      const refused = await transact([
        {
          Put: {
            TableName: tables.votes,
            Item: { suggestion_id: suggestionId, voter_id: voterId, created_at: now.toISOString() },
            ConditionExpression: "attribute_not_exists(voter_id)",
          },
        },
        {
          Update: {
            TableName: tables.suggestions,
            Key: { id: suggestionId },
            UpdateExpression: "ADD vote_count :one",
            ConditionExpression: "attribute_exists(id)",
            ExpressionAttributeValues: { ":one": 1 },
          },
        },
      ]);
      if (refused) {
        if (refused[1] === "ConditionalCheckFailed") return { result: "not-found" };
        if (refused[0] === "ConditionalCheckFailed") return { result: "already-voted" };
        throw new Error(`Vote transaction cancelled: ${refused.join(", ")}`);
      }
      return { result: "voted", vote_count: (await get(suggestionId))?.vote_count ?? 0 };
    },

    /** Oldest first (spec §7). */
    async listComments(suggestionId: string): Promise<SuggestionComment[]> {
      const comments: SuggestionComment[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: tables.comments,
            KeyConditionExpression: "suggestion_id = :id",
            ExpressionAttributeValues: { ":id": suggestionId },
            ScanIndexForward: true,
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) {
          comments.push({
            id: String(item.id),
            suggestion_id: String(item.suggestion_id),
            comment_text: String(item.comment_text),
            created_at: String(item.created_at),
          });
        }
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return comments;
    },

    async addComment(suggestionId: string, commentText: string, now: Date): Promise<CommentOutcome> {
      const comment: SuggestionComment = {
        id: crypto.randomUUID(),
        suggestion_id: suggestionId,
        comment_text: commentText,
        created_at: now.toISOString(),
      };
      const refused = await transact([
        {
          Put: {
            TableName: tables.comments,
            Item: { ...comment, sort_key: `${comment.created_at}#${comment.id}` },
          },
        },
        {
          Update: {
            TableName: tables.suggestions,
            Key: { id: suggestionId },
            UpdateExpression: "ADD comment_count :one",
            ConditionExpression: "attribute_exists(id)",
            ExpressionAttributeValues: { ":one": 1 },
          },
        },
      ]);
      if (refused) {
        if (refused[1] === "ConditionalCheckFailed") return { result: "not-found" };
        throw new Error(`Comment transaction cancelled: ${refused.join(", ")}`);
      }
      return { result: "added", comment, comment_count: (await get(suggestionId))?.comment_count ?? 0 };
    },
  };
}
export type VotingRepository = ReturnType<typeof createVotingRepository>;
