// A person deletes their own account (issue 46, Deliver 7): asked with the password, it erases what
// the operator's "Erase" would, ends every session, and the audit log keeps only a hash of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { accountDeletionMessages } from "@ai-leaders/core/messages";
import type { LocalStack } from "@ai-leaders/local";
import { createAccount } from "../support/accounts.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const operator = "operator@site.example";
const person = { email: "leaving.leader@company.example", password: "Leaving2026Now", full_name: "Lena Leaving" };

describe("deleting one's own account", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack({
      settings: { ADMIN_EMAILS: operator },
      rateLimits: { ...rateLimits, signUp: { limit: 1_000, windowSeconds: 600 }, signInPerIp: { limit: 1_000, windowSeconds: 600 } },
    });
  });
  afterAll(() => stack?.stop());

  const deleteAccount = (accessToken: string, password: string) =>
    postJson(
      stack.request,
      "/api/auth/account/delete",
      { password },
      {
        headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
      },
    );
  const everything = async () =>
    JSON.stringify(
      await Promise.all((["users", "newsletterSignups", "refreshTokens"] as const).map((table) => scanTable(stack, table))),
    ).toLowerCase();

  it("refuses a wrong password and keeps everything; with the right one erases the account and what it held, and ends its sessions", async () => {
    const { session } = await createAccount(stack, { ...person, confirmed: true });
    const signup = await postJson(stack.request, "/api/newsletter", { email: person.email });
    expect(signup.status).toBeLessThan(300);
    expect(await everything()).toContain(person.email);

    const wrong = await deleteAccount(session.access_token, "Not-the-password-1");
    expect(wrong.status).toBe(401);
    expect(wrong.json.error.message).toBe(accountDeletionMessages.wrongPassword);
    expect((await scanTable(stack, "users")).map((user) => user.email)).toContain(person.email);

    const deleted = await deleteAccount(session.access_token, person.password);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe(accountDeletionMessages.deleted);
    expect(deleted.json.erased).toMatchObject({ accounts: 1, signups: 1 });
    // No table of these holds the address any more; the session is over.
    expect(await everything()).not.toContain(person.email);
    const user = await stack.request("/api/auth/user", { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(user.status).toBe(401);
    // The log says what was done, naming the person by a hash only.
    const audit = await scanTable(stack, "auditLog");
    const entry = audit.find((item) => item.action === "account.self_erase");
    expect(entry).toBeDefined();
    expect(JSON.stringify(audit).toLowerCase()).not.toContain(person.email);
  });

  it("refuses an operator's account, which another admin removes", async () => {
    const admin = await signedInConsoleAdmin(stack, operator);
    const refused = await deleteAccount(admin.accessToken, admin.password);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(accountDeletionMessages.adminAccount);
    expect((await scanTable(stack, "users")).map((user) => user.email)).toContain(operator);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await deleteAccount("not-a-token", person.password)).status).toBe(401);
  });
});
