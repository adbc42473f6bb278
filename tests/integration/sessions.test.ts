// The account's sessions against the local stack: each sign-in is listed with its device and
// network (never the full address), the owner ends one or all of them having entered the password
// again, and no one else can.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";

const password = "Board2026Ready";
const macChrome = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
let counter = 0;
const newEmail = () => `sessions${++counter}-${Date.now()}@company.example`;

describe("sessions you can see and end", () => {
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startTestStack({
      rateLimits: { ...rateLimits, signUp: { limit: 1_000, windowSeconds: 600 }, signInPerIp: { limit: 1_000, windowSeconds: 600 } },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const signInOn = async (email: string, userAgent: string) => {
    const answer = await postJson(
      stack.request,
      `/api/auth/signin`,
      { email, password },
      { headers: { "content-type": "application/json", "user-agent": userAgent } },
    );
    expect(answer.status).toBe(200);
    return answer.json.session.access_token as string;
  };
  const listSessions = async (accessToken: string) => {
    const response = await stack.request(`/api/auth/sessions`, { headers: auth(accessToken) });
    return {
      status: response.status,
      body: (await response.json()) as {
        sessions: { id: string; device: string; network: string; first_seen: string; last_seen: string; current: boolean }[];
      },
    };
  };
  const endSession = (accessToken: string, id: string, withPassword = password) =>
    stack.request(`/api/auth/sessions/${id}/end`, {
      method: "POST",
      headers: { "content-type": "application/json", ...auth(accessToken) },
      body: JSON.stringify({ password: withPassword }),
    });
  const currentUserStatus = async (accessToken: string) => (await stack.request(`/api/auth/user`, { headers: auth(accessToken) })).status;

  async function accountOnTwoDevices() {
    const email = newEmail();
    await createAccount(stack, { email, password, full_name: "Ada Lovelace", confirmed: true });
    await postJson(stack.request, `/api/auth/signout`, {});
    const laptop = await signInOn(email, macChrome);
    const phone = await signInOn(email, iphoneSafari);
    return { email, laptop, phone };
  }

  it("lists each sign-in with its device, times and network, marking the current one", async () => {
    const { laptop } = await accountOnTwoDevices();
    const { status, body } = await listSessions(laptop);
    expect(status).toBe(200);
    const devices = body.sessions.map((session) => session.device);
    expect(devices).toEqual(expect.arrayContaining(["Chrome on macOS", "Safari on iOS"]));
    const current = body.sessions.filter((session) => session.current);
    expect(current.map((session) => session.device)).toEqual(["Chrome on macOS"]);
    for (const session of body.sessions) {
      expect(session.network).toMatch(/\.0\/24$|::\/48$/);
      expect(Date.parse(session.first_seen)).toBeLessThanOrEqual(Date.parse(session.last_seen));
    }
    // The table keeps the network only: no full address anywhere in the session records.
    const records = (await scanTable(stack, "refreshTokens")).filter((item) => String(item.token_hash).startsWith("session#"));
    expect(records.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).not.toMatch(/\b127\.0\.0\.1\b/);
  });

  it("ends another device's session: its access token stops at once and the list no longer shows it", async () => {
    const { laptop, phone } = await accountOnTwoDevices();
    const phoneSession = (await listSessions(laptop)).body.sessions.find((session) => session.device === "Safari on iOS")!;
    expect((await endSession(laptop, phoneSession.id)).status).toBe(200);
    expect(await currentUserStatus(phone)).toBe(401);
    expect(await currentUserStatus(laptop)).toBe(200);
    expect((await listSessions(laptop)).body.sessions.map((session) => session.device)).not.toContain("Safari on iOS");
  });

  it("refuses to end another account's session, and leaves it signed in", async () => {
    const mine = await accountOnTwoDevices();
    const theirs = await accountOnTwoDevices();
    const theirSession = (await listSessions(theirs.laptop)).body.sessions[0]!;
    const refused = await endSession(mine.laptop, theirSession.id);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "That session is not one of yours, or it has already ended.",
    );
    expect(await currentUserStatus(theirs.laptop)).toBe(200);
    expect((await endSession(mine.laptop, "not-a-session")).status).toBe(404);
  });

  it("signs out everywhere, this device included", async () => {
    const { laptop, phone } = await accountOnTwoDevices();
    const everywhere = await postJson(
      stack.request,
      `/api/auth/sessions/end-all`,
      { password },
      { headers: { "content-type": "application/json", ...auth(laptop) } },
    );
    expect(everywhere.status).toBe(200);
    expect(everywhere.json.sessions_ended).toBeGreaterThanOrEqual(2);
    expect(await currentUserStatus(laptop)).toBe(401);
    expect(await currentUserStatus(phone)).toBe(401);
  });

  it("asks for the password again before ending any session, and a wrong one ends nothing", async () => {
    const { laptop, phone } = await accountOnTwoDevices();
    const before = (await listSessions(laptop)).body.sessions;
    const phoneSession = before.find((session) => session.device === "Safari on iOS")!;
    const wrong = await endSession(laptop, phoneSession.id, "not-my-password");
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe("That password is not right.");
    const missing = await postJson(
      stack.request,
      `/api/auth/sessions/end-all`,
      {},
      { headers: { "content-type": "application/json", ...auth(laptop) } },
    );
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe("Enter your password to sign other devices out.");
    expect(await currentUserStatus(phone)).toBe(200);
    expect(await currentUserStatus(laptop)).toBe(200);
    expect((await listSessions(laptop)).body.sessions.map((session) => session.id).sort()).toEqual(
      before.map((session) => session.id).sort(),
    );
  });

  it("asks for a signed-in caller", async () => {
    const response = await stack.request(`/api/auth/sessions`);
    expect(response.status).toBe(401);
  });
});
