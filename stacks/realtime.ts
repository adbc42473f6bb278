import { WebSocketApi, use, type StackContext } from "sst/constructs";
import { Storage } from "./storage.ts";
import { handlerEnvironment, secretBindings } from "./environment.ts";
import { accessStatements } from "./permissions.ts";

const handler = "packages/functions/src/ws/lambda.handler";

/**
 * The whole stage's ceiling on connects and messages per second. A waiting page holds one socket
 * and pings every five minutes, so this is far above real use and caps what a flood can cost.
 */
export const realtimeThrottle = { rateLimit: 20, burstLimit: 40 };

/** The WebSocket API through which results are pushed to waiting pages (reached at the site's /ws). */
export function Realtime({ stack }: StackContext) {
  const storage = use(Storage);
  const realtime = new WebSocketApi(stack, "Realtime", {
    defaults: {
      function: {
        environment: handlerEnvironment(storage),
        bind: secretBindings(storage, "ws"),
        permissions: accessStatements(storage, "ws"),
      },
    },
    routes: { $connect: handler, $disconnect: handler, $default: handler },
    cdk: { webSocketStage: { throttle: realtimeThrottle } },
  });
  stack.addOutputs({ RealtimeUrl: realtime.url });
  return { realtime };
}
