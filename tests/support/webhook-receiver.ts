// A stand-in for an external automation (n8n, Zapier): records what it receives on loopback.
import { createServer, type Server } from "node:http";

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedRequest[];
  /** Status the receiver answers with; 500 simulates an automation that is down. */
  status: number;
  /** How many of the next requests to answer 500 before answering `status` again. */
  failNext: number;
  /** Forgets what it received and answers 200 again: between tests. */
  reset(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/hook"): Promise<WebhookReceiver> {
  const receiver = { received: [] as ReceivedRequest[], status: 200, failNext: 0 } as WebhookReceiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://receiver");
      receiver.received.push({
        method: request.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const failing = receiver.failNext > 0;
      if (failing) receiver.failNext -= 1;
      response.writeHead(failing ? 500 : receiver.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ received: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  receiver.url = `http://127.0.0.1:${port}${path}`;
  receiver.reset = () => {
    receiver.received.length = 0;
    receiver.status = 200;
    receiver.failNext = 0;
  };
  receiver.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}
