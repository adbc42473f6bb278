// Access codes as records (issue 30, Deliver 1) against the local stack: the console makes codes
// (random or chosen, labelled, with an expiry and a use limit), stored by their keyed hash only; the
// gate takes them trimmed and in any case, counts each entry, refuses one expired, used up or
// revoked with the spec's message, and a revoked code's tokens stop working. The ACCESS_CODES
// setting's codes still open the gate and are listed as "from settings".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { LocalStack } from "@ai-leaders/local";
import { accessCodeMessages } from "@ai-leaders/core/messages";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { createAccount } from "../support/accounts.ts";
import { eventually, postJson, scanTable, startTestStack, stackDatabase } from "../support/test-stack.ts";

const adminEmail = "codes@site.example";
const settingsCodes = ["Leaders-Alpha-7", "Founders-Beta-9"];
const generous = { limit: 100_000, windowSeconds: 600 };
const invalidCode = { title: "Invalid access code", message: "Please check your access code and try again." };

describe("access codes made in the console", () => {
  let stack: LocalStack;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startTestStack({
      settings: { ADMIN_EMAILS: adminEmail, ACCESS_CODES: settingsCodes.join(",") },
      // Wrong codes are part of these tests: the failed-attempt limit has its own test (access.test.ts).
      rateLimits: {
        ...rateLimits,
        accessAttempt: generous,
        newsletterSignup: generous,
        suggestion: generous,
        signInPerIp: generous,
        signUp: generous,
      },
    });
    adminToken = (await signedInConsoleAdmin(stack, adminEmail)).accessToken;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const json = { "content-type": "application/json" };
  const send = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = { ...json, authorization: `Bearer ${adminToken}` },
  ) => {
    const response = await stack.request(`/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, text };
  };
  const enter = (code: string) => postJson(stack.request, `/api/access`, { code });
  const session = (token: string) => stack.request(`/api/access/session`, { headers: { "x-access-token": token } });
  const makeCode = async (body: Record<string, unknown>) => {
    const made = await send("POST", "/admin/access-codes", body);
    expect(made.status).toBe(201);
    return made.json as { code: string; access_code: { id: string; label: string } };
  };
  const stored = async (id: string) => (await scanTable(stack, "accessCodes")).find((item) => item.id === id);
  const listed = async (id: string) =>
    ((await send("GET", "/admin/access-codes")).json.codes as Array<Record<string, any>>).find((code) => code.id === id);

  it("opens the console's codes to admins only", async () => {
    expect((await send("GET", "/admin/access-codes", undefined, json)).status).toBe(401);
    expect((await send("POST", "/admin/access-codes", { label: "Anyone" }, json)).status).toBe(401);
    const visitor = await createAccount(stack, {
      email: "visitor@person.example",
      full_name: "Vera Visitor",
      password: "Visitor2026Ready",
    });
    const asVisitor = { ...json, authorization: `Bearer ${visitor.session.access_token}` };
    expect((await send("GET", "/admin/access-codes", undefined, asVisitor)).status).toBe(403);
    expect((await send("POST", "/admin/access-codes", { label: "Anyone" }, asVisitor)).status).toBe(403);
    expect(await scanTable(stack, "accessCodes")).toEqual([]);
  });

  it.each([
    [{}, accessCodeMessages.labelRequired],
    [{ label: " " }, accessCodeMessages.labelRequired],
    [{ label: "x".repeat(81) }, accessCodeMessages.labelTooLong],
    [{ label: "Summit", code: "abc" }, accessCodeMessages.chosenCodeInvalid],
    [{ label: "Summit", code: "two words here" }, accessCodeMessages.chosenCodeInvalid],
    [{ label: "Summit", expires_on: "31/03/2027" }, accessCodeMessages.invalidExpiry],
    [{ label: "Summit", expires_on: "2020-01-01" }, accessCodeMessages.expiryPassed],
    [{ label: "Summit", use_limit: 0 }, accessCodeMessages.invalidUseLimit],
    [{ label: "Summit", use_limit: "2" }, accessCodeMessages.invalidUseLimit],
    [{ label: "Summit", code: " leaders-alpha-7 " }, accessCodeMessages.codeTaken],
  ])("refuses %j with a 400 and stores nothing", async (body, message) => {
    const before = await scanTable(stack, "accessCodes");
    const refused = await send("POST", "/admin/access-codes", body);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(message);
    expect(await scanTable(stack, "accessCodes")).toEqual(before);
  });

  it("shows a new code once, keeps only its keyed hash, and logs who made it", async () => {
    const { code, access_code } = await makeCode({ label: "Leaders Summit March" });
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(JSON.stringify(await scanTable(stack, "accessCodes"))).not.toContain(code);
    expect((await send("GET", "/admin/access-codes")).text).not.toContain(code);
    expect(await listed(access_code.id)).toMatchObject({
      label: "Leaders Summit March",
      source: "console",
      uses: 0,
      signups: 0,
      suggestions: 0,
    });
    const audit = await scanTable(stack, "auditLog");
    expect(audit.find((entry) => entry.action === "access-code.create" && entry.target === "Leaders Summit March")).toMatchObject({
      actor: adminEmail,
    });
    expect(JSON.stringify(audit)).not.toContain(code);
  });

  it("lets two visitors in with a 2-use code, trimmed and in any case, and refuses the third with the spec's message", async () => {
    const { access_code } = await makeCode({ label: "Workshop pair", code: "Pair-Code-2026", use_limit: 2 });
    expect((await enter("pair-code-2026")).status).toBe(200);
    const second = await enter("  PAIR-CODE-2026\t");
    expect(second.status).toBe(200);
    expect((await session(second.json.token)).status).toBe(200);
    const third = await enter("Pair-Code-2026");
    expect(third.status).toBe(401);
    expect(third.json.error).toEqual(invalidCode);
    expect(await stored(access_code.id)).toMatchObject({ uses: 2, use_limit: 2 });
    expect((await listed(access_code.id))!.last_used_at).toEqual(expect.any(String));
  });

  it("gives the last use to one of two visitors entering at once", async () => {
    const { access_code } = await makeCode({ label: "Last seat", code: "Last-Seat-1", use_limit: 1 });
    const answers = await Promise.all([enter("last-seat-1"), enter("LAST-SEAT-1")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    expect((await stored(access_code.id))!.uses).toBe(1);
  });

  it("refuses an expired code with the spec's message", async () => {
    const { access_code } = await makeCode({
      label: "Last month's webinar",
      code: "Webinar-Old",
      expires_on: new Date().toISOString().slice(0, 10),
    });
    expect((await enter("webinar-old")).status).toBe(200);
    // Its last day has passed: written to the table, as no clock is moved in a running stack.
    const db = stackDatabase(stack);
    try {
      await db.send(
        new UpdateCommand({
          TableName: stack.tableNames.accessCodes,
          Key: { id: access_code.id },
          UpdateExpression: "SET expires_on = :day, expires_at = :at",
          ExpressionAttributeValues: { ":day": "2026-01-31", ":at": "2026-02-01T00:00:00.000Z" },
        }),
      );
    } finally {
      db.destroy();
    }
    const refused = await enter("webinar-old");
    expect(refused.status).toBe(401);
    expect(refused.json.error).toEqual(invalidCode);
  });

  it("ends the tokens of a revoked code, and refuses the code itself", async () => {
    const { access_code } = await makeCode({ label: "Leaked on LinkedIn", code: "Linkedin-Leak" });
    const { token } = (await enter("linkedin-leak")).json;
    expect((await session(token)).status).toBe(200);
    expect((await stack.request(`/api/content/guides/build-website`, { headers: { "x-access-token": token } })).status).toBe(200);

    const revoked = await send("POST", `/admin/access-codes/${access_code.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toBe(accessCodeMessages.revokedNotice("Leaked on LinkedIn"));
    await eventually(async () => ((await session(token)).status === 401 ? true : undefined));
    expect((await stack.request(`/api/content/guides/build-website`, { headers: { "x-access-token": token } })).status).toBe(401);
    expect((await enter("linkedin-leak")).json.error).toEqual(invalidCode);
    expect((await send("POST", `/admin/access-codes/${access_code.id}/revoke`)).status).toBe(409);
    expect(
      (await scanTable(stack, "auditLog")).some((entry) => entry.action === "access-code.revoke" && entry.target === "Leaked on LinkedIn"),
    ).toBe(true);
  });

  it("still opens with the setting's codes, trimmed and in any case, listed as from settings and not revocable", async () => {
    for (const typed of [" leaders-alpha-7 ", "FOUNDERS-BETA-9", "Leaders-Alpha-7"]) {
      const answer = await enter(typed);
      expect(answer.status).toBe(200);
      expect((await session(answer.json.token)).status).toBe(200);
    }
    const codes = (await send("GET", "/admin/access-codes")).json.codes as Array<Record<string, any>>;
    expect(codes.slice(0, 2)).toEqual([
      expect.objectContaining({ id: "settings-1", source: "settings", uses: expect.any(Number) }),
      expect.objectContaining({ id: "settings-2", source: "settings", uses: expect.any(Number) }),
    ]);
    expect(codes[0]!.uses).toBeGreaterThanOrEqual(2);
    const refused = await send("POST", "/admin/access-codes/settings-1/revoke");
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(accessCodeMessages.settingsCode);
  });

  it("counts the newsletter signups and board suggestions made through each code", async () => {
    const { access_code } = await makeCode({ label: "Partner newsletter", code: "Partner-News" });
    const { token } = (await enter("partner-news")).json;
    const withToken = { headers: { ...json, "x-access-token": token } };
    expect((await postJson(stack.request, `/api/newsletter`, { email: "reader@person.example" }, withToken)).status).toBe(201);
    // The same address again is not a new signup.
    expect((await postJson(stack.request, `/api/newsletter`, { email: "reader@person.example" }, withToken)).status).toBe(200);
    expect((await postJson(stack.request, `/api/suggestions`, { title: "A prompt for partner briefings" }, withToken)).status).toBe(201);
    // Without a token a signup counts for no code.
    expect((await postJson(stack.request, `/api/newsletter`, { email: "walk-in@person.example" })).status).toBe(201);
    expect(await stored(access_code.id)).toMatchObject({ uses: 1, signups: 1, suggestions: 1 });
    const row = await listed(access_code.id);
    expect(row).toMatchObject({ signups: 1, suggestions: 1 });
    expect(JSON.stringify(row)).not.toContain("reader@person.example");
  });
});
