// What an upgrade does when the time runs out before its migrations are done: it asks Lambda to run
// the same function again, at once and without waiting (an asynchronous invoke), and that run goes
// on from the ledger. Node only.
import { InvokeCommand, LambdaClient } from "@aws-sdk/client-lambda";

export function invokeAgainLater(functionName: string): () => Promise<void> {
  return async () => {
    const client = new LambdaClient({});
    try {
      await client.send(
        new InvokeCommand({ FunctionName: functionName, InvocationType: "Event", Payload: JSON.stringify({ resume: true }) }),
      );
    } finally {
      client.destroy();
    }
  };
}
