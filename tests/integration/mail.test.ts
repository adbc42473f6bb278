// Mail through the whole local stack (issue 26): the console's test email is stored, queued, sent
// over real SMTP and caught by the stack's catcher; with SMTP_URL naming a server that is down, it
// is retried, ends failed with its reason in the console's Deliveries, and "Send again" delivers it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher, type CaughtMail, type LocalStack, type MailCatcher } from "@ai-leaders/local";
import { portOutsideEphemeralRange } from "../../packages/local/src/ports.ts";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { requestFrom } from "../support/http-from.ts";

const adminEmail = "postmaster@site.example";
const newPassword = "MailSetUp2026Ready";
const generous = { limit: 10_000, windowSeconds: 600 };

/** The admin, its one-time password changed and a second factor set up: the console opens. */
const signedInAdmin = async (stack: LocalStack) => (await signedInConsoleAdmin(stack, adminEmail, newPassword)).accessToken;

const asAdmin = (token: string) => ({ headers: { "content-type": "application/json", authorization: `Bearer ${token}` } });

async function sendTestEmail(stack: LocalStack, token: string) {
  return postJson(`${stack.url}/api/admin/mail/test`, {}, asAdmin(token));
}

const mailTo = (messages: CaughtMail[], address: string) => messages.find((mail) => mail.to.includes(address));
/** Setting up the admin also mails "your password was changed": the test email is found by its id and subject. */
const testEmailTo = (messages: CaughtMail[], address: string) =>
  messages.find((mail) => mail.to.includes(address) && mail.subject.startsWith("Test email"));
const outboxRow = async (stack: LocalStack, id: string) => (await scanTable(stack, "mailOutbox")).find((row) => row.id === id);

describe("the console's test email, caught locally", () => {
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail }, rateLimits: { ...rateLimits, signInPerIp: generous } });
    token = await signedInAdmin(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("is queued, sent over SMTP and caught with its HTML and text", async () => {
    const queued = await sendTestEmail(stack, token);
    expect(queued.status).toBe(202);
    expect(queued.json.message).toBe(`Test email queued to ${adminEmail}`);

    const mail = await eventually(() => testEmailTo(stack.mail!.messages(), adminEmail));
    expect(mail.from).toBe("hello@localhost.test");
    expect(mail.headers.From).toBe("AI for Leaders <hello@localhost.test>");
    expect(mail.subject).not.toBe("");
    expect(mail.html).toContain(stack.url);
    expect(mail.html).toContain('<meta name="color-scheme"');
    expect(mail.text).toContain(stack.url);
    expect(mail.text).toContain(adminEmail);

    const stored = await eventually(async () => {
      const row = await outboxRow(stack, queued.json.id);
      return row?.relay_status === "delivered" ? row : undefined;
    });
    expect(stored).toMatchObject({ id: queued.json.id, to: adminEmail, subject: mail.subject });
    // Sent, it keeps no body: a mail's links (a reset's, a confirmation's) do not lie in the table.
    expect(stored.html).toBeUndefined();
    expect(stored.text).toBeUndefined();
    expect(stored.sealed_body).toBeUndefined();
    const audit = await scanTable(stack, "auditLog");
    expect(audit.filter((entry) => entry.action === "mail.test")).toEqual([expect.objectContaining({ actor: adminEmail })]);
  });

  it("shows the caught mail at /_mail, newest first, as a page and as JSON", async () => {
    const listed = (await (await fetch(`${stack.mail!.url}/messages`)).json()) as { messages: CaughtMail[] };
    const mail = mailTo(listed.messages, adminEmail)!;
    expect(mail).toBeDefined();

    const list = await fetch(stack.mail!.url);
    expect(await list.text()).toContain(`href="/_mail/${mail.id}"`);
    const view = await (await fetch(`${stack.mail!.url}/${mail.id}`)).text();
    expect(view).toContain(
      `<iframe title="The mail's HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/_mail/${mail.id}/html">`,
    );
    const html = await fetch(`${stack.mail!.url}/${mail.id}/html`);
    // The mail's HTML is someone else's page: no script of its own runs, and it reaches nothing of the site's.
    expect(html.headers.get("content-security-policy")).toMatch(/^sandbox /);
    expect(await html.text()).toBe(mail.html);
  });

  it("refuses anyone but an admin", async () => {
    expect((await postJson(`${stack.url}/api/admin/mail/test`, {})).status).toBe(401);
  });

  // A page on another site that points its own name at 127.0.0.1 (DNS rebinding) must not read the
  // caught mail (its reset links) nor call the API as this site: its requests name its host.
  it.each(["/_mail/messages", "/api/viewer-address"])("answers %s only to a request addressed to the stack itself", async (path) => {
    const port = new URL(stack.url).port;
    // fetch will not let a caller name the Host; a plain request does.
    expect((await requestFrom(stack.url + path, { headers: { host: `rebind.attacker.example:${port}` } })).status).toBe(403);
    expect((await requestFrom(stack.url + path, { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });
});

describe("mail to an SMTP server that is down", () => {
  let stack: LocalStack;
  let token: string;
  let smtpPort: number;
  let server: MailCatcher | undefined;
  let testEmailId: string;

  beforeAll(async () => {
    // Nothing listens there yet; no other process can be handed it meanwhile (ports.ts).
    smtpPort = await portOutsideEphemeralRange();
    stack = await startTestStack({
      settings: { ADMIN_EMAILS: adminEmail, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      rateLimits: { ...rateLimits, signInPerIp: generous },
    });
    token = await signedInAdmin(stack);
  });
  afterAll(async () => {
    await stack?.stop();
    await server?.stop();
  });

  it("catches nothing itself: SMTP_URL is where mail goes", () => {
    expect(stack.mail).toBeUndefined();
  });

  it("is retried, ends failed with a short reason, and is listed in Deliveries", async () => {
    const queued = await sendTestEmail(stack, token);
    expect(queued.status).toBe(202);
    const failed = await eventually(async () => {
      const mail = await outboxRow(stack, queued.json.id);
      return mail?.relay_status === "failed" ? mail : undefined;
    }, 60_000);
    expect(failed.relay_attempts).toBe(5);
    expect(failed.relay_error).toMatch(/^Mail not sent \(SMTP\): /);
    expect(failed.relay_error).not.toContain(adminEmail);
    // A mail that waits keeps its body sealed (TOKEN_SECRET): no link, no text of it lies in the table.
    expect(failed.html).toBeUndefined();
    expect(failed.text).toBeUndefined();
    expect(failed.sealed_body).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(failed)).not.toContain(stack.config.publicUrl);

    const listed = await stack.request(`/api/admin/deliveries`, asAdmin(token));
    const { deliveries } = (await listed.json()) as { deliveries: Array<Record<string, unknown>> };
    expect(deliveries).toContainEqual(
      expect.objectContaining({
        kind: "mail",
        id: queued.json.id,
        summary: `to ${adminEmail}: ${failed.subject}`,
        attempts: 5,
        last_error: failed.relay_error,
      }),
    );
    testEmailId = queued.json.id;
  });

  it("is delivered by Send again once the server is up", async () => {
    server = await startMailCatcher({ port: smtpPort });
    const failed = await outboxRow(stack, testEmailId);
    const again = await postJson(stack.request, `/api/admin/deliveries/send-again`, { kind: "mail", id: failed!.id }, asAdmin(token));
    expect(again.status).toBe(200);

    const mail = await eventually(() => testEmailTo(server!.messages(), adminEmail));
    expect(mail.subject).toBe(failed!.subject);
    expect(mail.html).toContain(stack.config.publicUrl);
    await eventually(async () => ((await outboxRow(stack, testEmailId))?.relay_status === "delivered" ? true : undefined));
    // Send again sends the one message asked for; the failed password notice stays failed.
    expect(server.messages()).toHaveLength(1);
  });
});
