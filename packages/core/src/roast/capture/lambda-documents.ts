// The cloud's DocumentRenderer: the relay and the API ask the capture function (its own Lambda,
// with Chromium) for a report's share card or brief and wait for its answer. Whatever goes wrong on
// the way is a document not made, never a failed roast. (Pages to capture go through its queue.)
import { InvokeCommand, type LambdaClient } from "@aws-sdk/client-lambda";
import type { DocumentOutcome, DocumentRenderer } from "./documents/types.ts";
import { documentOutcomeSchema } from "./schema.ts";

// The client from the same copy of the SDK as the commands (the stacks' toolkit brings an older one).
export { LambdaClient } from "@aws-sdk/client-lambda";

export interface LambdaDocumentsOptions {
  client: LambdaClient;
  functionName: string;
}

export function createLambdaDocumentRenderer(options: LambdaDocumentsOptions): DocumentRenderer {
  const invoke = invoker(options);
  return async (request) => {
    const answer = await invoke(request);
    if (!answer.ok) return { ok: false, detail: answer.detail };
    const outcome = documentOutcomeSchema.safeParse(answer.payload);
    return outcome.success
      ? outcome.data
      : ({ ok: false, detail: `capture function answered no document: ${issuesOf(outcome.error)}` } satisfies DocumentOutcome);
  };
}

type Answer = { ok: true; payload: unknown } | { ok: false; detail: string };

function invoker({ client, functionName }: LambdaDocumentsOptions) {
  return async (request: object): Promise<Answer> => {
    try {
      const answer = await client.send(
        new InvokeCommand({ FunctionName: functionName, InvocationType: "RequestResponse", Payload: JSON.stringify(request) }),
      );
      const payload = answer.Payload ? new TextDecoder().decode(answer.Payload) : "";
      // A thrown error or a timeout still answers 200, with FunctionError set and the error as the payload.
      // (AWS Lambda API Reference, Invoke: https://docs.aws.amazon.com/lambda/latest/api/API_Invoke.html)
      if (answer.FunctionError) return { ok: false, detail: `capture function error (${answer.FunctionError}): ${payload.slice(0, 500)}` };
      return { ok: true, payload: parseJson(payload) };
    } catch (error) {
      return { ok: false, detail: `capture function not invoked: ${(error as Error).message}` };
    }
  };
}

function issuesOf(error: { issues: Array<{ message: string }> }): string {
  return error.issues.map((issue) => issue.message).join("; ");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
