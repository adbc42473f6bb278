// What a failed delivery records and logs about its cause: one short line, never an address
// (a webhook URL may carry a token) nor an answer's body.

export const failureReasonMaxLength = 200;

export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, "<address>")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length === 0) return "Unknown error";
  return line.length > failureReasonMaxLength ? `${line.slice(0, failureReasonMaxLength - 1)}…` : line;
}
