// The WebSocket stand-in behaves like API Gateway: routes reach the handler, the management API
// delivers posts to live connections, answers GoneException for closed ones and
// PayloadTooLargeException past 128 KB, and a session seats at most five sockets however they race.
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { GoneException, PayloadTooLargeException, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { pushToSession } from "@ai-leaders/core/realtime";
import { maxWatchersPerSession } from "@ai-leaders/core/realtime/repository";
import { watchToken } from "@ai-leaders/core/jobs";
import { createPostToConnection } from "@ai-leaders/functions/ws";
import { managementClient } from "@ai-leaders/local";
import { eventually, scanTable } from "../support/test-stack.ts";
import { useTestStack } from "../support/use-stack.ts";

describe("the WebSocket stand-in", () => {
  const suite = useTestStack();

  const socketUrl = (sessionId: string) =>
    `${suite.stack.url.replace("http", "ws")}/ws?token=${encodeURIComponent(watchToken(sessionId, suite.stack.config.tokenSecret, new Date()))}`;
  /** The watcher slots of a session, as stored. */
  const slotsOf = async (sessionId: string) =>
    (await scanTable(suite.stack, "connections")).filter((row) => String(row.connection_id).startsWith(`watch#${sessionId}#`));

  async function connectAndSubscribe(sessionId: string) {
    const socket = new WebSocket(socketUrl(sessionId));
    const messages: string[] = [];
    socket.on("message", (data) => messages.push(data.toString()));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const [connectionId] = await eventually(async () => {
      const ids = await suite.stack.services.connections.listBySession(sessionId);
      return ids.length > 0 ? ids : undefined;
    });
    return { socket, messages, connectionId: connectionId! };
  }

  it("delivers a message posted through @aws-sdk/client-apigatewaymanagementapi", async () => {
    const { socket, messages, connectionId } = await connectAndSubscribe("roast-1700000000000-abcdef");
    const client = managementClient(suite.stack);
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{"status":"completed"}' }));
    expect(await eventually(() => messages[0])).toBe('{"status":"completed"}');
    socket.close();
    client.destroy();
  });

  it("pushes to every socket subscribed to a session", async () => {
    const first = await connectAndSubscribe("founder-1700000000000-123456");
    const second = await connectAndSubscribe("founder-1700000000000-123456");
    const client = managementClient(suite.stack);
    const delivered = await pushToSession(
      "founder-1700000000000-123456",
      { status: "completed", content: "Your brief" },
      suite.stack.services.connections,
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
      (await suite.stack.services.connections.listBySession("roast-1700000000000-closed")).length === 0 ? true : undefined,
    );
    const client = managementClient(suite.stack);
    await expect(client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: "late" }))).rejects.toBeInstanceOf(
      GoneException,
    );
    client.destroy();
  });

  it("forgets a subscriber whose connection is gone when pushing, and frees its slot", async () => {
    expect(await suite.stack.services.connections.watch("stale-connection-id", "roast-1700000000000-stale", new Date())).toBe(true);
    expect(await slotsOf("roast-1700000000000-stale")).toHaveLength(1);
    const client = managementClient(suite.stack);
    const delivered = await pushToSession(
      "roast-1700000000000-stale",
      { status: "completed" },
      suite.stack.services.connections,
      createPostToConnection(client),
    );
    expect(delivered).toBe(0);
    expect(await suite.stack.services.connections.listBySession("roast-1700000000000-stale")).toEqual([]);
    expect(await slotsOf("roast-1700000000000-stale")).toEqual([]);
    client.destroy();
  });

  it("tries a push the management API refused once more, as the page does not poll while its socket is open", async () => {
    const { socket, messages } = await connectAndSubscribe("roast-1700000000000-retry");
    const client = managementClient(suite.stack);
    const post = createPostToConnection(client);
    let refusals = 0;
    const throttledOnce = async (connectionId: string, data: string) => {
      if (refusals++ === 0) throw new Error("LimitExceededException");
      return post(connectionId, data);
    };
    expect(await pushToSession("roast-1700000000000-retry", { status: "completed" }, suite.stack.services.connections, throttledOnce)).toBe(
      1,
    );
    expect(await eventually(() => messages[0])).toBe('{"status":"completed"}');
    socket.close();
    client.destroy();
  });

  it("refuses a post over 128 KB as API Gateway does, and delivers one just under it whole", async () => {
    const { socket, messages, connectionId } = await connectAndSubscribe("roast-1700000000000-sizes");
    const client = managementClient(suite.stack);
    const tooLarge = client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: "x".repeat(129 * 1024) }));
    await expect(tooLarge).rejects.toBeInstanceOf(PayloadTooLargeException);
    await expect(tooLarge).rejects.toMatchObject({ $metadata: { httpStatusCode: 413 } });
    // Sent in 32 KB frames, joined again by the receiver.
    const largest = `"${"y".repeat(128 * 1024 - 2)}"`;
    await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: largest }));
    expect(await eventually(() => messages[0])).toBe(largest);
    expect(messages).toHaveLength(1);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
    client.destroy();
  });

  it("pushes a small fetch-it message instead of a result over the limit", async () => {
    const { socket, messages } = await connectAndSubscribe("roast-1700000000000-large");
    const client = managementClient(suite.stack);
    const result = { type: "analysis_result", status: "completed", content: "z".repeat(130 * 1024) };
    const ready = { type: "analysis_ready", session_id: "roast-1700000000000-large" };
    expect(
      await pushToSession("roast-1700000000000-large", result, suite.stack.services.connections, createPostToConnection(client), ready),
    ).toBe(1);
    expect(JSON.parse(await eventually(() => messages[0]))).toEqual(ready);
    await expect(
      pushToSession("roast-1700000000000-large", result, suite.stack.services.connections, createPostToConnection(client)),
    ).rejects.toThrow(/message limit/);
    expect(messages).toHaveLength(1);
    socket.close();
    client.destroy();
  });

  it("closes a socket whose client sends a frame over 32 KB with 1009, as API Gateway does", async () => {
    const { socket } = await connectAndSubscribe("roast-1700000000000-client");
    const closed = new Promise<number>((resolve) => socket.once("close", resolve));
    socket.send(JSON.stringify({ action: "ping", padding: "p".repeat(33 * 1024) }));
    expect(await closed).toBe(1009);
  });

  it("seats exactly five of twenty sockets connecting at once to one result, and frees a slot on disconnect", async () => {
    const sessionId = "roast-1700000000000-crowd";
    const sockets: WebSocket[] = [];
    const attempt = () =>
      new Promise<"open" | "refused">((resolve) => {
        const socket = new WebSocket(socketUrl(sessionId));
        sockets.push(socket);
        socket.once("open", () => resolve("open"));
        socket.once("error", () => resolve("refused"));
      });
    const outcomes = await Promise.all(Array.from({ length: 20 }, attempt));
    expect(outcomes.filter((outcome) => outcome === "open")).toHaveLength(maxWatchersPerSession);
    expect(await suite.stack.services.connections.listBySession(sessionId)).toHaveLength(maxWatchersPerSession);
    expect(await slotsOf(sessionId)).toHaveLength(maxWatchersPerSession);

    sockets.find((socket) => socket.readyState === WebSocket.OPEN)!.close();
    await eventually(async () => ((await slotsOf(sessionId)).length === maxWatchersPerSession - 1 ? true : undefined));
    expect(await attempt()).toBe("open");
    expect(await attempt()).toBe("refused");
    sockets.forEach((socket) => socket.terminate());
  });

  it("refuses a connection without a valid watch token", async () => {
    for (const query of ["", "?token=forged", `?token=${watchToken("s", "another-secret-that-is-long-enough!!", new Date())}`]) {
      const socket = new WebSocket(`${suite.stack.url.replace("http", "ws")}/ws${query}`);
      const error = await new Promise<Error>((resolve) => socket.once("error", resolve));
      expect(error.message).toContain("401");
    }
  });

  it("refuses upgrades on other paths", async () => {
    const socket = new WebSocket(`${suite.stack.url.replace("http", "ws")}/elsewhere`);
    const error = await new Promise<Error>((resolve) => socket.once("error", resolve));
    expect(error.message).toContain("404");
  });
});
