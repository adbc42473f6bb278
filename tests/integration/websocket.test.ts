// The WebSocket stand-in behaves like API Gateway: routes reach the handler, and the management
// API delivers posts to live connections and answers GoneException for closed ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { GoneException, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { pushToSession } from "@ai-leaders/core/realtime";
import { watchToken } from "@ai-leaders/core/jobs";
import { createPostToConnection } from "@ai-leaders/functions/ws";
import { managementClient, type LocalStack } from "@ai-leaders/local";
import { eventually, startTestStack } from "../support/test-stack.ts";

describe("the WebSocket stand-in", () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  async function connectAndSubscribe(sessionId: string) {
    const token = watchToken(sessionId, stack.config.tokenSecret, new Date());
    const socket = new WebSocket(`${stack.url.replace("http", "ws")}/ws?token=${encodeURIComponent(token)}`);
    const messages: string[] = [];
    socket.on("message", (data) => messages.push(data.toString()));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const [connectionId] = await eventually(async () => {
      const ids = await stack.services.connections.listBySession(sessionId);
      return ids.length > 0 ? ids : undefined;
    });
    return { socket, messages, connectionId: connectionId! };
  }

  it("delivers a message posted through @aws-sdk/client-apigatewaymanagementapi", async () => {
    const { socket, messages, connectionId } = await connectAndSubscribe("roast-1700000000000-abcdef");
    const client = managementClient(stack);
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{"status":"completed"}' }));
    expect(await eventually(() => messages[0])).toBe('{"status":"completed"}');
    socket.close();
    client.destroy();
  });

  it("pushes to every socket subscribed to a session", async () => {
    const first = await connectAndSubscribe("founder-1700000000000-123456");
    const second = await connectAndSubscribe("founder-1700000000000-123456");
    const client = managementClient(stack);
    const delivered = await pushToSession(
      "founder-1700000000000-123456",
      { status: "completed", content: "Your brief" },
      stack.services.connections,
      createPostToConnection(client),
    );
    expect(delivered).toBe(2);
    expect(await eventually(() => first.messages[0])).toBe('{"status":"completed","content":"Your brief"}');
    expect(await eventually(() => second.messages[0])).toBe('{"status":"completed","content":"Your brief"}');
    first.socket.close();
    second.socket.close();
    client.destroy();
  });

  it("raises GoneException for a closed connection, and $disconnect removes its row", async () => {
    const { socket, connectionId } = await connectAndSubscribe("roast-1700000000000-closed");
    socket.close();
    await eventually(async () =>
      (await stack.services.connections.listBySession("roast-1700000000000-closed")).length === 0 ? true : undefined,
    );
    const client = managementClient(stack);
    await expect(
      client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: "late" })),
    ).rejects.toBeInstanceOf(GoneException);
    client.destroy();
  });

  it("forgets a subscriber whose connection is gone when pushing", async () => {
    await stack.services.connections.add("stale-connection-id", new Date());
    await stack.services.connections.subscribe("stale-connection-id", "roast-1700000000000-stale");
    const client = managementClient(stack);
    const delivered = await pushToSession(
      "roast-1700000000000-stale",
      { status: "completed" },
      stack.services.connections,
      createPostToConnection(client),
    );
    expect(delivered).toBe(0);
    expect(await stack.services.connections.listBySession("roast-1700000000000-stale")).toEqual([]);
    client.destroy();
  });

  it("refuses a connection without a valid watch token", async () => {
    for (const query of ["", "?token=forged", `?token=${watchToken("s", "another-secret-that-is-long-enough!!", new Date())}`]) {
      const socket = new WebSocket(`${stack.url.replace("http", "ws")}/ws${query}`);
      const error = await new Promise<Error>((resolve) => socket.once("error", resolve));
      expect(error.message).toContain("401");
    }
  });

  it("refuses upgrades on other paths", async () => {
    const socket = new WebSocket(`${stack.url.replace("http", "ws")}/elsewhere`);
    const error = await new Promise<Error>((resolve) => socket.once("error", resolve));
    expect(error.message).toContain("404");
  });
});
