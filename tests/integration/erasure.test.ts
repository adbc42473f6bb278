// "Delete on request" (issue 26, Deliver 6): a person who subscribed, wrote, made an account, was
// locked out, asked for a founder profile and was named in the log is erased by the console; then
// no table holds their address or their name, and once the emulator stops, neither do its files.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { tables, type TableKey } from "@ai-leaders/infra";
import { startLocalStack, type LocalStack } from "@ai-leaders/local";
import { eventually, postJson, scanTable, uniquePrefix } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";
import { enrolAuthenticator, signedInConsoleAdmin } from "../support/console-admin.ts";
import { requestAccessGrant } from "../support/access.ts";

const operator = "operator@site.example";
const person = { email: "zelda.quintessa@person.example", name: "Zelda Quintessa", password: "Erasure2026Ready" };
const bystander = { email: "bystander@person.example", name: "Bernard Stayput", password: "Erasure2026Ready" };
const generous = { limit: 10_000, windowSeconds: 600 };
/** The board suggestion each account makes: its text names no one. */
const suggestionOf = (email: string) =>
  email === person.email ? "A board pack template for quarterly reviews" : "A pricing page teardown";

/** Every table's items, as text, lower-cased. */
async function everyTable(stack: LocalStack): Promise<Record<string, string>> {
  const names = Object.keys(tables) as TableKey[];
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, JSON.stringify(await scanTable(stack, name)).toLowerCase()])),
  );
}

/** The names of the files under `dir` whose bytes contain `text`. */
function filesHolding(dir: string, text: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path).includes(text));
}

/** The tables that hold a person's address in every record they leave there. */
const tablesNamingThem = [
  "newsletterSignups",
  "contactMessages",
  "accessRequests",
  "users",
  "refreshTokens",
  "analysisJobs",
  "mailOutbox",
  "watches",
] as const;

describe("erasing a person from the console", () => {
  let stack: LocalStack;
  let dataDir: string;
  let stopped = false;

  beforeAll(async () => {
    // Its own emulator, on files: the test reads those files once the stack stops.
    dataDir = mkdtempSync(join(tmpdir(), "erasure-"));
    stack = await startLocalStack({
      port: 0,
      dataDir,
      resourcePrefix: uniquePrefix(),
      relayRetryDelaySeconds: () => 0,
      settings: { ADMIN_EMAILS: operator },
      rateLimits: { ...rateLimits, signInPerIp: generous, signUp: generous },
      sqsEndpoint: inject("sqsEndpoint"),
    });
  });
  afterAll(async () => {
    if (!stopped) await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function leaveTraces({ email, name, password }: typeof person) {
    const api = (path: string) => `/api${path}`;
    await postJson(stack.request, api("/newsletter"), { email });
    await postJson(stack.request, api("/contact"), { email, subject: "A question", message: `Hello, this is ${name}.` });
    await postJson(stack.request, api("/access-requests"), {
      name,
      email,
      company: "Erasable Ltd",
      role: "Director",
      reason: `${name} would like the toolkit.`,
    });
    const { session } = await createAccount(stack, { email, password, full_name: name, confirmed: true });
    // Turning the app on ends the sign-in's session: the account goes on with the one it gives.
    const signedIn = (await enrolAuthenticator(stack, session.access_token)).accessToken;
    // A wrong password and a forgotten one: counters keyed by the person, a reset link, its mail.
    expect((await postJson(stack.request, api("/auth/signin"), { email, password: "Not-the-password-1" })).status).toBe(401);
    expect((await postJson(stack.request, api("/auth/recover"), { email })).status).toBe(202);
    // Founder profiles about them: one they asked for signed in, one a visitor asked for.
    const access = (await requestAccessGrant(stack)).token;
    const founderProfile = (bearer?: string) =>
      postJson(
        stack.request,
        api("/workflows/founder-profile"),
        { name, email: email.toUpperCase() },
        {
          headers: { "content-type": "application/json", "x-access-token": access, ...(bearer && { authorization: `Bearer ${bearer}` }) },
        },
      );
    for (const bearer of [signedIn, undefined]) {
      const { session_id } = (await founderProfile(bearer)).json;
      await eventually(async () => ((await stack.services.jobs.get(session_id))?.result_id ? true : undefined));
    }
    // A page they watch (its mails go to the address).
    await stack.services.watches.watch(
      {
        userId: session.user.id,
        email,
        url: `https://${name.split(" ")[0]!.toLowerCase()}.example/`,
        kind: "website-roast",
        resultId: "r".repeat(22),
        score: 60,
        fixedFixes: [],
      },
      10,
      new Date(),
    );
    // A suggestion on the board, made signed in (its text names no one).
    const suggested = await postJson(
      stack.request,
      api("/suggestions"),
      { title: suggestionOf(email), description: "For quarterly reviews." },
      {
        headers: { "content-type": "application/json", "x-access-token": access, authorization: `Bearer ${signedIn}` },
      },
    );
    expect(suggested.status).toBe(201);
    // An entry written before the log named signups by a keyed hash.
    await stack.services.audit.record({ actor: operator, action: "delivery.send_again", target: `newsletter:${email}` }, new Date());
  }

  it("removes every record holding the address or the name, in every table, and says what it removed", async () => {
    const admin = await signedInConsoleAdmin(stack, operator);
    await leaveTraces(person);
    await leaveTraces(bystander);
    const before = await everyTable(stack);
    for (const table of [...tablesNamingThem, "oneTimeLinks", "auditLog"]) {
      expect(before[table], table).toContain(person.email);
    }
    expect(before.results).toContain(person.name.toLowerCase());
    expect(before.rateLimits).toContain("email-hmac:");

    const erased = await postJson(
      stack.request,
      `/api/admin/audience/erase`,
      { email: person.email.toUpperCase() },
      {
        headers: { "content-type": "application/json", authorization: `Bearer ${admin.accessToken}` },
      },
    );
    expect(erased.status).toBe(200);
    // Two sessions: the sign-in's, and the one enrolling the authenticator app stepped up to.
    expect(erased.json.erased).toMatchObject({
      signups: 1,
      contact_messages: 1,
      access_requests: 1,
      accounts: 1,
      sessions: 2,
      founder_jobs: 2,
      results: 2,
      watches: 1,
      board_suggestions_anonymised: 1,
      audit_entries_redacted: 1,
    });
    // Mails: the newsletter's confirmation, the account's, the reset link's.
    expect(erased.json.erased.mails).toBeGreaterThanOrEqual(3);
    // The failed sign-in's two counters (per address and person, per person) and the reset's two.
    expect(erased.json.erased.rate_limit_keys).toBeGreaterThanOrEqual(4);
    expect(erased.json.erased.one_time_links).toBeGreaterThanOrEqual(2);

    const after = await everyTable(stack);
    for (const [table, text] of Object.entries(after)) {
      expect(text, table).not.toContain(person.email);
      expect(text, table).not.toContain(person.name.toLowerCase());
    }
    // The bystander's records are all still there.
    for (const table of tablesNamingThem) {
      expect(after[table], table).toContain(bystander.email);
    }
    expect(after.results).toContain(bystander.name.toLowerCase());
    // Their suggestion stays on the board for those who voted on it, naming no author; the bystander's keeps theirs.
    const suggestions = await scanTable(stack, "suggestions");
    const authorOf = (title: string) => suggestions.find((suggestion) => suggestion.title === title)?.author_id;
    expect(suggestions.map((suggestion) => suggestion.title)).toContain(suggestionOf(person.email));
    expect(authorOf(suggestionOf(person.email))).toBeUndefined();
    expect(authorOf(suggestionOf(bystander.email))).toEqual(expect.any(String));
    // The erased person cannot sign in; the log says what was done, to whom by hash only.
    expect((await postJson(stack.request, `/api/auth/signin`, { email: person.email, password: person.password })).status).toBe(401);
    const log = await scanTable(stack, "auditLog");
    expect(log.filter((entry) => entry.action === "audience.erase")).toEqual([
      expect.objectContaining({ actor: operator, target: expect.stringMatching(/^email-hmac:[0-9a-f]{32}$/) }),
    ]);
  }, 120_000);

  it("leaves neither the address nor the name in the emulator's files once the stack stops", async () => {
    expect(filesHolding(dataDir, bystander.email).length).toBeGreaterThan(0);
    await stack.stop();
    stopped = true;
    expect(filesHolding(dataDir, person.email)).toEqual([]);
    expect(filesHolding(dataDir, person.name)).toEqual([]);
    // Compacted, not emptied: the bystander is still on file.
    expect(filesHolding(dataDir, bystander.email).length).toBeGreaterThan(0);
  });
});
