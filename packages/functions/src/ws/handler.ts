// The WebSocket routes: $connect, $disconnect and $default (subscribe to a session's results).
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from "aws-lambda";
import { z } from "zod";
import type { ConnectionRepository } from "@ai-leaders/core/realtime";

export interface WsDeps {
  connections: ConnectionRepository;
  now: () => Date;
}

const clientMessageSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("subscribe"), session_id: z.string().min(8).max(200) }),
  z.object({ action: z.literal("ping") }),
]);

export function createWsHandler({ connections, now }: WsDeps) {
  return async (event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> => {
    const { connectionId, routeKey } = event.requestContext;
    switch (routeKey) {
      case "$connect":
        await connections.add(connectionId, now());
        return { statusCode: 200 };
      case "$disconnect":
        await connections.remove(connectionId);
        return { statusCode: 200 };
      default: {
        const message = parseClientMessage(event.body);
        if (!message) return { statusCode: 400, body: "Unknown message." };
        if (message.action === "subscribe") {
          const known = await connections.subscribe(connectionId, message.session_id);
          return { statusCode: known ? 200 : 410 };
        }
        return { statusCode: 200 };
      }
    }
  };
}

function parseClientMessage(body: string | undefined) {
  try {
    return clientMessageSchema.parse(JSON.parse(body ?? ""));
  } catch {
    return null;
  }
}
