import { createServer } from "node:net";
import { randomInt } from "node:crypto";

/**
 * Ports the kernel never hands out for port 0: Linux's ephemeral range starts at 32768, macOS's
 * and Windows' at 49152. A port picked below it cannot be taken by any server binding port 0, nor
 * by an outgoing connection, between the check and the moment its service binds it.
 */
const unassignedRange = { from: 20_000, to: 32_767 };

/**
 * A free port for a service that cannot bind port 0 itself (DynamoDB Local's Java), or for a
 * server a test means to start later on a known port. Every other server listens on port 0.
 */
export async function portOutsideEphemeralRange(attempts = 50): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = randomInt(unassignedRange.from, unassignedRange.to + 1);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${unassignedRange.from} and ${unassignedRange.to} after ${attempts} tries.`);
}

/** Whether the port can be bound on every interface (DynamoDB Local listens on all of them). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
