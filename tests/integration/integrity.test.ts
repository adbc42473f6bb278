// Integrity and safety over real HTTP (issue 14): votes that count once and can't be stuffed,
// invisible bot checks, limits that slow abusers without locking out the rightful user, sign-out
// that ends the session at once, and the small holes: 415, malformed paths, control characters,
// strict tokens, idempotent deliveries, a cap on sockets per watched result.
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { eventually, fromAddress, postJson, scanTable } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import { useTestStack } from "../support/use-stack.ts";

const password = "Board2026Ready";

describe("integrity with the product's own limits", () => {
  const suite = useTestStack({
    beside: async () => ({ receiver: await startWebhookReceiver() }),
    // The product's limits, except the ones a test of something else would trip over.
    stack: ({ receiver }) => ({
      rateLimits: { ...rateLimits, suggestion: { limit: 1_000, windowSeconds: 600 }, signUp: { limit: 1_000, windowSeconds: 600 } },
      settings: { NEWSLETTER_WEBHOOK_URL: receiver.url },
    }),
    access: true,
  });

  const gated = { "content-type": "application/json", "x-access-token": "" };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(suite.stack.request, `/api${path}`, body, { headers: { ...gated, "x-access-token": suite.accessToken, ...headers } });
  const signUp = async (email: string) => {
    const { session, refreshToken } = await createAccount(suite.stack, { email, password, full_name: "Ada Lovelace" });
    return { ...session, refreshCookie: `refresh_token=${refreshToken}` };
  };

  it("stops fresh voter identities from one address at the cap, and refuses the same identity twice", async () => {
    const suggestion = (await post("/suggestions", { title: "Stuffed" })).json.suggestion;
    const votes = [];
    for (let index = 0; index < 7; index++) votes.push(await post(`/suggestions/${suggestion.id}/votes`, {}));
    expect(votes.map((vote) => vote.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(votes[5]!.json.error.message).toBe(
      "This suggestion has had all the votes we count from your network today. Please try again tomorrow.",
    );
    // The votes are counted on the suggestion's counter items (core/voting/vote-counter.ts).
    const shards = (await scanTable(suite.stack, "suggestions")).filter((row) => String(row.id).startsWith(`${suggestion.id}#votes#`));
    expect(shards.reduce((sum, shard) => sum + Number(shard.votes ?? 0), 0)).toBe(5);
  });

  it("slides its windows: a burst just before a clock boundary still counts just after it", async () => {
    const limit = { limit: 3, windowSeconds: 600 };
    const key = `slide-${Date.now()}`;
    const boundary = Math.ceil(Date.now() / 600_000) * 600_000;
    for (let index = 0; index < 3; index++) {
      expect((await suite.stack.services.rateLimiter.hit(key, limit, new Date(boundary - 1_000))).allowed).toBe(true);
    }
    const justAfter = await suite.stack.services.rateLimiter.hit(key, limit, new Date(boundary + 1_000));
    expect(justAfter.allowed).toBe(false);
    // Once the burst has slid out of the last ten minutes, requests pass again.
    expect((await suite.stack.services.rateLimiter.hit(key, limit, new Date(boundary + 599_000))).allowed).toBe(true);
  });

  it("silently refuses what a bot writes into the hidden field, storing and sending nothing", async () => {
    const email = `bot-${Date.now()}@spam.example`;
    const newsletter = await postJson(suite.stack.request, `/api/newsletter`, { email, homepage: "http://spam.example" });
    const contact = await postJson(suite.stack.request, `/api/contact`, { email, subject: "Buy now", message: "Cheap", homepage: "x" });
    const suggestion = await post("/suggestions", { title: "Bot title", homepage: "x" });
    const real = (await post("/suggestions", { title: "Real title" })).json.suggestion;
    const comment = await post(`/suggestions/${real.id}/comments`, { comment_text: "Bot comment", homepage: "x" });
    expect([newsletter.status, contact.status, suggestion.status, comment.status]).toEqual([201, 201, 201, 201]);
    expect((await scanTable(suite.stack, "newsletterSignups")).some((row) => row.email === email)).toBe(false);
    expect((await scanTable(suite.stack, "contactMessages")).some((row) => row.email === email)).toBe(false);
    expect((await scanTable(suite.stack, "suggestions")).some((row) => row.title === "Bot title")).toBe(false);
    expect((await scanTable(suite.stack, "suggestionComments")).some((row) => row.comment_text === "Bot comment")).toBe(false);
    expect(suite.receiver.received.some((request) => request.body.includes(email))).toBe(false);
  });

  it("limits newsletter signups per address", async () => {
    const statuses = [];
    for (let index = 0; index < 7; index++) {
      statuses.push(
        (
          await postJson(fromAddress(suite.stack, "127.0.0.9"), `/api/newsletter`, {
            email: `reader-${index}-${Date.now()}@company.example`,
          })
        ).status,
      );
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
  });

  it("never counts a correct access code; wrong ones are limited", async () => {
    const code = suite.stack.config.accessCodes[0]!;
    for (let index = 0; index < 15; index++)
      expect((await postJson(fromAddress(suite.stack, "127.0.0.11"), `/api/access`, { code })).status).toBe(200);
    const wrong = [];
    for (let index = 0; index < 11; index++)
      wrong.push((await postJson(fromAddress(suite.stack, "127.0.0.12"), `/api/access`, { code: "WRONG" })).status);
    expect(wrong.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(wrong[10]).toBe(429);
    expect((await postJson(fromAddress(suite.stack, "127.0.0.11"), `/api/access`, { code })).status).toBe(200);
  });

  it("lets the owner sign in with the right password while an attacker elsewhere guesses it", async () => {
    const email = `owner-${Date.now()}@company.example`;
    await signUp(email);
    const attempts = async (address: string, count: number) => {
      const statuses = [];
      for (let index = 0; index < count; index++)
        statuses.push(
          (await postJson(fromAddress(suite.stack, address), `/api/auth/signin`, { email, password: "Wrong2026Guess" })).status,
        );
      return statuses;
    };
    const first = await attempts("127.0.0.21", 12);
    expect(first.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(first.slice(10)).toEqual([429, 429]);
    expect(await attempts("127.0.0.22", 12)).toContain(401);
    const owner = await postJson(fromAddress(suite.stack, "127.0.0.23"), `/api/auth/signin`, { email, password });
    expect(owner.status).toBe(200);
    expect(owner.json.session.user.email).toBe(email);
  });

  it("ends the access token at sign-out, at once", async () => {
    const session = await signUp(`leaver-${Date.now()}@company.example`);
    const me = () => suite.stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${session.access_token}` } });
    expect((await me()).status).toBe(200);
    const signOut = await postJson(
      suite.stack.request,
      `/api/auth/signout`,
      {},
      { headers: { "content-type": "application/json", cookie: session.refreshCookie } },
    );
    expect(signOut.status).toBe(204);
    expect((await me()).status).toBe(401);
  });

  it("answers a body that isn't JSON with 415, storing nothing", async () => {
    const email = `typed-${Date.now()}@company.example`;
    const response = await suite.stack.request(`/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as any).error.message).toBe("Send the request body as JSON (Content-Type: application/json).");
    expect((await scanTable(suite.stack, "newsletterSignups")).some((row) => row.email === email)).toBe(false);
  });

  it("answers a malformed path with 400, never 500", async () => {
    expect((await suite.stack.request(`/%E0%A4%A`)).status).toBe(400);
    expect((await suite.stack.request(`/blog/%E0%A4%A`)).status).toBe(400);
    expect((await suite.stack.request(`/api/%E0%A4%A`)).status).toBeLessThan(500);
  });

  it("strips control and bidi-override characters from text, and refuses a full name with a line break", async () => {
    const suggestion = (await post("/suggestions", { title: "Ev\u202Eil\u0007 plan", description: "Line one\r\nLine two\u200F" })).json
      .suggestion;
    expect(suggestion.title).toBe("Evil plan");
    const [row] = (await scanTable(suite.stack, "suggestions")).filter((item) => item.id === suggestion.id);
    expect(row).toMatchObject({ title: "Evil plan", description: "Line one\nLine two" });
    const refused = await postJson(suite.stack.request, `/api/auth/signup`, {
      email: `cr-${Date.now()}@company.example`,
      password,
      full_name: "Ada\r\nLovelace",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe("Full name can only contain letters, spaces, hyphens, and apostrophes");
  });

  it("accepts tokens in strict base64url only", async () => {
    const access = (value: string) => suite.stack.request(`/api/suggestions`, { headers: { "x-access-token": value } });
    expect((await access(suite.accessToken)).status).toBe(200);
    expect((await access(`${suite.accessToken}=`)).status).toBe(401);
    expect((await access(suite.accessToken.replace(/\./, "+."))).status).toBe(401);
  });

  it("sends one idempotency key across a retried delivery", async () => {
    suite.receiver.failNext = 1;
    const email = `retried-${Date.now()}@company.example`;
    await postJson(suite.stack.request, `/api/newsletter`, { email });
    const deliveries = await eventually(() => {
      const mine = suite.receiver.received.filter((request) => request.body.includes(email));
      return mine.length >= 2 ? mine : undefined;
    });
    const keys = new Set(deliveries.map((request) => request.headers["idempotency-key"]));
    expect(keys.size).toBe(1);
    const [key] = [...keys] as string[];
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain(email);
  });

  it("lets a few sockets watch one result, and no more", async () => {
    const started = await post("/workflows/website-roast", { url: "https://acme.example" });
    const open = (index: number) =>
      new Promise<"open" | "refused">((resolve) => {
        const socket = new WebSocket(`${suite.stack.url.replace("http", "ws")}/ws?token=${encodeURIComponent(started.json.watch_token)}`);
        socket.once("open", () => resolve("open"));
        socket.once("error", () => resolve("refused"));
        sockets[index] = socket;
      });
    const sockets: WebSocket[] = [];
    const outcomes = [];
    for (let index = 0; index < 6; index++) outcomes.push(await open(index));
    sockets.forEach((socket) => socket.terminate());
    expect(outcomes).toEqual(["open", "open", "open", "open", "open", "refused"]);
  });
});
