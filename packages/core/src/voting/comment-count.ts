// A suggestion's visible-comment count, moved in the same transaction as the comment it counts.
import type { TransactItems } from "../db/transact.ts";

/** The transaction item that moves a suggestion's visible-comment count; by default the suggestion must still exist. */
export function commentCountChange(suggestionsTable: string, id: string, change: number, { mustExist = true } = {}): TransactItems[number] {
  return {
    Update: {
      TableName: suggestionsTable,
      Key: { id },
      UpdateExpression: "ADD comment_count :change",
      ...(mustExist && { ConditionExpression: "attribute_exists(id)" }),
      ExpressionAttributeValues: { ":change": change },
    },
  };
}
