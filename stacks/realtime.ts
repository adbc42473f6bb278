import { WebSocketApi, use, type StackContext } from "sst/constructs";
import { Storage } from "./storage.ts";
import { handlerEnvironment, secretBindings } from "./environment.ts";
import { accessStatements } from "./permissions.ts";
import { logRetention } from "./retention.ts";
import { createEdgeAuthorizer, createOriginSecret, originSecretSource } from "./origin-secret.ts";

const handler = "packages/functions/src/ws/lambda.handler";

/**
 * The whole stage's ceiling on connects and messages per second: AWS's default for new WebSocket
 * connections in an account and region (500 a second). A waiting page holds one socket and pings
 * every five minutes; WAF limits connects per address at the edge (stacks/firewall.ts).
 */
export const realtimeThrottle = { rateLimit: 500, burstLimit: 500 };

/** The WebSocket API through which results are pushed to waiting pages (reached at the site's /ws). */
export function Realtime({ stack, app }: StackContext) {
  const storage = use(Storage);
  // Only what came through the site's CloudFront connects: its /ws behaviour adds this secret (stacks/web.ts).
  const originSecret = createOriginSecret(stack, "RealtimeOriginSecret", "WebSocket API");
  const edgeAuthorizer = createEdgeAuthorizer(stack, "RealtimeEdgeAuthorizer", "websocket", originSecret);
  const realtime = new WebSocketApi(stack, "Realtime", {
    authorizer: {
      type: "lambda",
      function: edgeAuthorizer,
      identitySource: [originSecretSource.websocket],
    },
    defaults: {
      function: {
        environment: handlerEnvironment(storage, app.stage),
        bind: secretBindings(storage, "ws"),
        permissions: accessStatements(storage, "ws"),
      },
    },
    routes: { $connect: handler, $disconnect: handler, $default: handler },
    accessLog: { retention: logRetention },
    cdk: { webSocketStage: { throttle: realtimeThrottle } },
  });
  stack.addOutputs({ RealtimeUrl: realtime.url });
  return { realtime, originSecret, edgeAuthorizer };
}
