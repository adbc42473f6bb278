// The small HTTP servers the tests stand up (fixture sites, stand-ins): on a free loopback port.
import type { Server, ServerResponse } from "node:http";

/** Starts the server on a free loopback port; its origin, e.g. http://127.0.0.1:41234. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

export function answerNotFound(response: ServerResponse): void {
  response.writeHead(404, { "content-type": "text/plain" });
  response.end("not found");
}
