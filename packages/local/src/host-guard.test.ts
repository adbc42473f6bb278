import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { refuseForeignHosts } from "./host-guard.ts";

const app = new Hono().use(refuseForeignHosts(["127.0.0.1", "ai-leaders.example"])).get("/_mail/messages", (c) => c.json({ messages: [] }));
const statusFor = async (host: string) => (await app.request("/_mail/messages", { headers: { host } })).status;

describe("the local stack's Host check (DNS rebinding)", () => {
  it.each(["127.0.0.1:3000", "localhost:3000", "LOCALHOST", "app.localhost:3000", "[::1]:3000", "192.168.1.20:3000", "ai-leaders.example"])(
    "answers a request addressed to %s",
    async (host) => {
      expect(await statusFor(host)).toBe(200);
    },
  );

  it.each(["rebind.attacker.example:3000", "attacker.example", "localhost.attacker.example:3000", "127.0.0.1.nip.io:3000"])(
    "refuses a request addressed to %s, saying why",
    async (host) => {
      const answer = await app.request("/_mail/messages", { headers: { host } });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain("answers only to its own addresses");
    },
  );
});
