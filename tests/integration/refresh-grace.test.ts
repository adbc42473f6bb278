// Two tabs refreshing at once never sign the user out: a refresh token presented again within
// the grace window after its rotation answers with the same successor; after it, reuse is theft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { refreshGraceSeconds } from "../../packages/core/src/accounts/refresh-grace.ts";
import { postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const password = "Board2026Ready";
let counter = 0;
const newEmail = () => `tabs${++counter}-${Date.now()}@company.example`;

describe("concurrent refreshes", () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startTestStack({ rateLimits: { ...rateLimits, signUp: { limit: 1_000, windowSeconds: 600 } } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const refreshTokenOf = (response: { headers: Headers }) =>
    /(?:^|,\s*)refresh_token=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const refresh = (token: string) =>
    postJson(stack.request, `/api/auth/refresh`, {}, { headers: { "content-type": "application/json", cookie: `refresh_token=${token}` } });
  /** A new account's first session: its refresh token. */
  async function signUp() {
    const email = newEmail();
    await postJson(stack.request, `/api/auth/signup`, { email, password, full_name: "Ada Lovelace" });
    return refreshTokenOf(await postJson(stack.request, `/api/auth/signin`, { email, password }));
  }
  const currentUserStatus = async (accessToken: string) =>
    (await stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

  it("answers 10 concurrent refreshes with one cookie with the same new token, and the session keeps working", async () => {
    const token = await signUp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map(refreshTokenOf));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).not.toBe(token);

    for (const answer of answers) expect(await currentUserStatus(answer.json.session.access_token)).toBe(200);
    const next = await refresh(successor!);
    expect(next.status).toBe(200);
    expect(await currentUserStatus(next.json.session.access_token)).toBe(200);
    // The successor is kept only sealed: the table never holds it in clear.
    expect(JSON.stringify(await scanTable(stack, "refreshTokens"))).not.toContain(successor);
  });

  it("treats a reuse after the grace window as theft and revokes the family", async () => {
    const token = await signUp();
    const rotated = await refresh(token);
    expect(rotated.status).toBe(200);
    const later = new Date(Date.now() + (refreshGraceSeconds + 1) * 1000);
    expect(await stack.services.accounts.rotateRefreshToken(token, later)).toBeNull();
    expect((await refresh(refreshTokenOf(rotated))).status).toBe(401);
    expect(await currentUserStatus(rotated.json.session.access_token)).toBe(401);
  });

  it("treats a reuse as theft once the successor was itself spent, even within the window", async () => {
    const token = await signUp();
    const first = await refresh(token);
    const second = await refresh(refreshTokenOf(first));
    expect(second.status).toBe(200);
    expect((await refresh(token)).status).toBe(401);
    expect((await refresh(refreshTokenOf(second))).status).toBe(401);
  });
});
