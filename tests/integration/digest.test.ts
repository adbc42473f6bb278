// The weekly digest (issue 30, Deliver 7) against the local stack: an admin turns it on in the
// console; the schedule's run (the function the cloud's weekly rule and the local timer call) mails
// them the week's numbers, as the Overview counts them, and the board's new suggestions, once per
// ISO week; an admin who did not turn it on gets nothing; no one but an admin can turn it on or ask for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { analyticsOverviewSchema } from "@ai-leaders/core/analytics";
import { digestMessages, digestNumberLabels, weekNumbers, type DigestNumberName } from "@ai-leaders/core/digest";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { sendWeeklyDigests } from "@ai-leaders/functions/digest";
import { requestAccessGrant } from "../support/access.ts";
import { createAccount } from "../support/accounts.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const keen = "keen-admin@digest.example";
const quiet = "quiet-admin@digest.example";
const generous = { limit: 10_000, windowSeconds: 600 };
const digestSubject = /^Your week at AI for Leaders: /;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the weekly digest", () => {
  let stack: LocalStack;
  let keenToken: string;
  let quietToken: string;
  const asBearer = (token: string) => ({ headers: { "content-type": "application/json", authorization: `Bearer ${token}` } });
  const choose = (weekly: unknown, token: string) =>
    stack.request(`/api/admin/digest`, { method: "PUT", body: JSON.stringify({ weekly }), ...asBearer(token) });
  const digestsTo = (email: string) => stack.mail!.messages().filter((mail) => mail.to.includes(email) && digestSubject.test(mail.subject));
  const digestsInOutbox = async () => (await scanTable(stack, "mailOutbox")).filter((mail) => digestSubject.test(String(mail.subject)));
  const runSchedule = () =>
    sendWeeklyDigests(
      {
        services: stack.services,
        adminEmails: stack.config.adminEmails,
        siteUrl: stack.config.publicUrl,
        tokenSecret: stack.config.tokenSecret,
        log: () => {},
      },
      new Date(),
    );

  beforeAll(async () => {
    stack = await startTestStack({
      settings: { ADMIN_EMAILS: `${keen},${quiet}` },
      rateLimits: {
        ...rateLimits,
        analyticsEvents: generous,
        suggestion: generous,
        accessAttempt: generous,
        signInPerIp: generous,
        signUp: generous,
      },
    });
    keenToken = (await signedInConsoleAdmin(stack, keen)).accessToken;
    quietToken = (await signedInConsoleAdmin(stack, quiet)).accessToken;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("refuses a choice that is not true or false with a 400 and its message, and changes nothing", async () => {
    for (const body of [{}, { weekly: "yes" }]) {
      const refused = await stack.request(`/api/admin/digest`, { method: "PUT", body: JSON.stringify(body), ...asBearer(keenToken) });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as any).error.message).toBe("Please say whether to send you the weekly digest.");
    }
    expect((await (await stack.request(`/api/admin/digest`, asBearer(keenToken))).json()) as unknown).toEqual({ weekly: false });
  });

  it("refuses a signed-in reader and a visitor: they can neither turn it on nor ask for it", async () => {
    const reader = await createAccount(stack, {
      email: "reader@digest.example",
      full_name: "Rita Reader",
      password: "Reader2026Ready",
      confirmed: true,
    });
    const readerToken = reader.session.access_token as string;
    expect((await choose(true, readerToken)).status).toBe(403);
    expect((await postJson(stack.request, `/api/admin/digest/send`, {}, asBearer(readerToken))).status).toBe(403);
    expect(
      (
        await stack.request(`/api/admin/digest`, {
          method: "PUT",
          body: JSON.stringify({ weekly: true }),
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(401);
    const user = (await scanTable(stack, "users")).find((row) => row.email === "reader@digest.example");
    expect(user?.digest_weekly).toBeUndefined();
    expect(await digestsInOutbox()).toEqual([]);
  });

  it("mails an admin who turned it on the week's numbers and the new suggestions, once a week, and nothing to one who did not", async () => {
    // A week with something in it: two visitors, prompt uses, a guide step, an access grant and two suggestions.
    const send = (events: unknown[], agent: string) =>
      postJson(
        stack.request,
        `/api/events`,
        { events },
        {
          headers: {
            "content-type": "application/json",
            origin: stack.url,
            "user-agent": `Mozilla/5.0 (DigestTest; ${agent}) Gecko/20100101 Firefox/140.0`,
          },
        },
      );
    expect(
      (
        await send(
          [
            { name: "page_view", path: "/" },
            { name: "prompt_copy", prompt: "claude:ai-strategy-tutor" },
          ],
          "ada",
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await send(
          [
            { name: "page_view", path: "/" },
            { name: "guide_step", guide: "build-website", step: 1 },
          ],
          "grace",
        )
      ).status,
    ).toBe(204);
    const { token } = await requestAccessGrant(stack);
    const suggest = (title: string) =>
      postJson(stack.request, `/api/suggestions`, { title }, { headers: { "content-type": "application/json", "x-access-token": token } });
    expect((await suggest("Digest idea: a board pack template")).status).toBe(201);
    expect((await suggest("Digest idea: an AI policy checklist")).status).toBe(201);

    const turnedOn = await choose(true, keenToken);
    expect(turnedOn.status).toBe(200);
    expect(await turnedOn.json()).toEqual({ weekly: true, message: digestMessages.turnedOn });
    expect((await (await stack.request(`/api/admin/digest`, asBearer(keenToken))).json()) as unknown).toEqual({ weekly: true });
    expect((await scanTable(stack, "auditLog")).find((entry) => entry.action === "digest.on")).toMatchObject({ actor: keen });

    const overview = analyticsOverviewSchema.parse(await (await stack.request(`/api/admin/analytics?days=7`, asBearer(keenToken))).json());
    const expected = weekNumbers(overview);
    expect(expected).toMatchObject({ visitors: expect.any(Number), promptUses: 1, guideSteps: 1 });
    expect(expected.visitors).toBeGreaterThanOrEqual(2);
    expect(expected.access).toBeGreaterThanOrEqual(1);

    await runSchedule();
    const mail = await eventually(() => digestsTo(keen)[0]);
    for (const name of Object.keys(digestNumberLabels) as DigestNumberName[]) {
      expect(mail.html).toMatch(new RegExp(`${escaped(digestNumberLabels[name])}</td><td[^>]*>${expected[name]}</td>`));
    }
    expect(mail.html).toContain("Digest idea: a board pack template");
    expect(mail.html).toContain("Digest idea: an AI policy checklist");
    expect(mail.html).toContain(`${stack.config.publicUrl}/admin/board`);
    // The way to stop it: the console's toggle.
    expect(mail.text).toContain("turn it off there");
    expect(mail.html).toContain(`${stack.config.publicUrl}/admin/audience#weekly-digest`);

    // A second run in the same ISO week sends nothing; the admin who did not turn it on got nothing.
    await runSchedule();
    const outbox = await digestsInOutbox();
    expect(outbox.map((row) => row.to)).toEqual([keen]);
    expect(digestsTo(quiet)).toEqual([]);
    expect((await scanTable(stack, "users")).find((row) => row.email === keen)?.digest_sent_week).toMatch(/^\d{4}-W\d\d$/);
  });

  it("turns off: the next week's run sends nothing", async () => {
    const turnedOff = await choose(false, keenToken);
    expect(turnedOff.status).toBe(200);
    expect(((await turnedOff.json()) as any).message).toBe(digestMessages.turnedOff);
    const before = (await digestsInOutbox()).length;
    const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await sendWeeklyDigests(
      {
        services: stack.services,
        adminEmails: stack.config.adminEmails,
        siteUrl: stack.config.publicUrl,
        tokenSecret: stack.config.tokenSecret,
        log: () => {},
      },
      nextWeek,
    );
    expect((await digestsInOutbox()).length).toBe(before);
  });

  it("sends this week's digest at once when an admin asks, whether or not it is on for them", async () => {
    const asked = await postJson(stack.request, `/api/admin/digest/send`, {}, asBearer(quietToken));
    expect(asked.status).toBe(202);
    expect(asked.json.message).toBe(digestMessages.sentNow(quiet));
    const mail = await eventually(() => digestsTo(quiet)[0]);
    expect(mail.html).toContain("Digest idea: a board pack template");
  });
});
