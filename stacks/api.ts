import type { Stack } from "aws-cdk-lib";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Api, use, type Queue, type StackContext } from "sst/constructs";
import { relayQueue } from "@ai-leaders/infra";
import { Storage } from "./storage.ts";
import { Realtime } from "./realtime.ts";
import { handlerBindings, handlerEnvironment, modelSettings } from "./environment.ts";

/** The HTTP API ($default stage): the API Lambda (Hono), the callback Lambda, and the relay consumer. */
export function ApiStack({ stack }: StackContext) {
  const storage = use(Storage);
  const { realtime } = use(Realtime);
  const environment = handlerEnvironment(storage);

  const api = new Api(stack, "Api", {
    routes: {
      "ANY /api/{proxy+}": {
        function: {
          handler: "packages/functions/src/api/lambda.handler",
          environment,
          bind: handlerBindings(storage, "api"),
        },
      },
      "POST /callback/{sessionId}": {
        function: {
          handler: "packages/functions/src/callback/lambda.handler",
          environment: { ...environment, WS_MANAGEMENT_URL: realtime.url.replace(/^wss:/, "https:") },
          bind: [...handlerBindings(storage, "callback"), realtime],
        },
      },
    },
  });

  const managementUrl = realtime.url.replace(/^wss:/, "https:");
  storage.relay.addConsumer(stack, {
    function: {
      handler: "packages/functions/src/relay/lambda.handler",
      // Automations post results to the API's own origin; the analyzer pushes through the WebSocket API.
      environment: { ...environment, CALLBACK_BASE_URL: api.url, WS_MANAGEMENT_URL: managementUrl },
      bind: [...handlerBindings(storage, "relay"), realtime],
      // Half the queue's visibility timeout, so a message isn't redelivered while an attempt runs.
      timeout: relayQueue.visibilityTimeoutSeconds / 2,
    },
    cdk: { eventSource: { batchSize: relayQueue.batchSize, reportBatchItemFailures: true } },
  });
  const { AI_PROVIDER, AI_MODEL } = modelSettings();
  if (AI_PROVIDER === "bedrock" && AI_MODEL) grantModelInvoke(stack, storage.relay, AI_MODEL);

  stack.addOutputs({ ApiUrl: api.url });
  return { api };
}

/** Only the relay calls the model, and only the configured one. */
function grantModelInvoke(stack: Stack, relay: Queue, model: string) {
  relay.attachPermissions([
    new PolicyStatement({ actions: ["bedrock:InvokeModel", "bedrock:InvokeModelWithResponseStream"], resources: bedrockModelArns(stack, model) }),
  ]);
}

const inferenceProfilePrefix = /^(us|eu|apac|us-gov|jp|au|ca|global)\./;

/** A cross-region inference profile routes to its model in several regions, so both are named. */
export function bedrockModelArns(stack: Stack, model: string): string[] {
  const { partition, region, account } = stack;
  const profilePrefix = inferenceProfilePrefix.exec(model)?.[0];
  if (!profilePrefix) return [`arn:${partition}:bedrock:${region}::foundation-model/${model}`];
  return [
    `arn:${partition}:bedrock:${region}:${account}:inference-profile/${model}`,
    `arn:${partition}:bedrock:*::foundation-model/${model.slice(profilePrefix.length)}`,
  ];
}
