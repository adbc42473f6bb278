// Stands in for the API Gateway WebSocket API: the same route handler ($connect, $disconnect,
// $default) behind /ws, and the management API (/@connections/{id}) the callback code posts to,
// with API Gateway's size limits: a post over 128 KB is refused with 413 PayloadTooLargeException,
// a message is delivered in frames of at most 32 KB, and a client message over 32 KB closes the
// socket with 1009 (browsers send a message as one frame, and API Gateway refuses frames over 32 KB).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from "aws-lambda";
import { Hono } from "hono";
import { WebSocketServer, type WebSocket } from "ws";
import { frameLimitBytes, messageLimitBytes } from "@ai-leaders/core/realtime";

export type WsRouteHandler = (event: APIGatewayProxyWebsocketEventV2) => Promise<APIGatewayProxyResultV2>;

interface LiveConnection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
}

export const webSocketPath = "/ws";

export function createWebSocketStandIn(handler: WsRouteHandler) {
  const live = new Map<string, LiveConnection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: frameLimitBytes });

  const event = (routeKey: string, connectionId: string, extra: { body?: string; query?: Record<string, string>; sourceIp: string }) =>
    ({
      requestContext: {
        routeKey,
        connectionId,
        eventType: routeKey === "$connect" ? "CONNECT" : routeKey === "$disconnect" ? "DISCONNECT" : "MESSAGE",
        identity: { sourceIp: extra.sourceIp },
        requestTimeEpoch: Date.now(),
        stage: "local",
        domainName: "127.0.0.1",
        apiId: "local",
      },
      body: extra.body,
      queryStringParameters: extra.query,
      isBase64Encoded: false,
    }) as unknown as APIGatewayProxyWebsocketEventV2;

  const statusOf = (result: APIGatewayProxyResultV2) =>
    typeof result === "object" && result !== null && "statusCode" in result ? (result.statusCode ?? 200) : 200;

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? "/", "http://local");
    const sourceIp = request.socket.remoteAddress ?? "127.0.0.1";
    const connectionId = randomBytes(12).toString("base64");
    try {
      const result = await handler(event("$connect", connectionId, { sourceIp, query: Object.fromEntries(url.searchParams) }));
      const status = statusOf(result);
      if (status !== 200) {
        socket.end(`HTTP/1.1 ${status} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
    } catch {
      socket.end("HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const now = Date.now();
      const connection: LiveConnection = { socket: ws, connectedAt: now, lastActiveAt: now, sourceIp };
      live.set(connectionId, connection);
      ws.on("message", (data) => {
        connection.lastActiveAt = Date.now();
        void handler(event("$default", connectionId, { sourceIp, body: data.toString() })).catch(() => undefined);
      });
      // A message over the limit: ws closes the socket with 1009, then reports it here.
      ws.on("error", () => undefined);
      ws.on("close", () => {
        live.delete(connectionId);
        void handler(event("$disconnect", connectionId, { sourceIp })).catch(() => undefined);
      });
    });
  }

  const gone = () =>
    new Response(JSON.stringify({ message: "Connection is gone" }), {
      status: 410,
      headers: { "content-type": "application/json", "x-amzn-errortype": "GoneException" },
    });

  const tooLarge = () =>
    new Response(JSON.stringify({ message: "Request data is too large" }), {
      status: 413,
      headers: { "content-type": "application/json", "x-amzn-errortype": "PayloadTooLargeException" },
    });

  const managementApi = new Hono()
    .post("/@connections/:id", async (c) => {
      const connection = live.get(c.req.param("id"));
      if (!connection || connection.socket.readyState !== connection.socket.OPEN) return gone();
      const data = Buffer.from(await c.req.arrayBuffer());
      if (data.length > messageLimitBytes) return tooLarge();
      sendInFrames(connection.socket, data);
      return c.body(null, 200);
    })
    .get("/@connections/:id", (c) => {
      const connection = live.get(c.req.param("id"));
      if (!connection) return gone();
      return c.json({
        ConnectedAt: new Date(connection.connectedAt).toISOString(),
        LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        Identity: { SourceIp: connection.sourceIp },
      });
    })
    .delete("/@connections/:id", (c) => {
      const connection = live.get(c.req.param("id"));
      if (!connection) return gone();
      connection.socket.close(1000);
      return c.body(null, 204);
    });

  return {
    managementApi,
    attach(server: Server) {
      server.on("upgrade", (request, socket, head) => {
        if (new URL(request.url ?? "/", "http://local").pathname !== webSocketPath) {
          socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
          return;
        }
        void upgrade(request, socket, head);
      });
    },
    close() {
      for (const { socket } of live.values()) socket.terminate();
      live.clear();
      wss.close();
    },
  };
}

/** One text message, as fragments of at most 32 KB (the receiver joins them). */
function sendInFrames(socket: WebSocket, data: Buffer): void {
  if (data.length === 0) {
    socket.send("");
    return;
  }
  for (let at = 0; at < data.length; at += frameLimitBytes) {
    socket.send(data.subarray(at, at + frameLimitBytes), { binary: false, fin: at + frameLimitBytes >= data.length });
  }
}
