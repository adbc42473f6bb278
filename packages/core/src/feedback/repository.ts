// Answers to "Did this work for you?" in DynamoDB. A prompt's partition holds one row per visitor
// and one counter row; an answer is ONE transaction of the visitor's row and the counter, so the
// counts stay exact: a first answer adds one, a changed answer moves one from no to yes (or back),
// the same answer again (a new note) moves nothing. The row is written only if it is still the one
// read (its revision), so two answers from one visitor at once cannot both count.
import { BatchGetCommand, GetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { promptNotesIndex } from "@ai-leaders/infra";
import { conditionFailed, transact, type TransactItems } from "../db/transact.ts";
import type { FeedbackAnswer } from "./schema.ts";
import type { PromptFeedbackNote } from "./types.ts";
import { newestPage } from "../db/index.ts";

const countsEntry = "counts";
const visitorEntry = (visitorId: string) => `visitor#${visitorId}`;

/** A visitor's answer on one prompt. No address, account or browser is stored with it. */
interface StoredAnswer {
  prompt_id: string;
  entry: string;
  answer: FeedbackAnswer;
  note?: string;
  /** Set only with a note: the byNote index's partition. */
  noted_prompt?: string;
  answered_at: string;
  /** Counts the visitor's answers on the prompt; the next write must find this one. */
  revision: number;
}

export interface FeedbackCounts {
  yes: number;
  no: number;
}

/** Many visitors answering one prompt at once make transactions conflict; each retry reads afresh. */
const maxAnswerAttempts = 8;

export function createFeedbackRepository(db: DynamoDBDocumentClient, tableName: string) {
  const readAnswer = async (promptId: string, visitorId: string) =>
    (
      await db.send(
        new GetCommand({ TableName: tableName, Key: { prompt_id: promptId, entry: visitorEntry(visitorId) }, ConsistentRead: true }),
      )
    ).Item as StoredAnswer | undefined;

  function writeAnswer(previous: StoredAnswer | undefined, row: StoredAnswer): TransactItems[number] {
    return {
      Put: {
        TableName: tableName,
        Item: row,
        ...(previous
          ? { ConditionExpression: "revision = :revision", ExpressionAttributeValues: { ":revision": previous.revision } }
          : { ConditionExpression: "attribute_not_exists(entry)" }),
      },
    };
  }

  function moveCounts(promptId: string, previous: FeedbackAnswer | undefined, answer: FeedbackAnswer, at: string): TransactItems {
    if (previous === answer) return [];
    const change = { yes: 0, no: 0 };
    change[answer] += 1;
    if (previous) change[previous] -= 1;
    return [
      {
        Update: {
          TableName: tableName,
          Key: { prompt_id: promptId, entry: countsEntry },
          UpdateExpression: "ADD yes_count :yes, no_count :no SET updated_at = :at",
          ExpressionAttributeValues: { ":yes": change.yes, ":no": change.no, ":at": at },
        },
      },
    ];
  }

  return {
    /** Stores the visitor's answer on the prompt, replacing an earlier one; says whether it replaced one. */
    async answer(
      promptId: string,
      visitorId: string,
      feedback: { answer: FeedbackAnswer; note: string | null },
      now: Date,
    ): Promise<{ replaced: boolean }> {
      const answeredAt = now.toISOString();
      for (let attempt = 1; ; attempt++) {
        const previous = await readAnswer(promptId, visitorId);
        const row: StoredAnswer = {
          prompt_id: promptId,
          entry: visitorEntry(visitorId),
          answer: feedback.answer,
          ...(feedback.note && { note: feedback.note, noted_prompt: promptId }),
          answered_at: answeredAt,
          revision: (previous?.revision ?? 0) + 1,
        };
        const refused = await transact(db, [
          writeAnswer(previous, row),
          ...moveCounts(promptId, previous?.answer, feedback.answer, answeredAt),
        ]);
        if (!refused) return { replaced: previous !== undefined };
        // Another answer from this visitor landed between the read and the write: read it and try again.
        if (!conditionFailed(refused, 0) || attempt === maxAnswerAttempts)
          throw new Error(`Prompt feedback not stored: ${refused.join(", ")}`);
      }
    },

    /** The counts of each prompt asked for; a prompt no one answered is absent. */
    async counts(promptIds: readonly string[]): Promise<Map<string, FeedbackCounts>> {
      const counts = new Map<string, FeedbackCounts>();
      // BatchGetItem takes 100 keys a call.
      for (let start = 0; start < promptIds.length; start += 100) {
        let keys: Array<Record<string, unknown>> | undefined = promptIds
          .slice(start, start + 100)
          .map((id) => ({ prompt_id: id, entry: countsEntry }));
        // Keys DynamoDB could not read this time (throttled) come back to be asked again.
        while (keys && keys.length > 0) {
          const answer = await db.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }));
          for (const row of answer.Responses?.[tableName] ?? [])
            counts.set(String(row.prompt_id), { yes: Number(row.yes_count ?? 0), no: Number(row.no_count ?? 0) });
          keys = answer.UnprocessedKeys?.[tableName]?.Keys as Array<Record<string, unknown>> | undefined;
        }
      }
      return counts;
    },

    /** The prompt's newest notes (the index trails the table by a moment). */
    async latestNotes(promptId: string, limit: number): Promise<PromptFeedbackNote[]> {
      const { items } = await newestPage(db, {
        TableName: tableName,
        IndexName: promptNotesIndex,
        partition: ["noted_prompt", promptId],
        Limit: limit,
      });
      return items.map((row) => ({
        answer: row.answer as FeedbackAnswer,
        note: String(row.note),
        answered_at: String(row.answered_at),
      }));
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
