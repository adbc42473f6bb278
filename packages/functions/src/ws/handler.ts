// The WebSocket routes. $connect is authenticated by a watch token in the query (browsers cannot
// send headers on a WebSocket) and subscribes the connection to that token's session, in one of
// its few watcher slots.
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from "aws-lambda";
import * as z from "zod";
import { watchedSession } from "@ai-leaders/core/jobs";
import type { ConnectionRepository } from "@ai-leaders/core/realtime";

export interface WsDeps {
  connections: ConnectionRepository;
  tokenSecret: string;
  now: () => Date;
}

const clientMessageSchema = z.object({ action: z.literal("ping") });

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string | undefined> };

export function createWsHandler({ connections, tokenSecret, now }: WsDeps) {
  return async (event: ConnectEvent): Promise<APIGatewayProxyResultV2> => {
    const { connectionId, routeKey } = event.requestContext;
    switch (routeKey) {
      case "$connect": {
        const sessionId = watchedSession(event.queryStringParameters?.token, tokenSecret, now());
        if (!sessionId) return { statusCode: 401 };
        return { statusCode: (await connections.watch(connectionId, sessionId, now())) ? 200 : 429 };
      }
      case "$disconnect":
        await connections.remove(connectionId);
        return { statusCode: 200 };
      default:
        // Clients ping to keep the connection open; nothing else is expected.
        return { statusCode: clientMessageSchema.safeParse(parseJson(event.body)).success ? 200 : 400 };
    }
  };
}

function parseJson(body: string | undefined): unknown {
  try {
    return JSON.parse(body ?? "");
  } catch {
    return null;
  }
}
