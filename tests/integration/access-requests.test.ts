// "Request an access code" (issue 30, Deliver 2) against the local stack: the form's body is
// validated (a clear 400, nothing stored), a bot's is dropped, requests are limited per address,
// stored and relayed to the Contact form's webhook. In the console an admin approves (a personal
// single-use code mailed with a link to the hub) or declines (a polite note only if asked); an
// address whose code still works is answered with a reminder, never a second code, and one whose
// code is used up or revoked waits for an admin like a new one.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import type { CaughtMail } from "../../packages/local/src/mail-catcher.ts";
import { accessRequestConsoleMessages } from "@ai-leaders/core/messages";
import { accessRequestFieldMessages as fields } from "@ai-leaders/core/access-requests";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { createAccount } from "../support/accounts.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const adminEmail = "gatekeeper@site.example";
const generous = { limit: 100_000, windowSeconds: 600 };
const valid = {
  name: "Jane Doe",
  email: "jane@acme.example",
  company: "Acme",
  role: "CFO",
  reason: "Our board wants an AI plan by March.\nI lead it.",
};

const newestMailTo = (stack: LocalStack, address: string, subject: string) =>
  eventually(() => {
    const mails = stack
      .mail!.messages()
      .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && mail.subject === subject);
    return mails.sort((a, b) => a.received_at.localeCompare(b.received_at)).at(-1);
  });
const mailedCode = (mail: CaughtMail) => /\/link\/open-hub#token=([A-Z2-9-]+)/.exec(mail.html ?? "")?.[1];

describe("access requests", () => {
  let stack: LocalStack;
  let receiver: WebhookReceiver;
  let adminToken: string;
  const submit = (body: unknown) => postJson(stack.request, `/api/access-requests`, body);
  const stored = () => scanTable(stack, "accessRequests");
  const asAdmin = (token = adminToken) => ({ headers: { "content-type": "application/json", authorization: `Bearer ${token}` } });
  const list = async () =>
    (await stack.request(`/api/admin/access-requests`, asAdmin())).json() as Promise<{ requests: Array<Record<string, any>> }>;
  const approve = (id: string, token?: string) => postJson(stack.request, `/api/admin/access-requests/${id}/approve`, {}, asAdmin(token));
  const decline = (id: string, body: unknown, token?: string) =>
    postJson(stack.request, `/api/admin/access-requests/${id}/decline`, body, asAdmin(token));
  const requestOf = async (email: string) => (await list()).requests.find((request) => request.email === email)!;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      settings: { ADMIN_EMAILS: adminEmail, CONTACT_WEBHOOK_URL: receiver.url },
      rateLimits: { ...rateLimits, accessRequest: generous, accessAttempt: generous, signInPerIp: generous, signUp: generous },
    });
    adminToken = (await signedInConsoleAdmin(stack, adminEmail)).accessToken;
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
  });
  afterEach(() => {
    receiver.received.length = 0;
  });

  it.each([
    [{ ...valid, name: "  " }, fields.nameRequired],
    [{ ...valid, email: "" }, fields.emailRequired],
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    [{ ...valid, company: "" }, fields.companyRequired],
    [{ ...valid, role: "" }, fields.roleRequired],
    [{ ...valid, reason: "" }, fields.reasonRequired],
    [{ ...valid, name: "n".repeat(101) }, fields.nameTooLong],
    [{ ...valid, reason: "r".repeat(1001) }, fields.reasonTooLong],
    [{ email: valid.email }, fields.nameRequired],
    [{ ...valid, submission_id: "not-a-uuid" }, fields.submissionIdMalformed],
  ])("refuses invalid body #%# with a 400 and its message, and stores nothing", async (body, message) => {
    const before = await stored();
    const refused = await submit(body);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it("stores a request as waiting and relays it to CONTACT_WEBHOOK_URL in the contact shape, once per submission id", async () => {
    const body = { ...valid, email: "relay@acme.example", submission_id: crypto.randomUUID() };
    const first = await submit(body);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ sent: true });
    expect((await submit(body)).status).toBe(200);
    const delivered = JSON.parse((await eventually(() => receiver.received[0])).body);
    expect(delivered).toMatchObject({
      email: "relay@acme.example",
      subject: "Access code request",
      message: `Name: Jane Doe\nCompany: Acme\nRole: CFO\n\n${valid.reason}`,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      name: "Jane Doe",
      company: "Acme",
      role: "CFO",
    });
    const rows = (await stored()).filter((row) => row.email === "relay@acme.example");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.submission_id, status: "waiting" });
    await eventually(async () =>
      (await stored()).find((row) => row.id === body.submission_id)?.relay_status === "delivered" ? true : undefined,
    );
    expect(receiver.received).toHaveLength(1);
  });

  it("drops a request whose hidden field a bot filled, answering as if it were stored", async () => {
    const before = await stored();
    const bot = await submit({ ...valid, email: "bot@spam.example", homepage: "https://spam.example" });
    expect(bot.status).toBe(201);
    expect(bot.json).toEqual({ sent: true });
    expect(await stored()).toEqual(before);
  });

  it("limits requests per address with a 429", async () => {
    const limited = await startTestStack();
    try {
      for (let i = 0; i < rateLimits.accessRequest.limit; i++)
        expect((await postJson(limited.request, `/api/access-requests`, valid)).status).toBe(201);
      const refused = await postJson(limited.request, `/api/access-requests`, valid);
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toBe("Too many requests from your network. Please wait a few minutes and try again.");
      expect(await scanTable(limited, "accessRequests")).toHaveLength(rateLimits.accessRequest.limit);
    } finally {
      await limited.stop();
    }
  });

  it("refuses the console's requests to anyone but an admin, and changes nothing", async () => {
    await submit({ ...valid, email: "guarded@acme.example" });
    const { id } = (await stored()).find((row) => row.email === "guarded@acme.example")!;
    const anonymous = { headers: { "content-type": "application/json" } };
    expect((await stack.request(`/api/admin/access-requests`, anonymous)).status).toBe(401);
    expect((await postJson(stack.request, `/api/admin/access-requests/${id}/approve`, {}, anonymous)).status).toBe(401);
    const visitor = await createAccount(stack, { email: "reader@person.example", full_name: "Rita Reader", password: "Reader2026Ready" });
    const readerToken = visitor.session.access_token as string;
    expect((await stack.request(`/api/admin/access-requests`, asAdmin(readerToken))).status).toBe(403);
    expect((await approve(id, readerToken)).status).toBe(403);
    expect((await decline(id, { send_note: true }, readerToken)).status).toBe(403);
    expect((await stored()).find((row) => row.id === id)).toMatchObject({ status: "waiting" });
    expect((await scanTable(stack, "accessCodes")).filter((code) => String(code.label).startsWith("Request:"))).toHaveLength(0);
  });

  it("approves: mails a personal code that opens the gate once, and lists who approved it", async () => {
    await submit({ ...valid, email: "approved@acme.example", name: "Amy Approved" });
    const waiting = await requestOf("approved@acme.example");
    expect(waiting).toMatchObject({ status: "waiting", name: "Amy Approved", company: "Acme", role: "CFO" });
    const approved = await approve(waiting.id);
    expect(approved.status).toBe(200);
    expect(approved.json.message).toBe(accessRequestConsoleMessages.approvedNotice("Amy Approved"));
    expect(approved.json.request).toMatchObject({ status: "approved", acted_by: adminEmail, acted_at: expect.any(String) });
    expect(JSON.stringify(approved.json)).not.toMatch(/code_id|relay_status/);

    const mail = await newestMailTo(stack, "approved@acme.example", "Your AI for Leaders access code");
    const code = mailedCode(mail)!;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(mail.text).toContain(code);
    // Its record: a single use, 30 days, labelled after the person; the code itself is not stored.
    const record = (await scanTable(stack, "accessCodes")).find((item) => item.label === "Request: Amy Approved, Acme")!;
    expect(record).toMatchObject({ use_limit: 1, uses: 0, created_by: adminEmail });
    const days = (Date.parse(record.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(31);
    expect(JSON.stringify(await scanTable(stack, "accessCodes"))).not.toContain(code);

    const entered = await postJson(stack.request, `/api/access`, { code });
    expect(entered.status).toBe(200);
    expect((await stack.request(`/api/access/session`, { headers: { "x-access-token": entered.json.token } })).status).toBe(200);
    expect((await postJson(stack.request, `/api/access`, { code })).status).toBe(401);

    expect(await requestOf("approved@acme.example")).toMatchObject({ status: "approved", acted_by: adminEmail });
    const audit = (await scanTable(stack, "auditLog")).find((entry) => entry.action === "access-request.approve");
    expect(audit).toMatchObject({ actor: adminEmail, target: "Request: Amy Approved, Acme" });
    expect(JSON.stringify(audit)).not.toContain("approved@acme.example");
    // Answered once: a second approval is refused and makes no second code.
    const again = await approve(waiting.id);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(accessRequestConsoleMessages.alreadyAnswered);
    expect((await scanTable(stack, "accessCodes")).filter((item) => item.label === "Request: Amy Approved, Acme")).toHaveLength(1);
  });

  /** Approves a first request from the address and answers with the code its mail carried. */
  async function approvedCode(email: string, name: string): Promise<{ code: string; id: string }> {
    await submit({ ...valid, email, name });
    expect((await approve((await requestOf(email)).id)).status).toBe(200);
    const code = mailedCode(await newestMailTo(stack, email, "Your AI for Leaders access code"))!;
    const record = (await scanTable(stack, "accessCodes")).find((item) => item.label === `Request: ${name}, Acme`)!;
    return { code, id: record.id };
  }
  const statusesOf = async (email: string) =>
    (await stored())
      .filter((row) => row.email_key === email.toLowerCase())
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((row) => row.status);
  // The outbox is written before the request is answered: nothing there now means no mail will come.
  const outboxTo = async (email: string, subject: string) =>
    (await scanTable(stack, "mailOutbox")).filter(
      (mail) => String(mail.to).toLowerCase() === email.toLowerCase() && mail.subject === subject,
    );
  const reminderSubject = "You already have access to AI for Leaders";

  it("answers a request from an address whose code still works with a reminder, not a second code", async () => {
    await approvedCode("Returning@Acme.example", "Rob Returning");
    const codesBefore = (await scanTable(stack, "accessCodes")).length;

    const again = await submit({ ...valid, email: "returning@acme.example", name: "Rob Returning" });
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ sent: true });
    const reminder = await newestMailTo(stack, "returning@acme.example", reminderSubject);
    expect(mailedCode(reminder)).toBeUndefined();
    expect((await scanTable(stack, "accessCodes")).length).toBe(codesBefore);
    const reminded = (await list()).requests.find((request) => request.email === "returning@acme.example")!;
    expect(reminded).toMatchObject({ status: "reminded", acted_by: "automatic", acted_at: expect.any(String) });
    expect((await approve(reminded.id)).status).toBe(409);
  });

  it("lets the next request wait for an admin, with no reminder, once the address's code is used up", async () => {
    const email = "spent@acme.example";
    const { code } = await approvedCode(email, "Sam Spent");
    expect((await postJson(stack.request, `/api/access`, { code })).status).toBe(200);

    const again = await submit({ ...valid, email, name: "Sam Spent", reason: "My code is used; a colleague needs one too." });
    expect(again.status).toBe(201);
    expect(again.json).toEqual({ sent: true });
    expect(await statusesOf(email)).toEqual(["approved", "waiting"]);
    expect(await outboxTo(email, reminderSubject)).toEqual([]);
    // Waiting like a new one: an admin can approve it with a second personal code.
    const waiting = (await list()).requests.find((request) => request.email === email && request.status === "waiting")!;
    expect((await approve(waiting.id)).status).toBe(200);
    expect((await scanTable(stack, "accessCodes")).filter((item) => item.label === "Request: Sam Spent, Acme")).toHaveLength(2);
  });

  it("lets the next request wait for an admin once the address's code is revoked", async () => {
    const email = "revoked@acme.example";
    const { id } = await approvedCode(email, "Ria Revoked");
    expect((await postJson(stack.request, `/api/admin/access-codes/${id}/revoke`, {}, asAdmin())).status).toBe(200);
    await submit({ ...valid, email, name: "Ria Revoked", reason: "Asking again after the revocation." });
    expect(await statusesOf(email)).toEqual(["approved", "waiting"]);
    expect(await outboxTo(email, reminderSubject)).toEqual([]);
  });

  it("declines with a polite note only when asked, and validates the choice", async () => {
    await submit({ ...valid, email: "quiet@acme.example", name: "Quinn Quiet" });
    await submit({ ...valid, email: "noted@acme.example", name: "Nora Noted" });
    const quiet = await requestOf("quiet@acme.example");
    const noted = await requestOf("noted@acme.example");

    const missing = await decline(quiet.id, {});
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe("Please say whether to send a polite note.");
    expect((await stored()).find((row) => row.id === quiet.id)).toMatchObject({ status: "waiting" });

    const silent = await decline(quiet.id, { send_note: false });
    expect(silent.status).toBe(200);
    expect(silent.json.message).toBe(accessRequestConsoleMessages.declinedNotice("Quinn Quiet", false));
    const polite = await decline(noted.id, { send_note: true });
    expect(polite.status).toBe(200);
    expect(polite.json.request).toMatchObject({ status: "declined", note_sent: true, acted_by: adminEmail });

    const note = await newestMailTo(stack, "noted@acme.example", "Your AI for Leaders access request");
    expect(note.html).toContain("Thank you, Nora Noted");
    // The polite note for the other request has arrived by now; none went to the quiet one.
    expect(stack.mail!.messages().filter((mail) => mail.to.includes("quiet@acme.example"))).toEqual([]);
    expect(await requestOf("quiet@acme.example")).toMatchObject({ status: "declined", note_sent: false });
    expect((await decline(quiet.id, { send_note: true })).status).toBe(409);
    expect((await scanTable(stack, "auditLog")).filter((entry) => entry.action === "access-request.decline")).toHaveLength(2);
  });

  it("answers 404 for an unknown request and 400 for a cursor it did not hand out", async () => {
    expect((await approve(crypto.randomUUID())).status).toBe(404);
    expect((await approve("not-an-id")).status).toBe(404);
    const refused = await stack.request(`/api/admin/access-requests?cursor=bm9wZQ`, asAdmin());
    expect(refused.status).toBe(400);
  });
});
