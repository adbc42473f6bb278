import { Api, use, type StackContext } from "sst/constructs";
import { relayQueue } from "@ai-leaders/infra";
import { Storage } from "./storage.ts";
import { Realtime } from "./realtime.ts";
import { handlerBindings, handlerEnvironment } from "./environment.ts";

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
      timeout: relayQueue.visibilityTimeoutSeconds / 2,
    },
    cdk: { eventSource: { batchSize: relayQueue.batchSize, reportBatchItemFailures: true } },
  });

  stack.addOutputs({ ApiUrl: api.url });
  return { api };
}
