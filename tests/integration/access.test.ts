// The access gate is enforced by the API: codes trimmed and compared without case (issue 30),
// attempts limited per IP, a signed expiring token returned (never the code), gated routes 401 without it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@ai-leaders/core/tokens";
import type { LocalStack } from "@ai-leaders/local";
import { postJson, startTestStack } from "../support/test-stack.ts";

describe("the access API", () => {
  let stack: LocalStack;
  const codes = ["Leaders-Alpha-7", "Founders-Beta-9"];

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ACCESS_CODES: codes.join(","), TOKEN_SECRET: "t".repeat(40) } });
  });
  afterAll(async () => {
    await stack.stop();
  });

  const enter = (code: unknown, ip?: string) =>
    postJson(stack.request, `/api/access`, { code }, ip ? { headers: { "content-type": "application/json", "x-forwarded-for": ip } } : {});
  const session = (token?: string) => stack.request(`/api/access/session`, { headers: token ? { "x-access-token": token } : {} });

  it("accepts either code and returns an expiring token that opens gated routes", async () => {
    for (const code of codes) {
      const response = await enter(code);
      expect(response.status).toBe(200);
      expect(Object.keys(response.json).sort()).toEqual(["expires_at", "token"]);
      expect(response.text).not.toContain(code);
      const hours = (Date.parse(response.json.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
      expect((await session(response.json.token)).status).toBe(200);
    }
  });

  it.each([["leaders-alpha-7"], ["LEADERS-ALPHA-7"], ["Leaders-Alpha-7 "], ["\tfounders-beta-9\n"]])(
    "accepts %j: trimmed, in any case",
    async (code) => {
      const response = await enter(code);
      expect(response.status).toBe(200);
      expect((await session(response.json.token)).status).toBe(200);
    },
  );

  it.each([["Leaders-Alpha"], ["Leaders Alpha 7"], ["nope"]])("refuses %j with 401 and the spec's message", async (code) => {
    const response = await enter(code);
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({
      title: "Invalid access code",
      message: "Please check your access code and try again.",
    });
  });

  it("keeps a visitor who asked to be kept in for 30 days, and everyone else for a working day", async () => {
    const kept = await postJson(stack.request, `/api/access`, { code: codes[0], remember: true });
    expect(kept.status).toBe(200);
    const days = (Date.parse(kept.json.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await session(kept.json.token)).status).toBe(200);

    const notKept = await postJson(stack.request, `/api/access`, { code: codes[0], remember: false });
    expect((Date.parse(notKept.json.expires_at) - Date.now()) / 3_600_000).toBeLessThanOrEqual(12);
  });

  it.each([[{}], [{ code: "" }], [{ code: 12 }], [{ code: "Leaders-Alpha-7", remember: "yes" }]])(
    "answers the malformed body %j with a 400",
    async (body) => {
      const response = await postJson(stack.request, `/api/access`, body);
      expect(response.status).toBe(400);
      expect(response.json.error.message).toBe("Please check your access code and try again.");
    },
  );

  it("answers gated routes with 401 without a token, or with a forged or expired one", async () => {
    expect((await session()).status).toBe(401);
    expect((await session("not-a-token")).status).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const forged = signToken({ sub: "access", iat: now, exp: now + 3600 }, "a-different-secret-of-enough-length!");
    expect((await session(forged)).status).toBe(401);
    const expired = signToken({ sub: "access", iat: now - 7200, exp: now - 3600 }, "t".repeat(40));
    expect((await session(expired)).status).toBe(401);
    const body = await (await session()).json();
    expect(body).toEqual({ error: { message: "An access code is required to continue." } });
  });
});

describe("a token from an ACCESS_CODES code, once the setting changes", () => {
  const tokenSecret = "rotation-".padEnd(40, "r");
  const stackWith = (codes: string) => startTestStack({ settings: { ACCESS_CODES: codes, TOKEN_SECRET: tokenSecret } });
  const opens = async (stack: LocalStack, token: string) =>
    (await stack.request(`/api/access/session`, { headers: { "x-access-token": token } })).status;

  it("ends when its code leaves the setting, even for a month-long 'Keep me in', and stands while its code stays", async () => {
    const before = await stackWith("Retired-Code-1,Staying-Code-2");
    const retired = (await postJson(before.request, `/api/access`, { code: "Retired-Code-1", remember: true })).json.token as string;
    const staying = (await postJson(before.request, `/api/access`, { code: "Staying-Code-2", remember: true })).json.token as string;
    expect(await opens(before, retired)).toBe(200);
    await before.stop();

    // The operator rotates the first code: a new one takes its place in the setting.
    const after = await stackWith("Fresh-Code-1,Staying-Code-2");
    try {
      expect(await opens(after, retired)).toBe(401);
      expect(await opens(after, staying)).toBe(200);
      const fresh = (await postJson(after.request, `/api/access`, { code: "Fresh-Code-1" })).json.token as string;
      expect(await opens(after, fresh)).toBe(200);
    } finally {
      await after.stop();
    }
  });

  it("does not open the gate from a token that names no code, or a setting's code without its fingerprint", async () => {
    const stack = await stackWith("Any-Code-One,Any-Code-Two");
    try {
      const now = Math.floor(Date.now() / 1000);
      const unnamed = signToken({ sub: "access", iat: now, exp: now + 3600 }, tokenSecret);
      const byPlaceOnly = signToken({ sub: "access", iat: now, exp: now + 3600, code: "settings-1" }, tokenSecret);
      expect(await opens(stack, unnamed)).toBe(401);
      expect(await opens(stack, byPlaceOnly)).toBe(401);
    } finally {
      await stack.stop();
    }
  });
});

describe("the access API rate limit", () => {
  it("answers 429 with Retry-After after 10 attempts from one IP, and ignores X-Forwarded-For", async () => {
    const stack = await startTestStack({ settings: { ACCESS_CODES: "Code-One,Code-Two" } });
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await postJson(stack.request, `/api/access`, { code: `guess-${attempt}` });
        expect(response.status).toBe(401);
      }
      // Even the right code is refused now, and a spoofed forwarding header does not help.
      const limited = await postJson(
        `${stack.url}/api/access`,
        { code: "Code-One" },
        { headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" } },
      );
      expect(limited.status).toBe(429);
      expect(limited.json.error).toEqual({
        title: "Too many attempts",
        message: "Too many access attempts from your network. Please wait a few minutes and try again.",
      });
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    } finally {
      await stack.stop();
    }
  });
});
