import { WebSocketApi, use, type StackContext } from "sst/constructs";
import { Storage } from "./storage.ts";
import { handlerBindings, handlerEnvironment } from "./environment.ts";

const handler = "packages/functions/src/ws/lambda.handler";

/** The WebSocket API through which results are pushed to waiting pages. */
export function Realtime({ stack }: StackContext) {
  const storage = use(Storage);
  const realtime = new WebSocketApi(stack, "Realtime", {
    defaults: {
      function: { environment: handlerEnvironment(storage), bind: handlerBindings(storage, "ws") },
    },
    routes: { $connect: handler, $disconnect: handler, $default: handler },
  });
  stack.addOutputs({ RealtimeUrl: realtime.url });
  return { realtime };
}
