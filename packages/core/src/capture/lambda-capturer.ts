// The cloud's PageCapturer: the relay asks the capture function (its own Lambda, with Chromium)
// and waits for its answer. Whatever goes wrong on the way is a capture that failed, never a roast.
import { InvokeCommand, type LambdaClient } from "@aws-sdk/client-lambda";
import { couldNotCapture } from "./capture-page.ts";
import { captureOutcomeSchema } from "./schema.ts";
import type { CaptureOutcome, PageCapturer } from "./types.ts";

// The client from the same copy of the SDK as the commands (the stacks' toolkit brings an older one).
export { LambdaClient } from "@aws-sdk/client-lambda";

export interface LambdaCapturerOptions {
  client: LambdaClient;
  functionName: string;
}

export function createLambdaCapturer({ client, functionName }: LambdaCapturerOptions): PageCapturer {
  return async (request) => {
    try {
      const answer = await client.send(
        new InvokeCommand({ FunctionName: functionName, InvocationType: "RequestResponse", Payload: JSON.stringify(request) }),
      );
      const payload = answer.Payload ? new TextDecoder().decode(answer.Payload) : "";
      // A thrown error or a timeout still answers 200, with FunctionError set and the error as the payload.
      // (AWS Lambda API Reference, Invoke: https://docs.aws.amazon.com/lambda/latest/api/API_Invoke.html)
      if (answer.FunctionError) return failed(`capture function error (${answer.FunctionError}): ${payload.slice(0, 500)}`);
      const outcome = captureOutcomeSchema.safeParse(parseJson(payload));
      return outcome.success ? outcome.data : failed(`capture function answered no outcome: ${outcome.error.issues.map((issue) => issue.message).join("; ")}`);
    } catch (error) {
      return failed(`capture function not invoked: ${(error as Error).message}`);
    }
  };
}

function failed(detail: string): CaptureOutcome {
  return { ok: false, reason: couldNotCapture, detail };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
