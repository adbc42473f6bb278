// One TransactWriteItems, tried again while DynamoDB cancels it for a conflict with another one.
import { TransactWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { setTimeout as sleep } from "node:timers/promises";

export type TransactItems = NonNullable<TransactWriteCommand["input"]["TransactItems"]>;

/** Concurrent transactions on one item may be cancelled with TransactionConflict: try again. */
const maxTransactionAttempts = 10;

/** null when written; else each item's cancellation reason ("None" for the items that passed). */
export async function transact(db: DynamoDBDocumentClient, items: TransactItems): Promise<string[] | null> {
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

export const conditionFailed = (codes: string[], index: number) => codes[index] === "ConditionalCheckFailed";
