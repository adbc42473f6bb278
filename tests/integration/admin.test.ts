// Admin accounts and the console's API against DynamoDB Local: accounts nobody can claim by
// signing up, making an admin (`npm run admin` itself: admin-cli.test), the role checked on every
// call, the forced password change, the audience (list, search, pages, CSV, erasure) and the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { hashPassword } from "@ai-leaders/core/accounts";
import { adminMessages, factorMessages } from "@ai-leaders/core/messages";
import type { LocalStack } from "@ai-leaders/local";
import { addAdmin } from "../../packages/local/src/admin-cli-add.ts";
import { eventually, postJson, scanTable, startTestStack, uniquePrefix } from "../support/test-stack.ts";
import { enrolAuthenticator, signedInConsoleAdmin } from "../support/console-admin.ts";
import { createAccount } from "../support/accounts.ts";

const adminEmail = "owner@site.example";
const claimedEmail = "second@site.example";
const strongPassword = "Console2026Ready";
const tokenSecret = "admin-test-secret-".padEnd(40, "x");
const generous = { limit: 10_000, windowSeconds: 600 };

describe("admin accounts and the console API", () => {
  let stack: LocalStack;
  const prefix = uniquePrefix();

  beforeAll(async () => {
    stack = await startTestStack({
      resourcePrefix: prefix,
      settings: { ADMIN_EMAILS: `Owner@site.example, ${claimedEmail}`, TOKEN_SECRET: tokenSecret },
      rateLimits: { ...rateLimits, signUp: generous, newsletterSignup: generous, contactMessage: generous, signInPerIp: generous },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const api = (path: string) => `/api${path}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = async (path: string, token?: string) => {
    const response = await stack.request(api(path), { headers: token ? bearer(token) : {} });
    const text = await response.text();
    return { status: response.status, text, json: text.startsWith("{") ? JSON.parse(text) : null, headers: response.headers };
  };
  const post = (path: string, body: unknown, token?: string) =>
    postJson(stack.request, api(path), body, { headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) } });
  const signIn = async (email: string, password: string) => {
    const response = await post("/auth/signin", { email, password });
    expect(response.status).toBe(200);
    return response.json.session.access_token as string;
  };
  const makeAdmin = (email: string, adminEmails = stack.config.adminEmails) =>
    addAdmin(stack.services, email, adminEmails, "npm run admin", new Date());

  /** An admin who has changed the one-time password and set up a second factor: the console opens. */
  const readyAdmin = async () => (await signedInConsoleAdmin(stack, adminEmail, strongPassword)).accessToken;

  it("answers a sign-up with an ADMIN_EMAILS address exactly like a taken address, and stores nothing", async () => {
    const taken = `taken-${Date.now()}@company.example`;
    const first = await post("/auth/signup", { email: taken, password: strongPassword, full_name: "Ada Lovelace" });
    const again = await post("/auth/signup", { email: taken, password: strongPassword, full_name: "Ada Lovelace" });
    const admin = await post("/auth/signup", { email: "SECOND@site.example", password: strongPassword, full_name: "Mallory Smith" });
    expect(first.status).toBe(202);
    expect([again.status, again.text]).toEqual([first.status, first.text]);
    expect([admin.status, admin.text]).toEqual([first.status, first.text]);
    expect((await scanTable(stack, "users")).map((user) => user.email)).not.toContain(claimedEmail);
  });

  it("makes an admin with a one-time password, and refuses an address not in ADMIN_EMAILS", async () => {
    const made = await makeAdmin("OWNER@site.example");
    if (!made.ok) throw new Error(made.message);
    expect(made.lines.at(-1)).toBe(`password: ${made.password}`);
    expect(made.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{20}$/);
    const stored = (await scanTable(stack, "users")).find((user) => user.email === adminEmail);
    expect(stored).toMatchObject({ role: "admin", must_change_password: true });
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain(made.password);

    const refused = await makeAdmin("stranger@site.example");
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining("not in ADMIN_EMAILS") });
    expect((await scanTable(stack, "users")).map((user) => user.email)).not.toContain("stranger@site.example");
  });

  it("answers 401 to a visitor and 403 to an ordinary account and to an admin address signed up before the rule", async () => {
    const admin = await readyAdmin();
    const ordinary = `reader-${Date.now()}@company.example`;
    await post("/auth/signup", { email: ordinary, password: strongPassword, full_name: "Grace Hopper" });
    // The account someone made with the operator's address before sign-up refused it.
    const early = { email: claimedEmail, id: crypto.randomUUID(), full_name: "Early Bird", created_at: new Date().toISOString() };
    await stack.services.accounts.createUser({ ...early, password_hash: await hashPassword(strongPassword) });
    const callers = { ordinary: await signIn(ordinary, strongPassword), claimed: await signIn(claimedEmail, strongPassword) };

    for (const path of [
      "/admin/session",
      "/admin/audience/signups",
      "/admin/audience/contacts",
      "/admin/audience/signups.csv",
      "/admin/audit",
    ]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, "not-a-token")).status, path).toBe(401);
      for (const [who, token] of Object.entries(callers)) {
        const answer = await get(path, token);
        expect(answer.status, `${who} ${path}`).toBe(403);
        expect(answer.json.error.message).toBe(adminMessages.notAdmin);
      }
      expect((await get(path, admin)).status, path).toBe(200);
    }
    expect((await post("/admin/audience/erase", { email: ordinary }, callers.claimed)).status).toBe(403);
    expect((await post("/admin/audience/erase", { email: ordinary })).status).toBe(401);
    expect((await scanTable(stack, "users")).map((user) => user.email)).toContain(ordinary);
  });

  it("revokes the role as soon as the address leaves ADMIN_EMAILS", async () => {
    const admin = await readyAdmin();
    const sameTables = await startTestStack({ resourcePrefix: prefix, settings: { ADMIN_EMAILS: "none", TOKEN_SECRET: tokenSecret } });
    try {
      const answer = await sameTables.request(`/api/admin/session`, { headers: bearer(admin) });
      expect(answer.status).toBe(403);
    } finally {
      await sameTables.stop();
    }
  });

  it("opens nothing but the session until the one-time password is changed and a second factor proves the sign-in", async () => {
    const made = await makeAdmin(adminEmail);
    if (!made.ok) throw new Error(made.message);
    const token = await signIn(adminEmail, made.password);
    expect((await get("/admin/session", token)).json).toEqual({
      admin: { email: adminEmail, must_change_password: true, requirement: "enrol-factor" },
    });
    const blocked = await get("/admin/audience/signups", token);
    expect(blocked.status).toBe(403);
    expect(blocked.json.error.message).toBe(adminMessages.passwordChangeRequired);

    const wrong = await post("/auth/password", { current_password: "Wrong2026Guess", new_password: strongPassword }, token);
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toEqual({ message: adminMessages.wrongCurrentPassword, field: "current_password" });
    const weak = await post("/auth/password", { current_password: made.password, new_password: "short" }, token);
    expect(weak.status).toBe(400);
    const same = await post("/auth/password", { current_password: made.password, new_password: made.password }, token);
    expect(same.json.error.message).toBe(adminMessages.samePassword);
    expect((await post("/auth/password", { current_password: made.password, new_password: strongPassword })).status).toBe(401);
    expect((await scanTable(stack, "users")).find((user) => user.email === adminEmail)?.must_change_password).toBe(true);

    expect((await post("/auth/password", { current_password: made.password, new_password: strongPassword }, token)).status).toBe(200);
    expect((await get("/admin/session", token)).json.admin.must_change_password).toBe(false);
    const withoutFactor = await get("/admin/audience/signups", token);
    expect(withoutFactor.status).toBe(403);
    expect(withoutFactor.json.error.message).toBe(factorMessages.consoleNeedsSecondFactor);
    const proved = (await enrolAuthenticator(stack, token)).accessToken;
    expect((await get("/admin/audience/signups", proved)).status).toBe(200);
    expect((await post("/auth/signin", { email: adminEmail, password: made.password })).status).toBe(401);
    expect((await post("/auth/signin", { email: adminEmail, password: strongPassword })).json).toMatchObject({ mfa_required: true });
    const audit = await get("/admin/audit", proved);
    expect(audit.json.entries[0]).toMatchObject({ actor: adminEmail, action: "admin.password-changed" });
  });

  it("limits wrong current passwords like failed sign-ins", async () => {
    const email = `guesser-${Date.now()}@company.example`;
    const session = (await createAccount(stack, { email, password: strongPassword, full_name: "Guess Who" })).session.access_token;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= rateLimits.signInPerEmailFromAddress.limit; attempt++) {
      statuses.push(
        (await post("/auth/password", { current_password: `Wrong${attempt}Guess`, new_password: "Another2026Pass" }, session)).status,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("lists signups and contact messages newest first, with search, delivery state and pages", async () => {
    const admin = await readyAdmin();
    const run = Date.now();
    const emails = Array.from({ length: 30 }, (_, index) => `reader${String(index).padStart(2, "0")}-${run}@list.example`);
    for (const email of emails) expect((await post("/newsletter", { email })).status).toBe(201);
    for (const subject of ["Partnership idea", "Press enquiry", "Partnership follow-up"]) {
      expect((await post("/contact", { email: `Writer-${run}@List.example`, subject, message: "Hello there" })).status).toBe(201);
    }

    // Listed while the relay settles the records (skipped: no webhook), moving them between statuses.
    const first = await get("/admin/audience/signups?search=" + encodeURIComponent(`-${run}@list`), admin);
    expect(first.json.rows).toHaveLength(25);
    expect(first.json.rows.map((row: any) => row.email)).toEqual([...emails].reverse().slice(0, 25));
    // Delivery state: with no webhook set, the relay marks each signup skipped and says why.
    const delivered = await eventually(async () => {
      const [newest] = (await get(`/admin/audience/signups?search=${encodeURIComponent(emails.at(-1)!)}`, admin)).json.rows;
      return newest.relay_status === "skipped" ? newest : undefined;
    });
    expect(delivered).toEqual({
      email: emails.at(-1),
      created_at: expect.any(String),
      relay_status: "skipped",
      relay_error: "NEWSLETTER_WEBHOOK_URL is not set",
    });
    const second = await get(
      `/admin/audience/signups?search=${encodeURIComponent(`-${run}@list`)}&cursor=${first.json.next_cursor}`,
      admin,
    );
    expect(second.json.rows.map((row: any) => row.email)).toEqual([...emails].reverse().slice(25));
    expect(second.json.next_cursor).toBeNull();

    const one = await get(`/admin/audience/signups?search=${encodeURIComponent(`READER07-${run}`)}`, admin);
    expect(one.json.rows.map((row: any) => row.email)).toEqual([emails[7]]);

    const contacts = await get(`/admin/audience/contacts?search=partnership`, admin);
    expect(contacts.json.rows.map((row: any) => row.subject)).toEqual(["Partnership follow-up", "Partnership idea"]);
    expect(contacts.json.rows[0]).toMatchObject({ email: `Writer-${run}@List.example`, message: "Hello there" });
    const byEmail = await get(`/admin/audience/contacts?search=${encodeURIComponent(`writer-${run}`)}`, admin);
    expect(byEmail.json.rows).toHaveLength(3);

    for (const cursor of ["nonsense", Buffer.from('{"created_at":1}').toString("base64url")]) {
      const refused = await get(`/admin/audience/signups?cursor=${cursor}`, admin);
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toBe(adminMessages.invalidCursor);
    }
    expect((await get(`/admin/audience/signups?search=${"x".repeat(201)}`, admin)).status).toBe(400);
  });

  it("exports CSV with a signup made through the public API, and neutralises formulas", async () => {
    const admin = await readyAdmin();
    const visitor = `csv-${Date.now()}@export.example`;
    const formula = `-2+3-${Date.now()}@export.example`;
    expect((await post("/newsletter", { email: visitor })).status).toBe(201);
    expect((await post("/newsletter", { email: formula })).status).toBe(201);
    expect(
      (await post("/contact", { email: visitor, subject: '=HYPERLINK("http://evil.example","Click")', message: "Line one\nline, two" }))
        .status,
    ).toBe(201);

    const signups = await get("/admin/audience/signups.csv", admin);
    expect(signups.status).toBe(200);
    expect(signups.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(signups.headers.get("content-disposition")).toMatch(/^attachment; filename="signups-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = signups.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("email,signed_up_at,confirmed_at,unsubscribed_at,delivery,delivery_error,mail_suppressed");
    expect(lines.some((line) => line.startsWith(`${visitor},`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`'${formula},`))).toBe(true);

    const contacts = await get("/admin/audience/contacts.csv", admin);
    expect(contacts.text).toContain(`${visitor},`);
    expect(contacts.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")","Line one\nline, two"`);
    const audit = await get("/admin/audit", admin);
    expect(audit.json.entries.slice(0, 2).map((entry: any) => [entry.action, entry.target])).toEqual([
      ["audience.export", "contacts"],
      ["audience.export", "signups"],
    ]);
  });

  it("erases a person's signup and every message they sent, and logs it without their address", async () => {
    const admin = await readyAdmin();
    const person = `erase-${Date.now()}@privacy.example`;
    const bystander = `stay-${Date.now()}@privacy.example`;
    await post("/newsletter", { email: person });
    await post("/newsletter", { email: bystander });
    await post("/contact", { email: person, subject: "First", message: "One" });
    await post("/contact", { email: person.toUpperCase(), subject: "Second", message: "Two" });
    await post("/contact", { email: bystander, subject: "Mine", message: "Keep" });

    expect((await post("/admin/audience/erase", { email: "not an email" }, admin)).status).toBe(400);
    const erased = await post("/admin/audience/erase", { email: ` ${person.toUpperCase()} ` }, admin);
    expect(erased.status).toBe(200);
    expect(erased.json.erased).toMatchObject({ signups: 1, contact_messages: 2, accounts: 0 });

    const signups = (await scanTable(stack, "newsletterSignups")).map((row) => row.email);
    const contacts = (await scanTable(stack, "contactMessages")).map((row) => String(row.email).toLowerCase());
    expect(signups).not.toContain(person);
    expect(contacts).not.toContain(person);
    expect(signups).toContain(bystander);
    expect(contacts).toContain(bystander);

    const [entry] = (await get("/admin/audit", admin)).json.entries;
    expect(entry).toMatchObject({
      actor: adminEmail,
      action: "audience.erase",
      target: expect.stringMatching(/^email-hmac:[0-9a-f]{32}$/),
      details: { signups: 1, contact_messages: 2 },
    });
    expect(JSON.stringify(await scanTable(stack, "auditLog"))).not.toContain(person);
    const again = (await post("/admin/audience/erase", { email: person }, admin)).json.erased;
    expect(Object.entries(again).filter(([, count]) => count !== 0)).toEqual([]);
  });

  it("pages through the audit log newest first", async () => {
    const admin = await readyAdmin();
    for (let index = 0; index < 26; index++) await get("/admin/audience/signups.csv", admin);
    const first = await get("/admin/audit", admin);
    expect(first.json.entries).toHaveLength(25);
    const times = first.json.entries.map((entry: any) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await get(`/admin/audit?cursor=${first.json.next_cursor}`, admin);
    expect(second.json.entries.length).toBeGreaterThan(0);
    expect(second.json.entries[0].at <= times.at(-1)).toBe(true);
    expect((await get("/admin/audit?cursor=bogus", admin)).status).toBe(400);
  });
});
