// fauxqs: an in-process SQS (JSON protocol, visibility timeouts, redrive to a DLQ) on loopback.
import { buildApp } from "fauxqs";

export interface LocalQueueService {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startLocalQueueService(): Promise<LocalQueueService> {
  const app = buildApp({ logger: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return { endpoint: address, stop: () => app.close() };
}
