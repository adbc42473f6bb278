/** A conditional write refused: the record was there, or was not, or was not as the condition asked. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === "ConditionalCheckFailedException";
}
